import type { PersonalSettings } from "@functions/shared/storeSettingDefaults";
import { ChevronLeft, ChevronRight, Menu, Search, ShoppingBag, UserRound } from "lucide-react";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { SlideTrack } from "./bannerPreview/SlideTrack";
import { DeviceFrame } from "./DeviceFrame";
import type { PreviewDevice } from "./DevicePreview";

// A small storefront drawn from the style settings being edited: header (logo size and position,
// menu type, position and flags), a picture banner in its style, and a product block.

const RADIUS: Record<string, string> = { RADIUS1: "rounded-sm", RADIUS2: "rounded-lg", RADIUS3: "rounded-2xl" };
const LOGO: Record<string, string> = {
  SMALL: "h-4 w-4 text-[8px]",
  MEDIUM: "h-6 w-6 text-[10px]",
  LARGE: "h-8 w-8 text-xs",
};
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
  const labels = [
    ...(s.isShowHomeMenu ? [t("adminContent.preview.home")] : []),
    ...(menuLabels.length
      ? menuLabels
      : [t("adminContent.preview.menu1"), t("adminContent.preview.menu2"), t("adminContent.preview.menu3")]),
  ].slice(0, 5);
  const logo = (size: string) => (
    <span
      className={cx(
        "flex shrink-0 items-center justify-center rounded bg-brand-600 font-bold text-white",
        LOGO[size] ?? LOGO.MEDIUM,
      )}
    >
      {storeName.slice(0, 1)}
    </span>
  );
  const icons = (
    <span className="flex shrink-0 items-center gap-1 text-ink">
      <Search size={10} aria-hidden />
      <UserRound size={10} aria-hidden />
      <ShoppingBag size={10} aria-hidden />
    </span>
  );
  const menu =
    s.menuType === "STORAGE" ? (
      <span className="inline-flex items-center gap-0.5 text-[9px]">
        <Menu size={11} aria-hidden /> {t("adminContent.preview.menu")}
      </span>
    ) : (
      <span className="flex min-w-0 items-center gap-2 overflow-hidden text-[9px] whitespace-nowrap">
        {labels.map((l, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the list is static per render
            key={`${l}-${i}`}
            className={cx(
              i === 0 && s.isShowMenuUnderline && "underline decoration-brand-600 decoration-2 underline-offset-4",
              i === 0 ? "font-semibold text-ink" : "text-muted",
            )}
          >
            {l}
          </span>
        ))}
      </span>
    );

  let header: React.ReactNode;
  if (phone) {
    const pos = s.logoPositionMobile;
    header = (
      <div className="flex h-8 items-center gap-1.5 border-b border-line px-2">
        {pos === "CENTER_BETWEEN" ? (
          <>
            <Menu size={11} aria-hidden />
            <span className="flex flex-1 justify-center">{logo(s.logoSizeMobile)}</span>
            <ShoppingBag size={10} aria-hidden />
          </>
        ) : pos === "CENTER" ? (
          <>
            <span className="w-6" />
            <span className="flex flex-1 justify-center">{logo(s.logoSizeMobile)}</span>
            <Menu size={11} aria-hidden />
          </>
        ) : (
          <>
            {logo(s.logoSizeMobile)}
            <span className="flex-1" />
            {icons}
            <Menu size={11} aria-hidden />
          </>
        )}
      </div>
    );
  } else {
    const centred = s.logoPosition === "CENTER";
    const below = s.menuPosition === "BELOW_LOGO" || centred;
    header = (
      <div className="border-b border-line">
        <div className={cx("flex h-9 items-center gap-2 px-2", centred && "justify-between")}>
          {centred ? <span className="w-10" /> : logo(s.logoSize)}
          {centred && logo(s.logoSize)}
          {!below && <div className="min-w-0 flex-1">{menu}</div>}
          {below && !centred && <span className="flex-1" />}
          {icons}
        </div>
        {below && (
          <div
            className={cx("flex h-6 items-center px-2", centred && "justify-center", s.isShowMenuGray && "bg-surface")}
          >
            {menu}
          </div>
        )}
      </div>
    );
  }

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
