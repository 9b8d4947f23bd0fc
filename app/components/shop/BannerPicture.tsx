import type { BannerMedia } from "@functions/shared/commerce/catalogue";
import { cx } from "../ui";
import { BannerLink } from "./BannerLink";
import { Img } from "./Img";
import { RULES } from "./images";

/** Which image rules a banner picture loads by; a phone image falls back to the banner placeholder. */
export type BannerKind = "banner" | "bannerMedium" | "bannerPhone";

/** The picture style's look shared by every slide of one banner. */
export type BannerPictureLook = { spaced: boolean; shadow: boolean; radius: string; ratio: number };

/**
 * One slide of a picture banner, desktop or mobile: its optional link (named when there is one),
 * a box of the banner's height ratio and the image laid over it, alt text only without a link.
 * `frame` is the box's own layout and `shadowClass` the style's shadow; an eager slide is the LCP.
 */
export function BannerPicture({
  m,
  name,
  kind,
  look,
  frame,
  shadowClass,
  eager,
  shownAt,
  newTab,
  tabIndex,
}: {
  m: BannerMedia;
  name: string;
  kind: BannerKind;
  look: BannerPictureLook;
  frame: string;
  shadowClass: string;
  eager?: boolean;
  shownAt: { min?: number; max?: number };
  newTab?: boolean;
  tabIndex?: number;
}) {
  return (
    <BannerLink
      href={m.link}
      newTab={newTab}
      label={m.link ? name : undefined}
      tabIndex={tabIndex}
      className={cx(frame, look.spaced && look.radius, look.shadow && shadowClass)}
    >
      <div style={{ aspectRatio: `1 / ${look.ratio}` }} />
      <Img
        media={m.media}
        rules={RULES[kind]}
        fallback={m.path}
        placeholder={kind === "bannerPhone" ? "banner" : kind}
        alt={m.link ? "" : name}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? "sync" : undefined}
        shownAt={shownAt}
        className="absolute inset-0 h-full w-full object-cover"
      />
    </BannerLink>
  );
}
