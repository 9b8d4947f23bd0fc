import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { useRoot } from "../../lib/useRoot";

// The store's personal (theme) settings as the shop components read them (spec §3 defaults).
const RADIUS = { RADIUS1: "rounded-md", RADIUS2: "rounded-xl", RADIUS3: "rounded-3xl" } as const;

export type ShopTheme = {
  settings: PersonalSettings;
  /** Image corner class for imageBorderType. */
  radius: string;
  shadow: boolean;
  /** Product list columns on desktop (productListRowQuantity, default 4). */
  columns: number;
  /** Card picture frame: spec §9 product image 1:1, or 1.5 when the store picks portrait. */
  cardAspect: string;
};

export function shopTheme(store: {
  imageBorderType?: string | null;
  personalSettings: Partial<PersonalSettings> | Record<string, unknown>;
}): ShopTheme {
  const settings = { ...DEFAULT_PERSONAL_SETTINGS, ...store.personalSettings } as PersonalSettings;
  const border = (settings.imageBorderType || store.imageBorderType || "RADIUS1") as keyof typeof RADIUS;
  const cols = Number(settings.productListRowQuantity);
  return {
    settings,
    radius: RADIUS[border] ?? RADIUS.RADIUS1,
    shadow: settings.imageShadowType === "SHADOW",
    columns: Number.isInteger(cols) && cols >= 2 && cols <= 6 ? cols : 4,
    cardAspect: settings.productImageRatio === "PORTRAIT" ? "aspect-[2/3]" : "aspect-square",
  };
}

export function useShopTheme(): ShopTheme {
  return shopTheme(useRoot().store);
}
