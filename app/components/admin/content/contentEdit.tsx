import { ExternalLink } from "lucide-react";
import { issueText, useFailureText, useSaveFailure } from "~/components/admin/failureText";
import { useLocale, useT } from "~/i18n";
import { adminSend } from "../adminApi";
import { type EditDelete, useEditForm } from "../kit";
import { NumberField } from "../NumberField";
import { Toggle } from "../Toggle";

// What the content edit pages (article, article category, custom page) add to the kit's edit
// form: this area's wording of field issues and failures, and its delete section.

export function useContentEdit<T extends Record<string, unknown>>(initial: T) {
  const t = useT();
  const locale = useLocale();
  const form = useEditForm(initial, { issueText: (m) => issueText(locale, m) });
  const fail = useSaveFailure(form);
  const failureText = useFailureText();
  /** The delete section of a saved record: its title doubles as the confirm's. */
  const removal = (o: { title: string; body: string; path: string; next: string }): EditDelete => ({
    sectionTitle: o.title,
    label: t("adminContent.delete"),
    confirmTitle: o.title,
    confirmBody: o.body,
    send: () => adminSend("DELETE", o.path),
    next: o.next,
    failureText,
  });
  return { form, fail, removal };
}

/** "View on store" in a content page's header: the public page, in a new tab. */
export function ViewOnStore({ href }: { href: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
    >
      <ExternalLink size={16} aria-hidden /> {t("adminContent.viewOnStore")}
    </a>
  );
}

/** Shown on the store, and the order among its siblings: every content record has both. */
export function DisplaySort({
  label,
  hint,
  isDisplay,
  sort,
  onChange,
  sortError,
  testId,
}: {
  label: string;
  hint: string;
  isDisplay: boolean;
  sort: number | null;
  onChange: (patch: { isDisplay?: boolean; sort?: number | null }) => void;
  sortError?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <>
      <Toggle
        label={label}
        description={hint}
        checked={isDisplay}
        onChange={(x) => onChange({ isDisplay: x })}
        testId={testId}
      />
      <NumberField
        label={t("adminContent.sort")}
        name="sort"
        value={sort}
        onChange={(x) => onChange({ sort: x })}
        hint={t("adminContent.sortHint")}
        error={sortError}
        className="max-w-48"
      />
    </>
  );
}
