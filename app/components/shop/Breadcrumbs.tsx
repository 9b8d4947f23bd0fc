import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { cx } from "../ui";
import { JsonLd } from "./JsonLd";

export type Crumb = { name: string; href?: string };

/** schema.org BreadcrumbList for a trail; Home first, the current page last (its canonical URL). */
export function breadcrumbJsonLd(origin: string, canonical: string, trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: c.href ? `${origin}${c.href === "/" ? "/" : c.href.split("?")[0]}` : canonical,
    })),
  };
}

/** Visible trail plus its BreadcrumbList structured data. `items` excludes Home. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const t = useT();
  const { origin, canonical } = useRoot();
  const trail: Crumb[] = [{ name: t("nav.home"), href: "/" }, ...items];
  return (
    <nav aria-label={t("shop.breadcrumb")} className={cx("text-sm text-muted", className)} data-testid="breadcrumbs">
      <JsonLd data={breadcrumbJsonLd(origin, canonical, trail)} />
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${c.href ?? ""}-${c.name}`} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRight size={14} aria-hidden className="shrink-0 text-muted/70" />}
              {last || !c.href ? (
                <span aria-current={last ? "page" : undefined} className="truncate text-ink">
                  {c.name}
                </span>
              ) : (
                <Link to={c.href} className="truncate hover:text-ink hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
