import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Locale, type MessageKey, useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { useRoot } from "~/lib/useRoot";

const timeOf = (iso: string, locale: Locale) => formatTaipei(iso, locale);

const BAR =
  "flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950";
const WAY_OUT = "font-semibold underline underline-offset-2";

/** One test-mode bar: the message names the test-mode time, the children are its way out. */
function TestModeBar({
  testId,
  message,
  time,
  children,
}: {
  testId: string;
  message: MessageKey;
  time: string;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div role="status" className={BAR} data-testid={testId}>
      <FlaskConical size={16} aria-hidden />
      <span>{t(message, { time: timeOf(time, locale) })}</span>
      {children}
    </div>
  );
}

/** Storefront, in a test-mode preview (spec storefront §2 "test-mode bar"), with its way out. */
export function PreviewBar() {
  const t = useT();
  const { preview } = useRoot();
  if (!preview) return null;
  return (
    <TestModeBar testId="test-mode-bar" message="preview.bar" time={preview.testModeTime}>
      <a href="/?exitPreview=1" className={WAY_OUT}>
        {t("preview.exit")}
      </a>
    </TestModeBar>
  );
}

/** Back office: test mode is on (spec back-office §2.4), with a link to its setting page. */
export function AdminTestModeBar() {
  const t = useT();
  const { store, testModeActive } = useRoot();
  if (!testModeActive || !store.testModeTime) return null;
  return (
    <TestModeBar testId="admin-test-mode-bar" message="testMode.adminBar" time={store.testModeTime}>
      <Link to="/admin/settingpage/setting-test-mode" className={WAY_OUT}>
        {t("testMode.manage")}
      </Link>
    </TestModeBar>
  );
}
