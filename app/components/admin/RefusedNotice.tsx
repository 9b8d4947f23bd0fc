import { sectionKeyOf } from "@functions/shared/access/adminMenu";
import { ShieldAlert, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { useRoot } from "~/lib/useRoot";
import { REFUSED_COOKIE, refusedOf } from "./refusedCookie";

/**
 * Under the top bar, after the guard refused a page for a blocked section: which section, that
 * this page is where the admin may start instead, and whom to ask. Shown on the page landed on,
 * gone on the next one.
 */
export function RefusedNotice() {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const { pathname } = useLocation();
  const [section, setSection] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page landed on reads the cookie afresh
  useEffect(() => {
    const code = refusedOf(document.cookie);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie cleared; the Cookie Store API is not in every browser the back office serves
    if (code !== null) document.cookie = `${REFUSED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    setSection(code);
  }, [pathname]);
  const key = section === null ? null : sectionKeyOf(section);
  if (!key) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-3 py-2.5 text-sm min-[734px]:px-5"
      data-testid="admin-refused"
    >
      <ShieldAlert size={18} aria-hidden className="mt-0.5 shrink-0" />
      <p className="flex-1">{t("admin.refused", { section: menuLabel(key, locale, store.labels) })}</p>
      <button
        type="button"
        onClick={() => setSection(null)}
        className="flex shrink-0 items-center gap-1 rounded px-1 text-muted hover:text-ink"
      >
        <X size={14} aria-hidden /> {t("admin.refusedDismiss")}
      </button>
    </div>
  );
}
