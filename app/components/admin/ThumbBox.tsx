import type { ReactNode } from "react";
import { cx } from "../ui";

// A small picture of a record in a list or picker (a product, a cover), or an icon when it has
// none. The box's size and icon colour come from the caller.

export function ThumbBox({
  src,
  icon,
  className,
}: {
  src: string | null | undefined;
  icon: ReactNode;
  className: string;
}) {
  return (
    <span
      className={cx(
        "flex shrink-0 items-center justify-center overflow-hidden border border-line bg-surface",
        className,
      )}
    >
      {src ? <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" /> : icon}
    </span>
  );
}
