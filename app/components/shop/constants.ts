// Spec storefront §2 and §9 home constants in one place (documented in the report and tests).

/** Banner autoplay and mobile banner autoplay: 6 s. */
export const AUTOPLAY_MS = 6000;
/** Swiper resize recalculation delay. */
export const RESIZE_DELAY_MS = 100;
/** Extra height under a banner/waterfall with the shadow style (not for full screen). */
export const SHADOW_EXTRA_PX = 18;
/** Loading overlay cap and the footer delay of the home page. */
export const HOME_LOADING_MAX_MS = 5000;
export const FOOTER_DELAY_MS = 1800;
/** Mobile breakpoint (734; the swiper uses 733 as its last mobile width) and tablet pro. */
export const MOBILE_BP = 734;
export const TABLET_PRO_BP = 1136;

/** Picture banner styles: slides per view and gap (FULL_SCREEN loops edge to edge, no gap). */
export const PICTURE_STYLES = {
  SPACE_LARGE: { slidesPerView: 1.4, gap: 30 },
  SPACE_MEDIUM: { slidesPerView: 1.1, gap: 30 },
  FULL_SCREEN: { slidesPerView: 1, gap: 0 },
} as const;
export type PictureStyle = keyof typeof PICTURE_STYLES;
export const pictureStyle = (s: string | null | undefined) =>
  PICTURE_STYLES[(s ?? "FULL_SCREEN") as PictureStyle] ?? PICTURE_STYLES.FULL_SCREEN;

/** Product swiper: 4 slides from 1136 px, 3 below; gaps 20 / 15 / 10. */
export const PRODUCT_SWIPER_BREAKPOINTS = {
  0: { slidesPerView: 3, spaceBetween: 10 },
  [MOBILE_BP]: { slidesPerView: 3, spaceBetween: 15 },
  [TABLET_PRO_BP]: { slidesPerView: 4, spaceBetween: 20 },
} as const;
/** A see-more slide ends the product swiper when it holds more than this many products. */
export const SEE_MORE_AFTER = 4;

/** Space between home blocks for bannerUpDownGap. */
export const BANNER_GAP: Record<string, string> = {
  NONE: "mb-0",
  SMALL: "mb-6 min-[734px]:mb-10",
  MEDIUM: "mb-10 min-[734px]:mb-16",
  LARGE: "mb-14 min-[734px]:mb-24",
};
