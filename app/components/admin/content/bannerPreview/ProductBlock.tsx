import type { ProductListItem } from "@functions/shared/commerce/catalogue";
import { bestSrc } from "@functions/shared/media";
import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { ArrowRight } from "lucide-react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";
import { type BannerPreviewModel, money, type PreviewLook } from "./model";
import { usePreviewProducts } from "./usePreviewProducts";

// A product block in the preview: the products the storefront would list for the block's source
// (placeholders until they arrive), as a swiper row or a waterfall grid.

/** The product swiper or waterfall on the chosen device. */
export function ProductBlock({ m, look }: { m: BannerPreviewModel; look: PreviewLook }) {
  const t = useT();
  const { s, radius, shadow, phone } = look;
  const products = usePreviewProducts(m, true);
  const waterfall = m.type === "PRODUCT_WATERFALL";
  const count = Math.max(1, Math.min(m.amount || 1, waterfall ? 8 : 6));
  const list: (ProductListItem | null)[] =
    products.status === "done" && products.items.length
      ? products.items.slice(0, count)
      : Array.from({ length: Math.min(count, 4) }, () => null);
  const medium = m.displayType === "PRODUCT_TOPIC_MEDIUM";
  const phoneSmall = m.displayTypePhone === "PRODUCT_TOPIC_PHONE_SMALL";
  let body: React.ReactNode;
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
  if (products.status !== "done" || products.items.length) return body;
  return (
    <div>
      {body}
      <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1.5 text-[11px] text-amber-800">
        {t("adminContent.preview.noProducts")}
      </p>
    </div>
  );
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
