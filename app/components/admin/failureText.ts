import type { FieldIssue } from "@functions/shared/validators";
import { type Locale, translate, useT } from "~/i18n";
import { type AdminFailure, failureKey } from "./adminApi";
import { flash } from "./flash";

// The words of a refused admin write: a field issue's text and a failure's headline, one wording
// for every admin form (the content area's keys are the back office's shared ones).

/**
 * The text of a field issue: the shared validation text when there is one, else this area's
 * wording of the content API's keys (adminContent.v.*), else a generic "check this field".
 */
export function issueText(locale: Locale, message: string, vars?: Record<string, string | number>): string {
  const own = translate(locale, message, vars);
  if (own !== message) return own;
  const suffix = message.startsWith("validation.") ? message.slice("validation.".length) : message;
  const area = `adminContent.v.${suffix}`;
  const mine = translate(locale, area, vars);
  return mine !== area ? mine : translate(locale, "adminContent.v.invalid");
}

/** Field path → text, the first issue per path. */
export function fieldErrors(locale: Locale, issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) if (!(i.path in out)) out[i.path] = issueText(locale, i.message);
  return out;
}

/** The headline of a failed write: this area's wording of a business code, else 422 / HTTP. */
export function useFailureText() {
  const t = useT();
  return (f: AdminFailure) => {
    if (f.status === 200 && f.code) {
      const own = `adminContent.code.${f.code}`;
      const text = t(own);
      if (text !== own) return text;
    }
    const key = failureKey(f);
    const text = t(key);
    if (text !== key) return text;
    return t("adminContent.saveFailed");
  };
}

/** A failed save of a form: its field issues onto the fields, the headline as an error alert. */
export function useSaveFailure(form: { showIssues: (issues: readonly FieldIssue[]) => unknown }) {
  const failText = useFailureText();
  return (f: AdminFailure) => {
    if (f.issues.length) form.showIssues(f.issues);
    flash.error(failText(f));
  };
}
