import type { AdminResult } from "~/components/admin/adminApi";
import { useFailureText } from "~/components/admin/failureText";
import { useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

type Row = { id: number };

/**
 * The row hooks every content list shares: the show/hide switch and the confirmed delete, with
 * the content area's messages ("「name」is now shown", its wording of a failed write).
 */
export function useContentRows<T extends Row>(opts: {
  api: (id: number) => string;
  name: (row: T) => string;
  shown: (row: T) => boolean;
  send: (row: T, on: boolean) => Promise<AdminResult<unknown>>;
  deleteTitle: string;
  deleteBody?: (row: T) => string;
}) {
  const t = useT();
  const failText = useFailureText();
  const flag = useRowFlag<T>({
    id: (r) => r.id,
    get: opts.shown,
    send: opts.send,
    done: (r, on) => t(on ? "adminContent.nowShown" : "adminContent.nowHidden", { name: opts.name(r) }),
    failText,
  });
  const del = useRowDelete<T>({
    path: (r) => opts.api(r.id),
    title: () => opts.deleteTitle,
    body: opts.deleteBody ?? ((r) => t("adminContent.deleteBody", { name: opts.name(r) })),
    // A refusal with a reason (a category still in use) names it as a field issue.
    failureText: (f) => (f.issues[0]?.message ? t(f.issues[0].message) : failText(f)),
  });
  return { flag, del, failText };
}

/** The "shown in the store" switch of a content row. */
export function DisplayToggle<T>({
  flag,
  row,
  name,
  testId,
}: {
  flag: { value: (row: T) => boolean; set: (row: T, on: boolean) => Promise<void> };
  row: T;
  name: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <Toggle
      checked={flag.value(row)}
      onChange={(on) => void flag.set(row, on)}
      label={t("adminContent.showNamed", { name })}
      hideLabel
      testId={testId}
    />
  );
}
