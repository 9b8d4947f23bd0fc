import { ShopMeta } from "~/components/shop/ShopMeta";
import { cx } from "~/components/ui";

/** The head of a provider's test stand-in page: its title (never indexed), the test badge, what to do. */
export function DevHeading({
  title,
  badge,
  body,
  bodyClassName,
}: {
  title: string;
  badge: string;
  body: string;
  bodyClassName: string;
}) {
  return (
    <>
      <ShopMeta title={title} noindex />
      <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-800">{badge}</span>
      <h1 className="mt-3 text-xl font-bold">{title}</h1>
      <p className={cx(bodyClassName, "text-muted")}>{body}</p>
    </>
  );
}
