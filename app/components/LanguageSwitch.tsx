import { Languages } from "lucide-react";
import { Form, useLocation } from "react-router";
import { useLocale, useT } from "../i18n";

/** Posts to /locale, which sets the cookie and returns to the same page (works without JS). */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const loc = useLocation();
  return (
    <Form method="post" action="/locale" reloadDocument className={className}>
      <input type="hidden" name="locale" value={locale === "en" ? "zh-TW" : "en"} />
      <input type="hidden" name="redirect" value={loc.pathname + loc.search} />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm text-muted hover:bg-black/5 hover:text-ink"
        lang={locale === "en" ? "zh-TW" : "en"}
      >
        <Languages size={18} aria-hidden />
        {t("lang.switch")}
      </button>
    </Form>
  );
}
