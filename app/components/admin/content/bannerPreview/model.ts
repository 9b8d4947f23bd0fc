import type { Banner } from "@functions/shared/commerce/catalogue";
import type { MediaRef } from "@functions/shared/media";
import { formatMoney } from "@functions/shared/pricing";
import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";

/** What the preview draws: the banner's fields as edited, images split by device. */
export type BannerPreviewModel = Omit<Banner, "id" | "sort" | "displayType" | "media"> & {
  displayType: string;
  desktop: { media: MediaRef; link: string }[];
  phone: { media: MediaRef; link: string }[];
};

/** The store style the pieces of the preview share. */
export type PreviewLook = { s: PersonalSettings; radius: string; shadow: boolean; phone: boolean };

/** Spec §9: banner height ratios (height / width). */
export const RATIO = { BANNER: 0.562, BANNER_MEDIUM: 0.281, PHONE: 1.5, PHONE_SMALL: 0.367 } as const;
/** Spec §2: slides per view by picture style. */
export const SPV: Record<string, number> = { SPACE_LARGE: 1.4, SPACE_MEDIUM: 1.1, FULL_SCREEN: 1 };
export const RADIUS: Record<string, string> = {
  RADIUS1: "rounded-sm",
  RADIUS2: "rounded-lg",
  RADIUS3: "rounded-2xl",
};

export const desktopVariant = (medium: boolean) => (medium ? ["w1920h540t1", "w1920h1080t1"] : ["w1920h1080t1"]);

/** The one money format (functions/shared/pricing). */
export const money = (minor: number) => formatMoney(minor);
