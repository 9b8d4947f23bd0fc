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
