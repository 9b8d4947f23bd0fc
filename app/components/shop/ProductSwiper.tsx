import type { Banner, ProductListItem } from "@functions/shared/commerce/catalogue";
import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Swiper as SwiperClass } from "swiper";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { SEE_MORE_AFTER } from "./constants";
import { fetchProducts, mergeById } from "./fetchProducts";
import { bannerProductQuery, bannerSeeMoreHref, SWIPER_PAGE, SWIPER_PREFETCH_FROM_END } from "./links";
import { ProductCard } from "./ProductCard";
import { useShopTheme } from "./theme";
import { useInView } from "./useInView";
import { useLiveSwiper } from "./useLiveSwiper";

// Same widths as the swiper breakpoints (3 / 3 / 4 per view, gaps 10 / 15 / 20), so the server
// render and the no-JavaScript strip line up with the swiper that replaces them.
const STATIC_SLIDE =
  "w-[calc((100%-20px)/3)] mr-[10px] min-[734px]:w-[calc((100%-30px)/3)] min-[734px]:mr-[15px] min-[1136px]:w-[calc((100%-60px)/4)] min-[1136px]:mr-[20px]";

export function BlockHeading({ banner, seeMore }: { banner: Banner; seeMore?: string | null }) {
  const t = useT();
  const { settings } = useShopTheme();
  const showTitle = settings.productBannerIsShowTitle && banner.title;
  const showContent = settings.productBannerIsShowContent && banner.content;
  if (!showTitle && !showContent && !seeMore) return null;
  return (
    <div className="mb-4 flex items-end justify-between gap-4 min-[734px]:mb-6">
      <div className="min-w-0">
        {showTitle && <h2 className="text-xl font-bold tracking-tight min-[734px]:text-2xl">{banner.title}</h2>}
        {showContent && (
          <p className="mt-1 line-clamp-2 text-sm text-muted min-[734px]:text-[15px]">{banner.content}</p>
        )}
      </div>
      {seeMore && (
        <Link
          to={seeMore}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {t("shop.block.viewAll")}
          <ArrowRight size={16} aria-hidden />
        </Link>
      )}
    </div>
  );
}

/**
 * The block's products: the server's head, the rest of the first page once the swiper nears the
 * view, then a page at a time (loadMore) up to the banner's amount.
 */
function useBannerProducts(banner: Banner, initial: ProductListItem[], more: boolean, inView: boolean) {
  const [items, setItems] = useState(initial);
  const [done, setDone] = useState(!more && initial.length < Math.min(SWIPER_PAGE, banner.amount || SWIPER_PAGE));
  const loading = useRef(false);
  const cap = banner.amount > 0 ? banner.amount : Number.POSITIVE_INFINITY;
  const loadMore = () => {
    if (done || loading.current || items.length >= cap) return;
    loading.current = true;
    // The server sent the head of the first page: fill that page first, then whole pages.
    const limit = Math.min(SWIPER_PAGE - (items.length % SWIPER_PAGE), cap - items.length);
    fetchProducts(bannerProductQuery(banner, items.length, limit))
      .then((next) => {
        setItems((cur) => mergeById(cur, next).slice(0, Number.isFinite(cap) ? cap : undefined));
        if (next.length < limit) setDone(true);
      })
      .catch(() => setDone(true))
      .finally(() => {
        loading.current = false;
      });
  };

  // The rest of the first page as soon as the swiper nears the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadMore reads the latest state itself; run once per sighting.
  useEffect(() => {
    if (inView && items.length % SWIPER_PAGE !== 0) loadMore();
  }, [inView]);
  return { items, loadMore };
}

function SeeMoreCard({ href, radius }: { href: string; radius: string }) {
  const t = useT();
  return (
    <Link
      to={href}
      className={cx(
        "flex aspect-square flex-col items-center justify-center gap-2 bg-brand-50 text-brand-700 transition hover:bg-brand-100",
        radius,
      )}
      data-testid="see-more-slide"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white shadow-sm">
        <ArrowRight size={22} aria-hidden />
      </span>
      <span className="text-sm font-semibold">{t("shop.block.seeMore")}</span>
    </Link>
  );
}

/**
 * PRODUCT_SWIPER block (spec §2): its visible head comes from the server (`more`: products
 * follow), the rest of the first page of 20 when the swiper nears the view, and each next page
 * of 20 when the view gets within 4 slides of the end, up to the banner's amount. A see-more
 * slide ends the row when it holds (or will hold) more than 4 products. Nothing renders when the
 * first load is empty.
 */
export function ProductSwiper({
  banner,
  initial,
  more = false,
}: {
  banner: Banner;
  initial: ProductListItem[];
  more?: boolean;
}) {
  const t = useT();
  const theme = useShopTheme();
  const root = useRef<HTMLElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperClass | null>(null);
  const inView = useInView(root, "300px", initial.length > 0);
  const Live = useLiveSwiper(inView, "LiveProductSwiper");
  const [edges, setEdges] = useState({ start: true, end: false });

  const { items, loadMore } = useBannerProducts(banner, initial, more, inView);

  if (initial.length === 0) return null;
  const seeMoreHref = bannerSeeMoreHref(banner);
  const withSeeMore = items.length > SEE_MORE_AFTER || more;
  const label = banner.title || t("shop.block.products");
  const seeMoreCard = <SeeMoreCard href={seeMoreHref} radius={theme.radius} />;
  const slides = [
    ...items.map((p) => ({ key: p.id, node: <ProductCard product={p} /> })),
    ...(withSeeMore ? [{ key: "see-more", node: seeMoreCard }] : []),
  ];

  const step = (dir: 1 | -1) => {
    if (swiper.current && !swiper.current.destroyed) {
      if (dir > 0) swiper.current.slideNext();
      else swiper.current.slidePrev();
      return;
    }
    const el = strip.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: "smooth" });
  };
  const arrow =
    "absolute top-[calc(50%-3.5rem)] z-10 hidden h-11 w-11 items-center justify-center rounded-full border border-line bg-white/95 text-ink shadow-md transition hover:bg-white disabled:opacity-0 min-[734px]:flex";

  return (
    <section
      ref={root}
      aria-label={label}
      className={cx("mx-auto w-full px-4", banner.displayType === "PRODUCT_TOPIC_MEDIUM" ? "max-w-5xl" : "max-w-6xl")}
      data-testid="product-swiper"
      data-banner-id={banner.id}
    >
      <BlockHeading
        banner={banner}
        seeMore={theme.settings.productBannerIsShowSeeMoreButton && withSeeMore ? seeMoreHref : null}
      />
      <div className="relative">
        <button
          type="button"
          className={cx(arrow, "-left-5")}
          onClick={() => step(-1)}
          disabled={edges.start}
          aria-label={t("shop.block.prev")}
        >
          <ChevronLeft size={22} aria-hidden />
        </button>
        {Live ? (
          <Live
            label={label}
            slides={slides}
            nearEndDistance={SWIPER_PREFETCH_FROM_END}
            onNearEnd={loadMore}
            onSwiper={(s) => {
              swiper.current = s;
            }}
            onEdges={setEdges}
          />
        ) : (
          <div
            ref={strip}
            onScroll={(e) => {
              const el = e.currentTarget;
              setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
            }}
            className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {slides.map((s) => (
              <div key={s.key} className={cx("shrink-0 snap-start", STATIC_SLIDE)}>
                {s.node}
              </div>
            ))}
          </div>
        )}
        <button
          type="button"
          className={cx(arrow, "-right-5")}
          onClick={() => step(1)}
          disabled={edges.end}
          aria-label={t("shop.block.next")}
        >
          <ChevronRight size={22} aria-hidden />
        </button>
      </div>
    </section>
  );
}
