import type { ReactNode } from "react";
import { Link } from "react-router";

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * A banner image's optional link. Internal paths navigate in the app; other links open in a new
 * tab (always, with `newTab`, as the spec's mobile banner does). No link: the content alone.
 */
export function BannerLink({
  href,
  label,
  newTab,
  className,
  tabIndex,
  children,
}: {
  href: string | null | undefined;
  label?: string;
  newTab?: boolean;
  className?: string;
  tabIndex?: number;
  children: ReactNode;
}) {
  const link = href?.trim();
  if (!link || !/^(https?:\/\/|\/)/.test(link)) return <div className={className}>{children}</div>;
  if (isInternal(link) && !newTab)
    return (
      <Link to={link} className={className} aria-label={label} tabIndex={tabIndex}>
        {children}
      </Link>
    );
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label}
      tabIndex={tabIndex}
    >
      {children}
    </a>
  );
}
