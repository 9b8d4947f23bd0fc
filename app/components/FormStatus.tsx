import { useT } from "../i18n";
import type { FormResult } from "../lib/forms";
import { Alert } from "./ui";

/** The form-level message of an action result: a business code or a generic 422 notice. */
export function FormStatus({ result, success }: { result: FormResult | undefined; success?: string }) {
  const t = useT();
  if (!result) return null;
  if (result.ok) return success ? <Alert tone="success">{success}</Alert> : null;
  if (result.code) {
    const key = `code.${result.code}`;
    const text = t(key);
    return <Alert tone="error">{text === key ? (result.message ?? t("code.unknown")) : text}</Alert>;
  }
  return <Alert tone="error">{t("http.422")}</Alert>;
}

export function useFieldError(result: FormResult | undefined) {
  const t = useT();
  return (field: string) => {
    if (!result || result.ok) return undefined;
    const m = result.issues.find((i) => i.path === field)?.message;
    return m ? t(m) : undefined;
  };
}
