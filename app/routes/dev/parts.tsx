import { ShopMeta } from "~/components/shop/ShopMeta";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";

/** The head of a provider's test stand-in page: its title (never indexed), the test badge, what to do. */
export function DevHeading({ title, body, bodyClassName }: { title: string; body: string; bodyClassName: string }) {
  return (
    <>
      <ShopMeta title={title} noindex />
      <DevBadge />
      <h1 className="mt-3 text-xl font-bold">{title}</h1>
      <p className={cx(bodyClassName, "text-muted")}>{body}</p>
    </>
  );
}

/** The badge every stand-in page wears, so nobody takes it for the provider's real page. */
export function DevBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-800">{t("testMode.badge")}</span>
  );
}
