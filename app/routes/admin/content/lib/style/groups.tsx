import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";
import type { PERSONAL_SETTING_OPTIONS } from "@functions/store/content/style";
import type { ReactNode } from "react";
import { cx } from "~/components/ui";

// The style page's groups of settings (spec storefront §3) and the small drawings on the choices.

export type Key = keyof PersonalSettings;
export type EnumKey = keyof typeof PERSONAL_SETTING_OPTIONS;
export type Item =
  | { kind: "enum"; key: EnumKey; columns?: 2 | 3 | 4 }
  | { kind: "bool"; key: Key }
  | { kind: "rows"; key: "productListRowQuantity" };
export type Group = { id: string; items: Item[]; headStoreOnly?: boolean };

const e = (key: EnumKey, columns?: 2 | 3 | 4): Item => ({ kind: "enum", key, columns });
const b = (key: Key): Item => ({ kind: "bool", key });

export const GROUPS: Group[] = [
  { id: "images", items: [e("imageBorderType"), e("imageShadowType", 2)] },
  { id: "logo", items: [e("logoSize"), e("logoPosition", 2), e("logoSizeMobile"), e("logoPositionMobile")] },
  {
    id: "menu",
    items: [
      e("menuType", 2),
      e("menuPosition", 2),
      e("scrollMenuType", 2),
      b("isShowHomeMenu"),
      b("isShowMenuGray"),
      b("isShowMenuUnderline"),
    ],
  },
  {
    id: "banner",
    items: [
      e("pictureBannerStyle"),
      e("pictureBannerStyleMobile"),
      e("bannerUpDownGap", 4),
      b("pictureBannerIsShowNext"),
      b("pictureBannerIsShowPreview"),
    ],
  },
  {
    id: "productBlock",
    items: [
      b("productBannerIsShowTitle"),
      b("productBannerIsShowContent"),
      b("productBannerIsShowSeeMoreButton"),
      b("ifHighlightProduct"),
    ],
  },
  {
    id: "productList",
    items: [
      { kind: "rows", key: "productListRowQuantity" },
      e("productImageRatio", 2),
      e("productPriceFontSize"),
      e("productSpecialPriceHighlightStyle"),
      e("productPaymentPlanStyle"),
    ],
  },
  {
    id: "productDetail",
    items: [e("productDetailLayout", 2), e("productDetailMobilePictureStyle"), e("productDetailRelatedProductStyle")],
  },
  { id: "branch", headStoreOnly: true, items: [e("branchNameRemindType"), b("ifBranchCanCustomizeLogo")] },
];

const RADIUS_ART: Record<string, string> = { RADIUS1: "rounded-sm", RADIUS2: "rounded-lg", RADIUS3: "rounded-2xl" };
const BANNER_ART: Record<string, number> = { FULL_SCREEN: 1, SPACE_LARGE: 1.4, SPACE_MEDIUM: 1.1 };

/** A small drawing for the choices where a picture says more than a word. */
export function art(key: EnumKey, value: string): ReactNode {
  const box = "block h-7 w-9 bg-brand-500/70";
  switch (key) {
    case "imageBorderType":
      return <span className={cx(box, RADIUS_ART[value])} />;
    case "imageShadowType":
      return <span className={cx(box, "rounded-md", value === "SHADOW" && "shadow-lg shadow-black/40")} />;
    case "logoSize":
    case "logoSizeMobile": {
      const s = { SMALL: "h-3 w-3", MEDIUM: "h-5 w-5", LARGE: "h-7 w-7" }[value] ?? "h-5 w-5";
      return <span className={cx("block rounded bg-brand-600", s)} />;
    }
    case "logoPosition":
    case "logoPositionMobile": {
      const between = value === "CENTER_BETWEEN";
      return (
        <span className={cx("flex w-16 items-center gap-1", value === "LEFT" ? "justify-start" : "justify-center")}>
          {between && <span className="mr-auto h-1 w-2.5 rounded bg-ink/40" />}
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          {between && <span className="ml-auto h-1 w-2.5 rounded bg-ink/40" />}
        </span>
      );
    }
    case "menuPosition":
      return value === "BELOW_LOGO" ? (
        <span className="flex w-16 flex-col items-start gap-1">
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          <span className="h-1 w-14 rounded bg-ink/40" />
        </span>
      ) : (
        <span className="flex w-16 items-center gap-1">
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          <span className="h-1 w-10 rounded bg-ink/40" />
        </span>
      );
    case "pictureBannerStyle":
    case "pictureBannerStyleMobile":
    case "productDetailMobilePictureStyle": {
      const spv = BANNER_ART[value] ?? 1;
      return (
        <span className="flex w-16 justify-center gap-0.5 overflow-hidden">
          {spv > 1 && <span className="h-6 w-3 shrink-0 rounded-sm bg-brand-500/40" />}
          <span className={cx("h-6 shrink-0 bg-brand-500/80", spv > 1 ? "w-8 rounded-sm" : "w-16")} />
          {spv > 1 && <span className="h-6 w-3 shrink-0 rounded-sm bg-brand-500/40" />}
        </span>
      );
    }
    case "productImageRatio":
      return <span className={cx("block w-6 rounded-sm bg-brand-500/70", value === "PORTRAIT" ? "h-9" : "h-6")} />;
    case "bannerUpDownGap": {
      const gap = { NONE: "gap-0", SMALL: "gap-0.5", MEDIUM: "gap-1.5", LARGE: "gap-2.5" }[value] ?? "gap-1";
      return (
        <span className={cx("flex w-10 flex-col", gap)}>
          <span className="h-2 rounded-sm bg-brand-500/80" />
          <span className="h-2 rounded-sm bg-brand-500/40" />
        </span>
      );
    }
    default:
      return undefined;
  }
}
