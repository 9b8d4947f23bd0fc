import "./i18n";
import { Code } from "@functions/shared/codes";
import { useT } from "~/i18n";
import { type Refusal, refusalText, type Section, sectionOf, sectionOfPath } from "./form";

/**
 * Where a refusal's words go: field issues on their field when the page shows that field, else in
 * their section; a business refusal in the section it concerns (the page top for the rest).
 */
export function useSectionMessages(refusal: Refusal | null, fieldPaths: ReadonlySet<string>) {
  const t = useT();
  const issues = refusal?.issues ?? [];
  const issueText = (path: string, message: string) => (path === "prime" ? t("checkoutPage.error.prime") : t(message));
  const err = (path: string) => {
    const i = issues.find((x) => x.path === path);
    return i && fieldPaths.has(path) ? issueText(i.path, i.message) : undefined;
  };
  const messagesFor = (s: Section): string[] => {
    const out: string[] = [];
    if (refusal) {
      if (refusal.code === Code.INVALID_REQUEST) {
        if (s === "page" && issues.length) out.push(t("checkoutPage.error.fields"));
      } else if (sectionOf(refusal.code) === s) out.push(refusalText(t, refusal));
    }
    for (const i of issues) {
      if (!fieldPaths.has(i.path) && sectionOfPath(i.path) === s) out.push(issueText(i.path, i.message));
    }
    return [...new Set(out)];
  };
  return { err, messagesFor };
}
