import { confirmPassword, newPassword } from "./auth/authFields";
import { FieldList } from "./FieldList";

/** The new + confirm password pair shared by the password-change and reset forms. */
export function NewPasswordFields({ newError, confirmError }: { newError?: string; confirmError?: string }) {
  return (
    <FieldList
      fields={[newPassword, confirmPassword]}
      err={(path) => (path === newPassword.name ? newError : confirmError)}
    />
  );
}
