import type { Banner, ProductListItem } from "@functions/shared/commerce/catalogue";
import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx, LinkButton } from "../ui";
import { SHADOW_EXTRA_PX } from "./constants";
import { fetchProducts } from "./fetchProducts";
import { bannerProductQuery, bannerSeeMoreHref, WATERFALL_PAGE } from "./links";
import { ProductGrid } from "./ProductCard";
import { BlockHeading } from "./ProductSwiper";
import { useShopTheme } from "./theme";
import { useInView } from "./useInView";

/**
 * PRODUCT_WATERFALL block (spec §2): optional feature title, a grid of product cards and a
 * view-all button. Loading → loaded. It loads only when shown, the first time only, and not on
 * mobile (the block is hidden below 734 px, and a hidden element never comes into view); one
 * page of 32 from offset 0. While loading it keeps 0.4 of its width as height (plus 18 with the
 * shadow style unless full screen). With no products it removes itself.
 */
export function Waterfall({ banner, onEmpty }: { banner: Banner; onEmpty: (id: number) => void }) {
  const t = useT();
  const theme = useShopTheme();
  const root = useRef<HTMLElement>(null);
  const shown = useInView(root, "100px");
  const [state, setState] = useState<{ phase: "loading" } | { phase: "loaded"; items: ProductListItem[] }>({
    phase: "loading",
  });
  const started = useRef(false);
  const emptyRef = useRef(onEmpty);
  emptyRef.current = onEmpty;

  useEffect(() => {
    if (!shown || started.current) return;
    started.current = true;
    const limit = Math.min(WATERFALL_PAGE, banner.amount > 0 ? banner.amount : WATERFALL_PAGE);
    fetchProducts(bannerProductQuery(banner, 0, limit))
      .then((items) => {
        if (items.length === 0) emptyRef.current(banner.id);
        else setState({ phase: "loaded", items: items.slice(0, limit) });
      })
      .catch(() => emptyRef.current(banner.id));
  }, [shown, banner]);

  const extra = theme.shadow && theme.settings.pictureBannerStyle !== "FULL_SCREEN" ? SHADOW_EXTRA_PX : 0;
  const label = banner.title || t("shop.block.products");
  return (
    <section
      ref={root}
      aria-label={label}
      aria-busy={state.phase === "loading"}
      className="mx-auto hidden w-full max-w-6xl px-4 min-[734px]:block"
      data-testid="waterfall"
      data-phase={state.phase}
    >
      {state.phase === "loading" ? (
        <div
          className="relative w-full overflow-hidden rounded-[var(--radius-card)] bg-white"
          style={{ aspectRatio: "1 / 0.4", marginBottom: extra }}
        >
          <div className="absolute inset-0 animate-pulse bg-gradient-to-r from-surface via-white to-surface" />
          <span className="sr-only">{t("common.loading")}</span>
        </div>
      ) : (
        <div style={{ paddingBottom: extra }}>
          <BlockHeading banner={banner} />
          <ProductGrid products={state.items} testId="waterfall-grid" />
          <div className="mt-8 flex justify-center">
            <LinkButton to={bannerSeeMoreHref(banner)} variant="secondary" className={cx("min-w-44")}>
              {t("shop.block.viewAll")} <ArrowRight size={16} aria-hidden />
            </LinkButton>
          </div>
        </div>
      )}
    </section>
  );
}
