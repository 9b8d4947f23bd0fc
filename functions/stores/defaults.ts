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

// "Chinese in the product": these are the zh-TW defaults the spec describes in English.
export const DEFAULT_LABELS = {
  selfProfitLabel: "產品獎金",
  profitLabel: "銷售分潤",
  multilevelProfitLabel: "額外獎金",
  multiLevelLabel: "銷售層級",
  branchNameLabel: "分店",
  revenueLabel: "總銷售額",
  recruitLabel: "招募",
  teamLabel: "團隊",
  organizationLabel: "組織",
  classLabel: "等級",
  introducerLabel: "介紹人",
  firstLineLabel: "第一線",
  bonusLabel: "回饋金",
  branchLabel: "線",
  rankLabel: "階級",
} as const;

export const DEFAULT_POLICY = {
  allowBranch: false,
  allowBranchAmount: 0,
  selectAmount: 0,
  selectLimit: 0,
  isLimited: false,
};

export const DEFAULT_SOCIAL = { youtube: "", line: "", facebook: "", instagram: "" };
