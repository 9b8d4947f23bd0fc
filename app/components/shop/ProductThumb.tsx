import type { MediaRef } from "@functions/shared/media";
import { cx } from "../ui";
import { Img } from "./Img";
import { RULES } from "./images";

/** A product's square thumbnail in a framed box (cart, checkout and offer lines). */
export function ProductThumb({
  media,
  alt,
  size,
  className,
  imgClassName,
  loading,
}: {
  media: MediaRef | null | undefined;
  alt: string;
  /** The box's size classes, e.g. "h-16 w-16". */
  size: string;
  /** More box classes (a larger size from a breakpoint). */
  className?: string;
  imgClassName?: string | false;
  loading?: "lazy";
}) {
  return (
    <div className={cx(size, "shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-line", className)}>
      <Img
        media={media}
        rules={RULES.small(false)}
        alt={alt}
        placeholder="productSquare"
        className={cx("h-full w-full object-cover", imgClassName)}
        loading={loading}
      />
    </div>
  );
}
