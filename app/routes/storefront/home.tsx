import { listProductBlocks } from "@functions/commerce/catalogue/storefront";
import type { Banner, ProductListItem, ProductListQuery } from "@functions/shared/commerce/catalogue";
import { personalSettingsOf } from "@functions/shared/storeSettings/defaults";
import { listBanners } from "@functions/store/content/storefront";
import { LayoutDashboard, PackageOpen } from "lucide-react";
import { useState } from "react";
import { BannerSwiper } from "../../components/shop/BannerSwiper";
import { BANNER_GAP, FOOTER_DELAY_MS } from "../../components/shop/constants";
import {
  bannerProductQuery,
  firstPageLimit,
  listHref,
  STOREFRONT_LIST,
  SWIPER_SERVER_SLIDES,
} from "../../components/shop/links";
import { MobileBanner } from "../../components/shop/MobileBanner";
import { ProductGrid } from "../../components/shop/ProductCard";
import { ProductSwiper } from "../../components/shop/ProductSwiper";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { StoryList } from "../../components/shop/StoryList";
import { useShopTheme } from "../../components/shop/theme";
import { VideoBanner } from "../../components/shop/VideoBanner";
import { Waterfall } from "../../components/shop/Waterfall";
import { Card, cx, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/home";
import { loadNav } from "./shop.server";

/** Highlighted products of the mobile story list: the store's own order, first 12. */
const HIGHLIGHT_QUERY: ProductListQuery = {
  ...STOREFRONT_LIST,
  sortBy: "sort",
  sortDirection: "desc",
  offset: 0,
  limit: 12,
};
/** A store without product blocks still shows its newest products. */
const FALLBACK_QUERY: ProductListQuery = {
  ...STOREFRONT_LIST,
  sortBy: "createdAt",
  sortDirection: "desc",
  offset: 0,
  limit: 8,
};

/**
 * Home SSR in at most 3 D1 round trips: the banners and the navbar data (menu or category tree)
 * together, then the visible head of every product swiper (one more row tells whether more
 * follow), the story list and (with no product blocks) the newest products in one
 * listProductBlocks call. Waterfalls and the rest of each swiper load in the browser when shown
 * (spec §2).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const scope = scopeOf(context);
  const settings = personalSettingsOf(scope.store);
  const [all, nav] = await Promise.all([listBanners(scope, { displayOnly: true }), loadNav(scope)]);
  const banners = all
    .filter((b) => b.isShow !== false)
    .filter((b) => b.type !== "PICTURE" || b.media.length > 0)
    .sort((a, b) => b.sort - a.sort);
  const swipers = banners.filter((b) => b.type === "PRODUCT_SWIPER");
  const withStories = Boolean(settings.ifHighlightProduct);
  const hasBlocks = banners.some((b) => b.type === "PRODUCT_SWIPER" || b.type === "PRODUCT_WATERFALL");
  const queries = swipers.map((b) => bannerProductQuery(b, 0, Math.min(firstPageLimit(b), SWIPER_SERVER_SLIDES + 1)));
  if (withStories) queries.push(HIGHLIGHT_QUERY);
  if (!hasBlocks) queries.push(FALLBACK_QUERY);
  const lists = queries.length ? await listProductBlocks(scope, queries) : [];
  const blocks: Record<number, { head: ProductListItem[]; more: boolean }> = {};
  swipers.forEach((b, i) => {
    const list = lists[i] ?? [];
    blocks[b.id] = { head: list.slice(0, SWIPER_SERVER_SLIDES), more: list.length > SWIPER_SERVER_SLIDES };
  });
  let k = swipers.length;
  const stories = withStories ? (lists[k++] ?? []) : [];
  const newest = hasBlocks ? [] : (lists[k] ?? []);
  return { banners, blocks, stories, newest, nav };
}

function HomeBlock({
  banner,
  products,
  first,
  onEmpty,
}: {
  banner: Banner;
  products: { head: ProductListItem[]; more: boolean } | undefined;
  first: boolean;
  onEmpty: (id: number) => void;
}) {
  const theme = useShopTheme();
  const gap = banner.isRemoveWrapperSpace
    ? BANNER_GAP.NONE
    : (BANNER_GAP[theme.settings.bannerUpDownGap] ?? BANNER_GAP.SMALL);
  switch (banner.type) {
    case "PICTURE":
      return (
        <div className={gap} data-banner-type="PICTURE" data-banner-id={banner.id}>
          <BannerSwiper banner={banner} eager={first} className="hidden min-[734px]:block" />
          <MobileBanner banner={banner} eager={first} className="min-[734px]:hidden" />
        </div>
      );
    case "VIDEO":
      return (
        <div className={gap} data-banner-type="VIDEO" data-banner-id={banner.id}>
          <VideoBanner banner={banner} radius={theme.radius} />
        </div>
      );
    case "PRODUCT_SWIPER":
      if (!products?.head.length) return null;
      return (
        <div className={gap} data-banner-type="PRODUCT_SWIPER">
          <ProductSwiper banner={banner} initial={products.head} more={products.more} />
        </div>
      );
    case "PRODUCT_WATERFALL":
      return (
        <div className={cx(gap, "max-[733px]:hidden")} data-banner-type="PRODUCT_WATERFALL">
          <Waterfall banner={banner} onEmpty={onEmpty} />
        </div>
      );
    default:
      return null;
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store, user } = useRoot();
  const theme = useShopTheme();
  const { banners, blocks, stories, newest } = loaderData;
  // Spec §2: a waterfall that returns no products removes itself from the banner list.
  const [removed, setRemoved] = useState<number[]>([]);
  const shown = banners.filter(
    (b) => !removed.includes(b.id) && (b.type !== "PRODUCT_SWIPER" || (blocks[b.id]?.head.length ?? 0) > 0),
  );
  const empty = shown.length === 0 && newest.length === 0;
  const firstPicture = shown.find((b) => b.type === "PICTURE")?.id;
  return (
    <main data-testid="home" data-home>
      <ShopMeta description={store.metaDescription || t("home.tagline")} />
      {/* Spec §2: the footer appears 1.8 s after the banners (server-rendered here), without JS too.
          will-change puts the fading footer on its own layer: painted hidden inside the page, it
          held Chrome's first paint back ~1 s (paint holding; seen in Lighthouse traces). */}
      <style>{`@keyframes sf-footer-in{from{opacity:0}to{opacity:1}}body:has([data-home]) footer{will-change:opacity;animation:sf-footer-in .4s ease ${FOOTER_DELAY_MS}ms both}`}</style>
      {empty ? (
        <>
          <section className="bg-gradient-to-br from-brand-700 to-brand-500 text-white">
            <div className="mx-auto max-w-6xl px-4 py-16 min-[734px]:py-24">
              <p className="text-sm font-medium tracking-wider text-white/80">{t("home.welcome")}</p>
              <h1 className="mt-2 text-3xl font-bold min-[734px]:text-5xl" data-testid="home-title">
                {store.storeName}
              </h1>
              <p className="mt-4 max-w-xl text-lg text-white/90">{store.metaDescription || t("home.tagline")}</p>
              {user?.isAdmin && (
                <LinkButton to="/admin" variant="secondary" className="mt-8" data-testid="home-admin-button">
                  <LayoutDashboard size={18} aria-hidden /> {t("home.adminButton")}
                </LinkButton>
              )}
            </div>
          </section>
          <div className="mx-auto max-w-6xl px-4 py-10">
            <Card>
              <EmptyState
                icon={<PackageOpen size={40} aria-hidden />}
                title={t("home.emptyTitle")}
                body={t("home.emptyBody")}
              />
            </Card>
          </div>
        </>
      ) : (
        <>
          <h1 className="sr-only">
            {t("home.welcome")} <span data-testid="home-title">{store.storeName}</span>
          </h1>
          {theme.settings.ifHighlightProduct && <StoryList products={stories} />}
          <div
            className={cx(stories.length > 0 && theme.settings.ifHighlightProduct ? "pt-2" : "", "min-[734px]:pt-0")}
          >
            {shown.map((b) => (
              <HomeBlock
                key={b.id}
                banner={b}
                products={blocks[b.id]}
                first={b.id === firstPicture}
                onEmpty={(id) => setRemoved((r) => [...r, id])}
              />
            ))}
          </div>
          {newest.length > 0 && (
            <section aria-labelledby="home-newest" className="mx-auto max-w-6xl px-4 pt-8" data-testid="home-newest">
              <div className="mb-6 flex items-end justify-between">
                <h2 id="home-newest" className="text-xl font-bold min-[734px]:text-2xl">
                  {t("shop.home.newest")}
                </h2>
                <LinkButton to={listHref("new", "all")} variant="ghost" className="h-9 px-3 text-sm">
                  {t("shop.block.viewAll")}
                </LinkButton>
              </div>
              <ProductGrid products={newest} eagerFirst={4} />
            </section>
          )}
          {user?.isAdmin && (
            <div className="mx-auto flex max-w-6xl justify-end px-4 pt-6">
              <LinkButton to="/admin" variant="secondary" data-testid="home-admin-button">
                <LayoutDashboard size={18} aria-hidden /> {t("home.adminButton")}
              </LinkButton>
            </div>
          )}
        </>
      )}
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
