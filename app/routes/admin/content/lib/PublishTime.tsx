import { Clock } from "lucide-react";
import { DateField } from "~/components/admin/kit";
import { Alert } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei, isoToTaipeiInput } from "~/lib/taipeiTime";

// An article's publish time, typed and shown in Taipei time: "now", "clear", and a note when a
// shown article waits for a later time.

/** "Now" in Taipei, as a datetime-local value (to the minute). */
const nowInTaipei = () => isoToTaipeiInput(new Date().toISOString());

export function PublishTime({
  value,
  iso,
  scheduled,
  onChange,
  error,
}: {
  /** The datetime-local value (Taipei). */
  value: string;
  /** The same instant as ISO, null when empty or not a time. */
  iso: string | null;
  /** Shown and still waiting for its time. */
  scheduled: boolean;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1.5">
      <DateField
        kind="datetime-local"
        label={t("adminContent.article.publishedAt")}
        name="publishedAt"
        value={value}
        onChange={onChange}
        hint={t("adminContent.article.publishHint")}
        error={error}
      />
      <div className="flex flex-wrap gap-3 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => onChange(nowInTaipei())}
        >
          {t("adminContent.article.now")}
        </button>
        {value && (
          <button type="button" className="text-muted hover:underline" onClick={() => onChange("")}>
            {t("adminContent.article.clearTime")}
          </button>
        )}
      </div>
      {scheduled && iso && (
        <Alert tone="info">
          <span className="inline-flex items-center gap-1.5">
            <Clock size={14} aria-hidden />
            {t("adminContent.article.scheduledAt", { time: formatTaipei(iso, locale) })}
          </span>
        </Alert>
      )}
    </div>
  );
}
