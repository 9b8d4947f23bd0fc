import { Camera, CirclePlay, Clock, Mail, MapPin, MessageCircle, Phone, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "../../components/shop/Breadcrumbs";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/join-us";
import { loadNav } from "./shop.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { nav: await loadNav(scopeOf(context)) };
}

/** The first non-empty string among settingStore keys (the store's company-info settings). */
function pick(s: Record<string, unknown>, ...keys: string[]): string | null {
  for (const k of keys) {
    const v = s[k];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return null;
}

const SOCIAL: { key: "line" | "facebook" | "instagram" | "youtube"; label: string; icon: ReactNode }[] = [
  { key: "line", label: "LINE", icon: <MessageCircle size={18} aria-hidden /> },
  { key: "facebook", label: "Facebook", icon: <Users size={18} aria-hidden /> },
  { key: "instagram", label: "Instagram", icon: <Camera size={18} aria-hidden /> },
  { key: "youtube", label: "YouTube", icon: <CirclePlay size={18} aria-hidden /> },
];

/**
 * /join-us: how to join and reach the store (settingStore contact fields and social links). Its
 * schema.org Organization comes from the storefront layout, like every page's.
 */
export default function JoinUs() {
  const t = useT();
  const { store, user } = useRoot();
  const s = store.settingStore;
  const about = pick(s, "joinUs", "about", "introduction", "description") ?? store.metaDescription;
  const phone = pick(s, "phone", "contactPhone", "servicePhone", "tel");
  const email = pick(s, "email", "contactEmail", "serviceEmail");
  const address = pick(s, "address", "companyAddress");
  const hours = pick(s, "serviceTime", "businessHours", "openingHours");
  const company = pick(s, "companyName", "company");
  const socials = SOCIAL.flatMap((x) => {
    const url = store.social[x.key];
    return typeof url === "string" && /^https?:\/\//.test(url) ? [{ ...x, url }] : [];
  });
  const contacts = [
    phone && {
      icon: <Phone size={18} aria-hidden />,
      label: t("shop.join.phone"),
      value: phone,
      href: `tel:${phone.replace(/[^\d+]/g, "")}`,
    },
    email && {
      icon: <Mail size={18} aria-hidden />,
      label: t("shop.join.email"),
      value: email,
      href: `mailto:${email}`,
    },
    address && { icon: <MapPin size={18} aria-hidden />, label: t("shop.join.address"), value: address, href: null },
    hours && { icon: <Clock size={18} aria-hidden />, label: t("shop.join.hours"), value: hours, href: null },
  ].filter(Boolean) as { icon: ReactNode; label: string; value: string; href: string | null }[];
  const title = t("shop.join.title");
  return (
    <main className="pb-16" data-testid="join-us">
      <ShopMeta title={title} description={about || t("shop.join.lead", { store: store.storeName })} />
      <div className="mx-auto max-w-6xl px-4 pt-5">
        <Breadcrumbs items={[{ name: title }]} />
      </div>
      <section className="mx-auto mt-5 max-w-6xl px-4">
        <div className="overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-12 text-white min-[734px]:px-12 min-[734px]:py-16">
          <p className="text-sm font-medium tracking-widest text-white/80 uppercase">{store.storeName}</p>
          <h1 className="mt-2 text-3xl font-bold min-[734px]:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed whitespace-pre-line text-white/90">
            {about || t("shop.join.lead", { store: store.storeName })}
          </p>
          {!user && (
            <LinkButton to="/register" variant="secondary" className="mt-8" data-testid="join-register">
              <UserPlus size={18} aria-hidden /> {t("shop.join.register")}
            </LinkButton>
          )}
        </div>
      </section>
      <div className="mx-auto mt-8 grid max-w-6xl gap-5 px-4 min-[734px]:grid-cols-2">
        <section
          aria-labelledby="join-contact"
          className="rounded-[var(--radius-card)] border border-line bg-white p-6"
        >
          <h2 id="join-contact" className="text-lg font-bold">
            {t("shop.join.contact")}
          </h2>
          {company && <p className="mt-1 text-sm text-muted">{company}</p>}
          {contacts.length ? (
            <dl className="mt-4 flex flex-col gap-3">
              {contacts.map((c) => (
                <div key={c.label} className="flex items-start gap-3">
                  <dt className="flex w-24 shrink-0 items-center gap-2 text-sm text-muted">
                    {c.icon} {c.label}
                  </dt>
                  <dd className="min-w-0 text-[15px] break-words">
                    {c.href ? (
                      <a href={c.href} className="text-brand-700 hover:underline">
                        {c.value}
                      </a>
                    ) : (
                      c.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-4 text-[15px] text-muted">{t("shop.join.noContact")}</p>
          )}
        </section>
        <section aria-labelledby="join-social" className="rounded-[var(--radius-card)] border border-line bg-white p-6">
          <h2 id="join-social" className="text-lg font-bold">
            {t("shop.join.follow")}
          </h2>
          {socials.length ? (
            <ul className="mt-4 grid grid-cols-2 gap-3">
              {socials.map((x) => (
                <li key={x.key}>
                  <a
                    href={x.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-12 items-center justify-center gap-2 rounded-lg border border-line text-[15px] font-medium hover:border-brand-500 hover:text-brand-700"
                  >
                    {x.icon} {x.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-[15px] text-muted">{t("shop.join.noSocial")}</p>
          )}
          <p className="mt-6 text-sm text-muted">{t("shop.join.memberPerks")}</p>
        </section>
      </div>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
