import type { Column } from "~/components/admin/kit/DataTable";
import { Toggle } from "~/components/admin/Toggle";
import type { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { FeedbackThumbs } from "./FeedbackImages";

export type Feedback = {
  id: number;
  branchName: string | null;
  reasons: string[];
  content: string;
  media: string[];
  status: "UNPROCESSED" | "PROCESSED";
  reply: string;
  createdAt: string;
};

/**
 * The feedback list's columns: reasons, branch (head store), content, images, when; then the
 * branch's reply or the head store's processed switch.
 */
export function feedbackColumns(
  t: ReturnType<typeof useT>,
  locale: ReturnType<typeof useLocale>,
  isBranch: boolean,
  flag: { value: (f: Feedback) => boolean; set: (f: Feedback, on: boolean) => Promise<unknown> },
): Column<Feedback>[] {
  return [
    {
      key: "reasons",
      header: t("branchFeedback.reasons"),
      primary: true,
      cell: (f) => f.reasons.map((r) => t(`branchFeedback.reason.${r}`)).join("、"),
    },
    ...(isBranch
      ? []
      : [{ key: "branch", header: t("branchFeedback.branch"), cell: (f: Feedback) => f.branchName ?? "—" }]),
    { key: "content", header: t("branchFeedback.content"), hideOnMobile: true, cell: (f) => f.content || "—" },
    { key: "images", header: t("baf.feedback.images"), cell: (f) => <FeedbackThumbs paths={f.media ?? []} /> },
    { key: "createdAt", header: t("branchFeedback.createdAt"), cell: (f) => formatTaipei(f.createdAt, locale) },
    isBranch
      ? {
          key: "reply",
          header: t("branchFeedback.reply"),
          cell: (f) => f.reply || t(`branchFeedback.status.${f.status}`),
        }
      : {
          key: "processed",
          header: t("branchFeedback.processed"),
          cell: (f) => (
            <Toggle
              checked={flag.value(f)}
              onChange={(on) => void flag.set(f, on)}
              label={t("branchFeedback.processedOf", { name: f.branchName ?? "" })}
              hideLabel
            />
          ),
        },
  ];
}
