import type { ReactNode } from "react";

/**
 * A row of slides `widthPct` wide each, `gapPx` apart. With `peek` the row shows three — the middle
 * one centred, its neighbours' edges on either side — as the spaced picture-banner styles do.
 */
export function SlideTrack({
  widthPct,
  gapPx,
  peek,
  children,
}: {
  widthPct: number;
  gapPx: number;
  peek: boolean;
  children: ReactNode;
}) {
  const shift = `translateX(calc(${(100 - widthPct) / 2}% - ${widthPct}% - ${gapPx}px))`;
  return (
    <div className="overflow-hidden">
      <div className="flex" style={{ gap: gapPx, transform: peek ? shift : undefined }}>
        {children}
      </div>
    </div>
  );
}
