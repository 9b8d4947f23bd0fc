import { companyInfo } from "@functions/shared/storeSettings/brand";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

export function Footer() {
  const t = useT();
  const { store } = useRoot();
  const year = new Date().getUTCFullYear();
  const social = Object.entries(store.social).filter(([, url]) => typeof url === "string" && url.startsWith("http"));
  // Company info from setting-store; nothing of it shows until the store fills it in.
  const info = companyInfo(store.settingStore);
  const contacts = [
    info.phone && {
      icon: <Phone size={15} aria-hidden />,
      text: info.phone,
      href: `tel:${info.phone.replace(/[^\d+]/g, "")}`,
    },
    info.email && { icon: <Mail size={15} aria-hidden />, text: info.email, href: `mailto:${info.email}` },
    info.address && { icon: <MapPin size={15} aria-hidden />, text: info.address, href: null },
    info.serviceTime && { icon: <Clock size={15} aria-hidden />, text: info.serviceTime, href: null },
  ].filter(Boolean) as { icon: ReactNode; text: string; href: string | null }[];
  return (
    <footer className="mt-16 border-t border-line bg-white" data-testid="shop-footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-muted min-[734px]:flex-row min-[734px]:items-start min-[734px]:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{store.storeName}</p>
          {(info.companyName || info.companyId) && (
            <p className="mt-1" data-testid="footer-company">
              {[info.companyName, info.companyId && t("brand.footer.taxId", { id: info.companyId })]
                .filter(Boolean)
                .join(" · ")}
            </p>
          )}
          {contacts.length > 0 && (
            <ul aria-label={t("brand.footer.contact")} className="mt-3 flex flex-col gap-1.5">
              {contacts.map((c) => (
                <li key={c.text} className="flex items-start gap-2 break-words">
                  <span className="mt-0.5 shrink-0">{c.icon}</span>
                  {c.href ? (
                    <a href={c.href} className="hover:text-ink">
                      {c.text}
                    </a>
                  ) : (
                    <span className="whitespace-pre-line">{c.text}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3">
            © {year} {info.companyName ?? store.storeName}. {t("footer.rights")}
          </p>
        </div>
        <div className="flex flex-col gap-4 min-[734px]:items-end">
          {social.length > 0 && (
            <ul aria-label={t("brand.footer.social")} className="flex gap-4">
              {social.map(([name, url]) => (
                <li key={name}>
                  <a
                    href={url as string}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="capitalize hover:text-ink"
                  >
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p>{t("footer.poweredBy")}</p>
        </div>
      </div>
    </footer>
  );
}
