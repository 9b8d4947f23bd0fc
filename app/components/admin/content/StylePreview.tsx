import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { SlideTrack } from "./bannerPreview/SlideTrack";
import { DeviceFrame } from "./DeviceFrame";
import type { PreviewDevice } from "./DevicePreview";
import { PhoneHeader, WideHeader } from "./stylePreview/PreviewHeader";

// A small storefront drawn from the style settings being edited: header (logo size and position,
// menu type, position and flags), a picture banner in its style, and a product block.

const RADIUS: Record<string, string> = { RADIUS1: "rounded-sm", RADIUS2: "rounded-lg", RADIUS3: "rounded-2xl" };
const SPV: Record<string, number> = { SPACE_LARGE: 1.4, SPACE_MEDIUM: 1.1, FULL_SCREEN: 1 };
const GAP: Record<string, string> = { NONE: "h-0", SMALL: "h-2", MEDIUM: "h-4", LARGE: "h-6" };
const PRICE: Record<string, string> = { SMALL: "text-[8px]", DEFAULT: "text-[9px]", LARGE: "text-[11px]" };
const SLIDE_COLOURS = ["from-brand-600 to-brand-500", "from-amber-500 to-orange-400", "from-sky-600 to-indigo-500"];

function Banner({
  style,
  next,
  dots,
  radius,
  shadow,
}: {
  style: string;
  next: boolean;
  dots: boolean;
  radius: string;
  shadow: boolean;
}) {
  const spv = SPV[style] ?? 1;
  const width = 100 / spv;
  const spaced = spv > 1;
  const slides = spaced ? [2, 0, 1] : [0];
  return (
    <div className="relative">
      <SlideTrack widthPct={width} gapPx={spaced ? 6 : 0} peek={spaced}>
        {slides.map((c) => (
          <div
            key={c}
            className={cx(
              "aspect-[16/9] shrink-0 bg-gradient-to-br",
              SLIDE_COLOURS[c],
              spaced && radius,
              spaced && shadow && "shadow-md",
            )}
            style={{ width: `${width}%` }}
          />
        ))}
      </SlideTrack>
      {next && (
        <>
          <span className="absolute top-1/2 left-1 flex h-4 w-4 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow">
            <ChevronLeft size={10} aria-hidden />
          </span>
          <span className="absolute top-1/2 right-1 flex h-4 w-4 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow">
            <ChevronRight size={10} aria-hidden />
          </span>
        </>
      )}
      {dots && (
        <div className="mt-1 flex justify-center gap-0.5">
          <span className="h-1 w-3 rounded-full bg-ink" />
          <span className="h-1 w-1 rounded-full bg-black/25" />
          <span className="h-1 w-1 rounded-full bg-black/25" />
        </div>
      )}
    </div>
  );
}

function Products({ s, cols, radius, shadow }: { s: PersonalSettings; cols: number; radius: string; shadow: boolean }) {
  const t = useT();
  const price = PRICE[s.productPriceFontSize] ?? PRICE.DEFAULT;
  const saleColour = s.productSpecialPriceHighlightStyle === "THEME" ? "text-brand-700" : "text-danger";
  return (
    <div className="px-2">
      {(s.productBannerIsShowTitle || s.productBannerIsShowContent || s.productBannerIsShowSeeMoreButton) && (
        <div className="mb-1.5 flex items-end justify-between gap-1">
          <div className="min-w-0">
            {s.productBannerIsShowTitle && (
              <p className="truncate text-[10px] font-bold">{t("adminContent.preview.blockTitle")}</p>
            )}
            {s.productBannerIsShowContent && (
              <p className="truncate text-[8px] text-muted">{t("adminContent.preview.blockContent")}</p>
            )}
          </div>
          {s.productBannerIsShowSeeMoreButton && (
            <span className="shrink-0 text-[8px] font-medium text-brand-700">
              {t("adminContent.preview.seeMore")} →
            </span>
          )}
        </div>
      )}
      <div className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
        {Array.from({ length: cols }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
          <div key={i} className="min-w-0">
            <div
              className={cx(
                "bg-gradient-to-br from-black/[0.05] to-black/[0.1]",
                s.productImageRatio === "PORTRAIT" ? "aspect-[2/3]" : "aspect-square",
                radius,
                shadow && "shadow-md",
              )}
            />
            <div className="mt-1 h-1.5 w-4/5 rounded bg-black/10" />
            <p className={cx("mt-0.5 font-semibold", price, i === 0 ? saleColour : "text-ink")}>
              NT$ {i === 0 ? "790" : "990"}
              {i === 0 && s.productSpecialPriceHighlightStyle !== "DEFAULT" && (
                <span className="ml-0.5 font-normal text-muted line-through">990</span>
              )}
            </p>
            {i === 1 && s.productPaymentPlanStyle !== "DEFAULT" && (
              <span
                className={cx(
                  "mt-0.5 inline-block text-[7px]",
                  s.productPaymentPlanStyle === "TAG" ? "rounded bg-brand-50 px-1 text-brand-700" : "text-muted",
                )}
              >
                {t("adminContent.preview.subscription")}
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

export function StylePreview({
  settings: s,
  device,
  storeName,
  menuLabels,
}: {
  settings: PersonalSettings;
  device: PreviewDevice;
  storeName: string;
  /** The store's own top-level menu labels when there is a menu; samples otherwise. */
  menuLabels: string[];
}) {
  const t = useT();
  const phone = device === "phone";
  const radius = RADIUS[s.imageBorderType] ?? "rounded-sm";
  const shadow = s.imageShadowType === "SHADOW";
  const header = phone ? (
    <PhoneHeader s={s} storeName={storeName} />
  ) : (
    <WideHeader s={s} storeName={storeName} menuLabels={menuLabels} />
  );

  const bannerStyle = phone ? s.pictureBannerStyleMobile : s.pictureBannerStyle;
  return (
    <DeviceFrame device={device} testId="style-preview">
      <div
        className={cx(
          !phone && s.menuPosition === "BESIDE_LOGO" && s.isShowMenuGray && "[&>div:first-child]:bg-surface",
        )}
      >
        {header}
      </div>
      <div className="py-2">
        <Banner
          style={bannerStyle}
          next={s.pictureBannerIsShowNext && !phone}
          dots={s.pictureBannerIsShowPreview}
          radius={radius}
          shadow={shadow}
        />
        <div className={GAP[s.bannerUpDownGap] ?? GAP.SMALL} />
        {phone && s.ifHighlightProduct && (
          <div className="mb-2 flex gap-1.5 overflow-hidden px-2">
            {["a", "b", "c", "d", "e"].map((k) => (
              <span key={k} className="h-7 w-7 shrink-0 rounded-full border-2 border-brand-500 bg-black/[0.07]" />
            ))}
          </div>
        )}
        <Products
          s={s}
          cols={phone ? 2 : Math.min(Math.max(s.productListRowQuantity, 2), 6)}
          radius={radius}
          shadow={shadow}
        />
      </div>
      <p className="border-t border-line bg-surface px-2 py-1 text-[9px] text-muted">
        {t(s.scrollMenuType === "SCROLL_HIDE" ? "adminContent.preview.scrollHide" : "adminContent.preview.scrollShow")}
      </p>
    </DeviceFrame>
  );
}
