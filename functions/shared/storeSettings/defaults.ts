import { DEFAULT_LABELS_BY_LOCALE } from "../network/branchLabels";

// Spec defaults for the store's nested settings (storefront §3, back-office §3). A stored value
// overrides a default key by key, so adding a setting never needs a data migration.
export const DEFAULT_PERSONAL_SETTINGS = {
  imageBorderType: "RADIUS1",
  imageShadowType: "NO_SHADOW",
  logoSize: "MEDIUM",
  logoSizeMobile: "MEDIUM",
  logoPosition: "LEFT",
  logoPositionMobile: "CENTER_BETWEEN",
  menuType: "EXPAND",
  menuPosition: "BESIDE_LOGO",
  isShowHomeMenu: false,
  isShowMenuGray: false,
  isShowMenuUnderline: true,
  scrollMenuType: "SCROLL_SHOW",
  pictureBannerStyle: "FULL_SCREEN",
  pictureBannerStyleMobile: "FULL_SCREEN",
  pictureBannerIsShowPreview: true,
  pictureBannerIsShowNext: true,
  bannerUpDownGap: "SMALL",
  productBannerIsShowSeeMoreButton: true,
  productBannerIsShowTitle: true,
  productBannerIsShowContent: true,
  ifHighlightProduct: true,
  productListRowQuantity: 4,
  productDetailMobilePictureStyle: "FULL_SCREEN",
  productImageRatio: "SQUARE",
  productDetailLayout: "DEFAULT",
  productDetailRelatedProductStyle: "DEFAULT",
  productPaymentPlanStyle: "DEFAULT",
  productSpecialPriceHighlightStyle: "DEFAULT",
  productPriceFontSize: "DEFAULT",
  branchNameRemindType: "NO_REMIND",
  ifBranchCanCustomizeLogo: false,
} as const;

export type PersonalSettings = {
  -readonly [K in keyof typeof DEFAULT_PERSONAL_SETTINGS]: (typeof DEFAULT_PERSONAL_SETTINGS)[K] extends boolean
    ? boolean
    : (typeof DEFAULT_PERSONAL_SETTINGS)[K] extends number
      ? number
      : string;
};

// The spec defaults per language live with the labels helper (functions/shared/branchLabels).
export const DEFAULT_LABELS = DEFAULT_LABELS_BY_LOCALE["zh-TW"];

export const DEFAULT_POLICY = {
  allowBranch: false,
  allowBranchAmount: 0,
  selectAmount: 0,
  selectLimit: 0,
  isLimited: false,
};

export const DEFAULT_SOCIAL = { youtube: "", line: "", facebook: "", instagram: "" };

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** What of a store row decides its theme. */
type ThemedStore = { status: string; trialType: string; plan: unknown; personalSettings: unknown };

// Spec §4: an unpaid store, a plan store and a PERMANENT_FREE_SINGLE store use the default theme.
function usesDefaultTheme(store: ThemedStore): boolean {
  return (
    store.status === "CLOSE_STORE_UNPAID" ||
    store.trialType === "PERMANENT_FREE_SINGLE" ||
    (store.plan !== null && Object.keys(obj(store.plan)).length > 0)
  );
}

/** The store's personal (theme) settings, every key filled in. */
export function personalSettingsOf(store: ThemedStore) {
  return usesDefaultTheme(store)
    ? { ...DEFAULT_PERSONAL_SETTINGS }
    : { ...DEFAULT_PERSONAL_SETTINGS, ...obj(store.personalSettings) };
}
