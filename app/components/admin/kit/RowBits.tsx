import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../../ui";

// Small pieces of list rows and headers. Links to the storefront open a new tab, so the admin
// keeps their place.

/** A row's "view in the store" icon link: only for rows shoppers can see. */
export function ViewRowLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-black/5"
      aria-label={label}
      title={title}
    >
      <ExternalLink size={16} aria-hidden />
    </a>
  );
}

/** A page header's secondary button to the storefront ("view store"; the home page by default). */
export function ViewStoreLink({ href = "/", label }: { href?: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
    >
      <ExternalLink size={16} aria-hidden /> {label}
    </a>
  );
}

/** A row's small picture (cover, banner, product) or, without one, its kind's icon; size and icon colour via className. */
export function RowThumb({
  src,
  icon,
  className,
}: {
  src: string | null | undefined;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface",
        className,
      )}
    >
      {src ? <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" /> : icon}
    </span>
  );
}
