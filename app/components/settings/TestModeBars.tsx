import { FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { useLocale, useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

const timeOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-TW", {
    timeZone: "Asia/Taipei",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));

const BAR =
  "flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950";

/** Storefront, in a test-mode preview (spec storefront §2 "test-mode bar"), with its way out. */
export function PreviewBar() {
  const t = useT();
  const locale = useLocale();
  const { preview } = useRoot();
  if (!preview) return null;
  return (
    <div role="status" className={BAR} data-testid="test-mode-bar">
      <FlaskConical size={16} aria-hidden />
      <span>{t("preview.bar", { time: timeOf(preview.testModeTime, locale) })}</span>
      <a href="/?exitPreview=1" className="font-semibold underline underline-offset-2">
        {t("preview.exit")}
      </a>
    </div>
  );
}

/** Back office: test mode is on (spec back-office §2.4), with a link to its setting page. */
export function AdminTestModeBar() {
  const t = useT();
  const locale = useLocale();
  const { store, testModeActive } = useRoot();
  if (!testModeActive || !store.testModeTime) return null;
  return (
    <div role="status" className={BAR} data-testid="admin-test-mode-bar">
      <FlaskConical size={16} aria-hidden />
      <span>{t("testMode.adminBar", { time: timeOf(store.testModeTime, locale) })}</span>
      <Link to="/admin/settingpage/setting-test-mode" className="font-semibold underline underline-offset-2">
        {t("testMode.manage")}
      </Link>
    </div>
  );
}
