import { FieldList } from "../FieldList";
import { emailField, signInPassword } from "./authFields";

/** The e-mail and password of a sign-in form (shopper and admin). */
export function SignInFields({
  err,
  emailAutoComplete,
}: {
  err: (path: string) => string | undefined;
  emailAutoComplete: "email" | "username";
}) {
  return <FieldList fields={[emailField(emailAutoComplete), signInPassword]} err={err} />;
}
