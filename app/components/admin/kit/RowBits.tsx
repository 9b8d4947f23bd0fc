import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "../../ui";
import { ThumbBox } from "../ThumbBox";

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
  return <ThumbBox src={src} icon={icon} className={cx("rounded-lg", className)} />;
}

/** A page header's secondary button to another back-office page (back to a list, to an overview). */
export function HeaderLink({
  to,
  icon,
  label,
  className,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cx(
        "inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] hover:bg-surface",
        className,
      )}
    >
      {icon} {label}
    </Link>
  );
}
