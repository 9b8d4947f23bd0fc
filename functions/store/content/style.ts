import { z } from "zod";
import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "../../shared/storeSettings/defaults";

// Personal (theme) settings of spec storefront §3 / back-office §3: every key, its allowed values
// and the zod schema of PATCH /api/admin/setting/style. Binding-free, so the style page can list
// the options from the same table the API validates with.
//
// The spec names each key's default and only some alternatives. Values it names: imageBorderType
// RADIUS1-3, imageShadowType NO_SHADOW/SHADOW, menuType EXPAND/STORAGE, scrollMenuType
// SCROLL_SHOW/SCROLL_HIDE, picture banner styles FULL_SCREEN/SPACE_LARGE/SPACE_MEDIUM. The other
// alternatives (marked "ours") are our choice (functions/store/content/README.md).

export const PERSONAL_SETTING_OPTIONS = {
  imageBorderType: ["RADIUS1", "RADIUS2", "RADIUS3"],
  imageShadowType: ["NO_SHADOW", "SHADOW"],
  logoSize: ["SMALL", "MEDIUM", "LARGE"], // ours: SMALL, LARGE
  logoSizeMobile: ["SMALL", "MEDIUM", "LARGE"], // ours: SMALL, LARGE
  logoPosition: ["LEFT", "CENTER"], // ours: CENTER
  logoPositionMobile: ["LEFT", "CENTER", "CENTER_BETWEEN"], // ours: LEFT, CENTER
  menuType: ["EXPAND", "STORAGE"],
  menuPosition: ["BESIDE_LOGO", "BELOW_LOGO"], // ours: BELOW_LOGO
  scrollMenuType: ["SCROLL_SHOW", "SCROLL_HIDE"],
  pictureBannerStyle: ["FULL_SCREEN", "SPACE_LARGE", "SPACE_MEDIUM"],
  pictureBannerStyleMobile: ["FULL_SCREEN", "SPACE_LARGE", "SPACE_MEDIUM"],
  bannerUpDownGap: ["NONE", "SMALL", "MEDIUM", "LARGE"], // ours: NONE, MEDIUM, LARGE
  productDetailMobilePictureStyle: ["FULL_SCREEN", "SPACE_LARGE", "SPACE_MEDIUM"], // ours: as the banners
  productImageRatio: ["SQUARE", "PORTRAIT"], // ours: spec §9 product image 1:1 or 1.5
  productDetailLayout: ["DEFAULT", "WIDE"], // ours: WIDE
  productDetailRelatedProductStyle: ["DEFAULT", "SWIPER", "GRID"], // ours: SWIPER, GRID
  productPaymentPlanStyle: ["DEFAULT", "TAG", "TEXT"], // ours: TAG, TEXT
  productSpecialPriceHighlightStyle: ["DEFAULT", "RED", "THEME"], // ours: RED, THEME
  productPriceFontSize: ["DEFAULT", "SMALL", "LARGE"], // ours: SMALL, LARGE
  branchNameRemindType: ["NO_REMIND", "TOP_BAR", "POPUP"], // ours: TOP_BAR, POPUP
} as const satisfies Partial<Record<keyof PersonalSettings, readonly string[]>>;

/** Products per row of a product list (spec: default 4); the range is ours. */
export const ROW_QUANTITY = { min: 2, max: 6 } as const;

export type StyleKey = keyof PersonalSettings;
type EnumKey = keyof typeof PERSONAL_SETTING_OPTIONS;

const enumFields = Object.fromEntries(
  (Object.keys(PERSONAL_SETTING_OPTIONS) as EnumKey[]).map((k) => [
    k,
    z.enum(PERSONAL_SETTING_OPTIONS[k] as unknown as [string, ...string[]], { error: "validation.oneOf" }),
  ]),
) as unknown as { [K in EnumKey]: z.ZodType<(typeof PERSONAL_SETTING_OPTIONS)[K][number]> };

export const personalSettingsShape = {
  ...enumFields,
  isShowHomeMenu: z.boolean(),
  isShowMenuGray: z.boolean(),
  isShowMenuUnderline: z.boolean(),
  pictureBannerIsShowPreview: z.boolean(),
  pictureBannerIsShowNext: z.boolean(),
  productBannerIsShowSeeMoreButton: z.boolean(),
  productBannerIsShowTitle: z.boolean(),
  productBannerIsShowContent: z.boolean(),
  ifHighlightProduct: z.boolean(),
  ifBranchCanCustomizeLogo: z.boolean(),
  productListRowQuantity: z.number().int().min(ROW_QUANTITY.min).max(ROW_QUANTITY.max),
} satisfies Record<StyleKey, z.ZodType>;

/** PATCH body: any subset of the keys, at least one, nothing unknown. */
export const stylePatchInput = z
  .strictObject(personalSettingsShape)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "validation.emptyPatch", path: ["_"] });
export type StylePatchInput = z.infer<typeof stylePatchInput>;

/**
 * The stored settings over the defaults, keeping only known keys with valid values: a value
 * stored before an option was removed falls back to its default instead of reaching the page.
 */
export function withDefaults(stored: unknown): PersonalSettings {
  const out: Record<string, unknown> = { ...DEFAULT_PERSONAL_SETTINGS };
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const [k, v] of Object.entries(stored)) {
      const rule = (personalSettingsShape as Record<string, z.ZodType>)[k];
      if (rule?.safeParse(v).success) out[k] = v;
    }
  }
  return out as PersonalSettings;
}
