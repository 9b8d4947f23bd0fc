import "~/i18n/areas/adminCalendar";
import type { ImportantNotice } from "@functions/shared/store/dashboardBanners";
import { BellRing } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/i18n";

// The dashboard's top banner of important notices (spec back-office §2.4; importantNoticesOf): the
// notice's own text, or the default one, and a link to where it is read.

export function ImportantNoticeBar({ notices }: { notices: ImportantNotice[] }) {
  const t = useT();
  if (!notices.length) return null;
  return (
    <section
      aria-label={t("notice.label")}
      className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-sm min-[734px]:px-5"
      data-testid="important-notice-bar"
    >
      <ul className="flex flex-col divide-y divide-amber-100">
        {notices.map((n) => (
          <li
            key={n.type}
            className="flex flex-wrap items-center gap-2 py-1"
            data-testid={`important-notice-${n.type}`}
          >
            <BellRing size={16} aria-hidden className="shrink-0 text-amber-800" />
            <p className="min-w-0 flex-1">{n.message || t(`notice.${n.type}`)}</p>
            <Link to={n.path} className="font-medium text-brand-700 underline">
              {t("notice.openNotifications")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
