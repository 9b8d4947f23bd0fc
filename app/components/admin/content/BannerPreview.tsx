import { ArrowRight, ChevronLeft, ChevronRight, ImageOff, Monitor, Play, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import type { ProductListItem } from "../../../../functions/shared/catalogue";
import { bestSrc, type MediaRef } from "../../../../functions/shared/media";
import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "../../../../functions/stores/defaults";
import { useT } from "../../../i18n";
import { api } from "../../../lib/api";
import { cx } from "../../ui";
import { listOf } from "./api";

// A live preview of a home banner while it is edited: the same proportions, picture styles and
// product blocks the storefront uses (spec storefront §2 "Home page", §9 ratios), drawn small.

import type { PreviewDevice } from "./DevicePreview";

export type { PreviewDevice };

export type BannerPreviewModel = {
  type: "PICTURE" | "VIDEO" | "PRODUCT_SWIPER" | "PRODUCT_WATERFALL";
  displayType: string;
  displayTypePhone: string | null;
  title: string;
  content: string;
  desktop: { media: MediaRef; link: string }[];
  phone: { media: MediaRef; link: string }[];
  videoId: string | null;
  productHasSpecialPrice: boolean;
  productCategoryId: number | null;
  productTopicId: number | null;
  amount: number;
  productSortKey: string | null;
  productSortDirection: string | null;
  isShow: boolean;
  isRemoveWrapperSpace: boolean;
};

/** Spec §9: banner height ratios (height / width). */
const RATIO = { BANNER: 0.562, BANNER_MEDIUM: 0.281, PHONE: 1.5, PHONE_SMALL: 0.367 } as const;
/** Spec §2: slides per view by picture style. */
const SPV: Record<string, number> = { SPACE_LARGE: 1.4, SPACE_MEDIUM: 1.1, FULL_SCREEN: 1 };
const RADIUS: Record<string, string> = { RADIUS1: "rounded-sm", RADIUS2: "rounded-lg", RADIUS3: "rounded-2xl" };

const desktopVariant = (medium: boolean) => (medium ? ["w1920h540t1", "w1920h1080t1"] : ["w1920h1080t1"]);

function money(minor: number) {
  return `NT$${Math.trunc(minor / 100).toLocaleString("en-US")}`;
}

/** Products the storefront would show for the block's source (the shop's own list call). */
function usePreviewProducts(m: BannerPreviewModel, enabled: boolean) {
  const [state, setState] = useState<{ items: ProductListItem[]; status: "idle" | "loading" | "done" | "failed" }>({
    items: [],
    status: "idle",
  });
  const key = JSON.stringify([
    m.productCategoryId,
    m.productTopicId,
    m.productHasSpecialPrice,
    m.productSortKey,
    m.productSortDirection,
    Math.min(Math.max(m.amount || 0, 1), 12),
  ]);
  useEffect(() => {
    if (!enabled) return;
    const [categoryId, topicId, hasSpecialPrice, sortBy, sortDirection, limit] = JSON.parse(key) as [
      number | null,
      number | null,
      boolean,
      string | null,
      string | null,
      number,
    ];
    const ctl = new AbortController();
    setState((s) => ({ ...s, status: "loading" }));
    const timer = setTimeout(() => {
      api
        .get<unknown>("/api/products", {
          quiet: true,
          signal: ctl.signal,
          query: {
            isDisplay: true,
            isSaleable: true,
            hasStock: true,
            forBannerTopic: true,
            categoryId: categoryId ?? undefined,
            topicId: topicId ?? undefined,
            hasSpecialPrice: hasSpecialPrice || undefined,
            sortBy: sortBy ?? undefined,
            sortDirection: sortDirection ?? undefined,
            offset: 0,
            limit,
          },
        })
        .then((env) => {
          if (env.code !== 0) throw new Error(String(env.code));
          setState({ items: listOf<ProductListItem>(env.data).slice(0, limit), status: "done" });
        })
        .catch(() => {
          if (!ctl.signal.aborted) setState({ items: [], status: "failed" });
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key, enabled]);
  return state;
}

function ProductCardMini({
  p,
  radius,
  shadow,
  compact,
}: {
  p: ProductListItem | null;
  radius: string;
  shadow: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const img = p ? (p.imagePath ?? bestSrc(p.media, ["300x300", "w400"])) : undefined;
  const price = p ? (p.unitSpecialPrice > 0 ? p.unitSpecialPrice : p.price) : 0;
  const onSale = p ? p.unitSpecialPrice > 0 && p.unitSpecialPrice < p.price : false;
  return (
    <div className="min-w-0">
      <div className={cx("aspect-square overflow-hidden bg-surface", radius, shadow && "shadow-md")}>
        {img ? (
          <img src={img} alt="" className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <div className="h-full w-full bg-gradient-to-br from-black/[0.04] to-black/[0.09]" />
        )}
      </div>
      <p className={cx("mt-1 truncate text-ink", compact ? "text-[9px]" : "text-[11px]")}>
        {p ? p.name : t("adminContent.preview.productName")}
      </p>
      <p
        className={cx(
          "truncate font-semibold",
          compact ? "text-[9px]" : "text-[11px]",
          onSale ? "text-danger" : "text-ink",
        )}
      >
        {p ? money(price) : "NT$ ---"}
        {onSale && p && <span className="ml-1 font-normal text-muted line-through">{money(p.price)}</span>}
      </p>
    </div>
  );
}

function PictureSlides({
  items,
  ratio,
  spv,
  radius,
  shadow,
  showArrows,
  showDots,
  alt,
  variants,
}: {
  items: { media: MediaRef; link: string }[];
  ratio: number;
  spv: number;
  radius: string;
  shadow: boolean;
  showArrows: boolean;
  showDots: boolean;
  alt: string;
  variants: string[];
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const n = items.length;
  const at = n ? ((index % n) + n) % n : 0;
  useEffect(() => {
    if (index >= n && n > 0) setIndex(0);
  }, [n, index]);
  if (!n) {
    return (
      <div
        className="flex w-full flex-col items-center justify-center gap-1 bg-surface text-muted"
        style={{ aspectRatio: `${1 / ratio}` }}
      >
        <ImageOff size={20} aria-hidden />
        <span className="text-xs">{t("adminContent.preview.noImage")}</span>
      </div>
    );
  }
  // The current slide in the middle, its neighbours peeking for the spaced styles.
  const widthPct = 100 / spv;
  const gapPx = spv > 1 ? 8 : 0;
  const around = spv > 1 && n > 1 ? [-1, 0, 1] : [0];
  return (
    <div className="relative">
      <div className="overflow-hidden">
        <div
          className="flex"
          style={{
            gap: gapPx,
            transform:
              around.length > 1 ? `translateX(calc(${(100 - widthPct) / 2}% - ${widthPct}% - ${gapPx}px))` : undefined,
          }}
        >
          {around.map((d) => {
            const item = items[(((at + d) % n) + n) % n];
            if (!item) return null;
            return (
              <div
                key={d}
                className={cx("relative shrink-0 overflow-hidden bg-surface", spv > 1 && radius, shadow && "shadow-md")}
                style={{ width: `${widthPct}%`, aspectRatio: `${1 / ratio}` }}
              >
                <img
                  src={bestSrc(item.media, variants)}
                  alt={d === 0 ? alt : ""}
                  className="h-full w-full object-cover"
                  draggable={false}
                />
              </div>
            );
          })}
        </div>
      </div>
      {showArrows && n > 1 && (
        <>
          <button
            type="button"
            onClick={() => setIndex(at - 1)}
            className="absolute top-1/2 left-1 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow"
            aria-label={t("adminContent.preview.prevSlide")}
          >
            <ChevronLeft size={14} aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setIndex(at + 1)}
            className="absolute top-1/2 right-1 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow"
            aria-label={t("adminContent.preview.nextSlide")}
          >
            <ChevronRight size={14} aria-hidden />
          </button>
        </>
      )}
      {showDots && n > 1 && (
        <div className="mt-1.5 flex justify-center gap-1">
          {items.map((item, i) => (
            <button
              key={item.media.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("adminContent.preview.slideN", { n: i + 1 })}
              aria-current={i === at ? "true" : undefined}
              className={cx("h-1.5 rounded-full transition-all", i === at ? "w-4 bg-ink" : "w-1.5 bg-black/25")}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function BlockHeading({ m, s, compact }: { m: BannerPreviewModel; s: PersonalSettings; compact?: boolean }) {
  const t = useT();
  const showTitle = s.productBannerIsShowTitle && m.title.trim();
  const showContent = s.productBannerIsShowContent && m.content.trim();
  if (!showTitle && !showContent && !s.productBannerIsShowSeeMoreButton) return null;
  return (
    <div className="mb-2 flex items-end justify-between gap-2">
      <div className="min-w-0">
        {showTitle && <p className={cx("truncate font-bold", compact ? "text-xs" : "text-sm")}>{m.title}</p>}
        {showContent && <p className="line-clamp-2 text-[10px] text-muted">{m.content}</p>}
      </div>
      {s.productBannerIsShowSeeMoreButton && (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-[10px] font-medium text-brand-700">
          {t("adminContent.preview.seeMore")} <ArrowRight size={10} aria-hidden />
        </span>
      )}
    </div>
  );
}

/** The block as a shopper would see it on the chosen device. */
export function BannerPreview({
  model: m,
  device,
  settings,
}: {
  model: BannerPreviewModel;
  device: PreviewDevice;
  settings?: Partial<PersonalSettings> | Record<string, unknown>;
}) {
  const t = useT();
  const s = { ...DEFAULT_PERSONAL_SETTINGS, ...(settings ?? {}) } as PersonalSettings;
  const radius = RADIUS[s.imageBorderType] ?? "rounded-sm";
  const shadow = s.imageShadowType === "SHADOW";
  const phone = device === "phone";
  const isProduct = m.type === "PRODUCT_SWIPER" || m.type === "PRODUCT_WATERFALL";
  const products = usePreviewProducts(m, isProduct);
  const wrapperPad = m.isRemoveWrapperSpace ? "px-0" : "px-2";

  let body: React.ReactNode;
  if (m.type === "PICTURE" || m.type === "VIDEO") {
    const medium = m.displayType === "BANNER_MEDIUM";
    const phoneItems = m.phone.length ? m.phone : m.desktop;
    const items = phone ? phoneItems : m.desktop;
    const ratio = phone
      ? m.phone.length
        ? RATIO.PHONE
        : medium
          ? RATIO.PHONE_SMALL
          : RATIO.BANNER
      : medium
        ? RATIO.BANNER_MEDIUM
        : RATIO.BANNER;
    const variants = phone && m.phone.length ? ["w800h1200t1"] : desktopVariant(medium);
    const spv = SPV[phone ? s.pictureBannerStyleMobile : s.pictureBannerStyle] ?? 1;
    if (m.type === "VIDEO" && !items.length) {
      body = (
        <div
          className={cx("relative w-full overflow-hidden bg-ink", radius)}
          style={{ aspectRatio: `${1 / (phone ? RATIO.BANNER : ratio)}` }}
        >
          {m.videoId && (
            <img
              src={`https://i.ytimg.com/vi/${m.videoId}/hqdefault.jpg`}
              alt=""
              className="h-full w-full object-cover opacity-80"
            />
          )}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-ink shadow">
              <Play size={18} className="ml-0.5" fill="currentColor" aria-hidden />
            </span>
          </span>
          {m.title && (
            <span className="absolute right-2 bottom-2 left-2 truncate text-xs font-bold text-white drop-shadow">
              {m.title}
            </span>
          )}
          {!m.videoId && (
            <span className="absolute top-2 left-2 rounded bg-black/60 px-1.5 py-0.5 text-[10px] text-white">
              {t("adminContent.preview.noVideo")}
            </span>
          )}
        </div>
      );
    } else {
      body = (
        <div className="relative">
          <PictureSlides
            items={items}
            ratio={ratio}
            spv={spv}
            radius={radius}
            shadow={shadow && spv > 1}
            showArrows={s.pictureBannerIsShowNext && !phone}
            showDots={s.pictureBannerIsShowPreview || phone}
            alt={m.title || t("adminContent.preview.banner")}
            variants={variants}
          />
          {m.type === "VIDEO" && (
            <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-ink shadow">
                <Play size={18} className="ml-0.5" fill="currentColor" aria-hidden />
              </span>
            </span>
          )}
        </div>
      );
    }
  } else {
    const waterfall = m.type === "PRODUCT_WATERFALL";
    const count = Math.max(1, Math.min(m.amount || 1, waterfall ? 8 : 6));
    const list: (ProductListItem | null)[] =
      products.status === "done" && products.items.length
        ? products.items.slice(0, count)
        : Array.from({ length: Math.min(count, 4) }, () => null);
    const medium = m.displayType === "PRODUCT_TOPIC_MEDIUM";
    const phoneSmall = m.displayTypePhone === "PRODUCT_TOPIC_PHONE_SMALL";
    if (waterfall && phone) {
      body = (
        <p className="rounded-lg bg-surface p-3 text-center text-xs text-muted">
          {t("adminContent.preview.waterfallDesktopOnly")}
        </p>
      );
    } else if (waterfall) {
      const cols = Math.min(Math.max(s.productListRowQuantity || 4, 2), 6);
      body = (
        <div>
          <BlockHeading m={m} s={s} />
          <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
            {list.map((p, i) => (
              <ProductCardMini key={p?.id ?? `ph-${i}`} p={p} radius={radius} shadow={shadow} compact={cols > 4} />
            ))}
          </div>
        </div>
      );
    } else {
      const perView = phone ? (phoneSmall ? 3.2 : 2.2) : medium ? 5 : 4;
      body = (
        <div>
          <BlockHeading m={m} s={s} compact={phone} />
          <div className="flex gap-2 overflow-hidden">
            {list.map((p, i) => (
              <div key={p?.id ?? `ph-${i}`} className="shrink-0" style={{ width: `calc(${100 / perView}% - 6px)` }}>
                <ProductCardMini p={p} radius={radius} shadow={shadow} compact={phone || medium} />
              </div>
            ))}
          </div>
        </div>
      );
    }
    if (products.status === "done" && !products.items.length) {
      body = (
        <div>
          {body}
          <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1.5 text-[11px] text-amber-800">
            {t("adminContent.preview.noProducts")}
          </p>
        </div>
      );
    }
  }

  const gapClass =
    { NONE: "py-0", SMALL: "py-2", MEDIUM: "py-3", LARGE: "py-5" }[s.bannerUpDownGap as string] ?? "py-2";
  return (
    <div
      className={cx(
        "mx-auto overflow-hidden border border-line bg-white shadow-sm",
        phone ? "w-[240px] rounded-[22px] border-[6px] border-ink/80" : "w-full rounded-xl",
      )}
      data-testid="banner-preview"
      data-device={device}
    >
      <div className="flex h-6 items-center gap-1 border-b border-line bg-surface px-2">
        {phone ? (
          <Smartphone size={11} aria-hidden className="text-muted" />
        ) : (
          <>
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <Monitor size={11} aria-hidden className="ml-1 text-muted" />
          </>
        )}
        <span className="ml-1 h-2 flex-1 rounded bg-black/[0.06]" />
      </div>
      <div className={cx("relative", !m.isShow && "opacity-50")}>
        <div className="h-3 bg-black/[0.03]" />
        <div className={cx(gapClass, m.type === "PICTURE" || m.type === "VIDEO" ? "" : wrapperPad)}>{body}</div>
        <div className="h-3 bg-black/[0.03]" />
        {!m.isShow && (
          <span className="absolute top-4 right-2 rounded-full bg-ink/80 px-2 py-0.5 text-[10px] text-white">
            {t("adminContent.preview.hidden")}
          </span>
        )}
      </div>
    </div>
  );
}
