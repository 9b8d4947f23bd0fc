import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "../ui";
import { Img } from "./Img";

/**
 * A decorative image covering the box it is placed in (the box sets the size and ratio); `className`
 * adds to the covering classes (a hover zoom, a fade).
 */
export function FillImg({ className, ...img }: Omit<ComponentProps<typeof Img>, "alt">) {
  return <Img {...img} alt="" className={cx("absolute inset-0 h-full w-full object-cover", className)} />;
}

/**
 * A card's cover: the picture (zooming a little while the card is hovered) or, without one, the
 * card kind's icon; `className` sets the box (its ratio).
 */
export function CardCover({
  className,
  media,
  icon: Icon,
  iconSize,
  ...img
}: Omit<ComponentProps<typeof Img>, "alt" | "className"> & {
  className: string;
  icon: LucideIcon;
  iconSize: number;
}) {
  return (
    <div className={className}>
      {media ? (
        <FillImg media={media} {...img} className="transition duration-300 group-hover:scale-[1.03]" />
      ) : (
        <Icon className="absolute inset-0 m-auto text-brand-500" size={iconSize} aria-hidden />
      )}
    </div>
  );
}
