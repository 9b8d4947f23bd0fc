import { cx } from "../ui";

/** The small square picture of an order line or subscription's product (empty when it has none). */
export function LineThumb({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <span className={cx("h-14 w-14 shrink-0 overflow-hidden rounded-lg border border-line bg-surface", className)}>
      {src ? <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" /> : null}
    </span>
  );
}
