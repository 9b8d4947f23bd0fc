import { describe, expect, it } from "vitest";
import { categoryPath, flattenCategories } from "../../app/components/shop/CategoryNav";
import { PICTURE_STYLES, PRODUCT_SWIPER_BREAKPOINTS, pictureStyle } from "../../app/components/shop/constants";
import { isTall, RULES, resolveSources } from "../../app/components/shop/images";
import {
  bannerProductQuery,
  bannerSeeMoreHref,
  firstPageLimit,
  listHref,
  parseTags,
  productHref,
  slug,
  toApiQuery,
} from "../../app/components/shop/links";
import { priceView } from "../../app/components/shop/PriceBlock";
import {
  availableStock,
  clampQuantity,
  hasSpecChoice,
  limitMessage,
  quantityBounds,
  sellableLine,
} from "../../app/components/shop/stock";
import { textOf } from "../../app/components/shop/text";
import { shopTheme } from "../../app/components/shop/theme";
import type { Banner, CategoryNode, StockLine } from "../../functions/shared/commerce/catalogue";
import type { MediaRef } from "../../functions/shared/media";

const line = (id: number, spec: string, stock: number, children: StockLine[] = []): StockLine => ({
  id,
  stockId: id,
  productId: 1,
  spec,
  sku: null,
  stock,
  children,
});

describe("stock and quantity rules", () => {
  it("available stock is stock minus what is already chosen, never below 0; parents sum children", () => {
    expect(availableStock(line(1, "S", 5))).toBe(5);
    expect(availableStock(line(1, "S", 5), { 1: 2 })).toBe(3);
    expect(availableStock(line(1, "S", 5), { 1: 9 })).toBe(0);
    const parent = line(1, "Red", 0, [line(2, "S", 3), line(3, "M", 4)]);
    expect(availableStock(parent, { 2: 1, 3: 10 })).toBe(2);
  });

  it("a product with one unnamed line has no spec choice; the sellable line follows the picks", () => {
    expect(hasSpecChoice([line(1, "", 5)])).toBe(false);
    expect(hasSpecChoice([line(1, "Red", 5)])).toBe(true);
    const lines = [line(1, "Red", 0, [line(2, "S", 1)]), line(3, "Blue", 4)];
    expect(sellableLine(lines, 1, 2)?.id).toBe(2);
    expect(sellableLine(lines, 1, null)).toBeNull();
    expect(sellableLine(lines, 3, null)?.id).toBe(3);
    expect(sellableLine([line(9, "", 2)], null, null)?.id).toBe(9);
  });

  it("quantity stays within the per-order limits and the stock", () => {
    expect(quantityBounds({ minQuantityPerOrder: 0, maxQuantityPerOrder: 0 }, 7)).toEqual({ min: 1, max: 7, ok: true });
    expect(quantityBounds({ minQuantityPerOrder: 2, maxQuantityPerOrder: 5 }, 9)).toEqual({ min: 2, max: 5, ok: true });
    expect(quantityBounds({ minQuantityPerOrder: 3, maxQuantityPerOrder: 0 }, 2).ok).toBe(false);
    expect(clampQuantity(99, { min: 2, max: 5 })).toBe(5);
    expect(clampQuantity(0, { min: 2, max: 5 })).toBe(2);
    expect(clampQuantity(Number.NaN, { min: 2, max: 5 })).toBe(2);
  });

  it("purchase-limit message: at least, at most, both, or none", () => {
    expect(limitMessage({ minQuantityPerOrder: 0, maxQuantityPerOrder: 0 })).toBeNull();
    expect(limitMessage({ minQuantityPerOrder: 2, maxQuantityPerOrder: 0 })).toEqual({
      key: "shop.limit.min",
      vars: { min: 2 },
    });
    expect(limitMessage({ minQuantityPerOrder: 0, maxQuantityPerOrder: 4 })).toEqual({
      key: "shop.limit.max",
      vars: { max: 4 },
    });
    expect(limitMessage({ minQuantityPerOrder: 2, maxQuantityPerOrder: 4 })?.key).toBe("shop.limit.both");
  });
});

describe("price display (effective-price rule)", () => {
  const p = (price: number, specialPrice: number, subscriptionPrice: number) => ({
    price,
    specialPrice,
    subscriptionPrice,
  });
  it("special price with the original struck through", () => {
    expect(priceView(p(1000, 800, 0))).toMatchObject({ main: 800, was: 1000, subscription: null, onSale: true });
  });
  it("no special price: the list price alone", () => {
    expect(priceView(p(1000, 0, 0))).toMatchObject({ main: 1000, was: null, onSale: false });
  });
  it("subscription price only: it is the price, labelled", () => {
    expect(priceView(p(1000, 0, 900))).toMatchObject({ main: 900, was: 1000, mainIsSubscription: true });
  });
  it("both prices (hasMultiplePrice): special first, subscription as a second line", () => {
    expect(priceView(p(1000, 800, 700))).toMatchObject({ main: 800, was: 1000, subscription: 700 });
  });
});

describe("links and queries", () => {
  it("slugs keep Chinese and drop URL-unsafe characters", () => {
    expect(slug("阿里山 烏龍茶 / 150g")).toBe("阿里山-烏龍茶-150g");
    expect(slug("  ")).toBe("item");
    expect(productHref({ id: 7, name: "Mug #2" })).toBe("/product/7/Mug-2");
  });

  it("list links carry parentId, sorted tags and sort; 'all' for no category", () => {
    expect(listHref("new", "all")).toBe("/new-products/all/all");
    expect(listHref("onsale", { id: 3, name: "茶" }, { parentId: 1, tags: [5, 2], sort: "priceAsc", page: 2 })).toBe(
      `/onsale-products/3/${encodeURIComponent("茶")}?parentId=1&tags=2%2C5&sort=priceAsc&page=2`,
    );
    expect(parseTags("3,x,3,5,-1")).toEqual([3, 5]);
  });

  it("a banner block queries its category/topic/special price and sort, capped by its amount", () => {
    const b = {
      id: 1,
      type: "PRODUCT_SWIPER",
      amount: 12,
      productHasSpecialPrice: true,
      productCategoryId: 4,
      productTopicId: null,
      productSortKey: "price",
      productSortDirection: "asc",
      title: "Sale",
    } as unknown as Banner;
    expect(bannerProductQuery(b, 20, 20)).toMatchObject({
      isDisplay: true,
      hasStock: true,
      isSaleable: true,
      hasSpecialPrice: true,
      categoryId: 4,
      sortBy: "price",
      sortDirection: "asc",
      offset: 20,
      limit: 20,
    });
    expect(firstPageLimit(b)).toBe(12);
    expect(firstPageLimit({ ...b, amount: 100 })).toBe(20);
    expect(firstPageLimit({ ...b, type: "PRODUCT_WATERFALL", amount: 100 } as Banner)).toBe(32);
    expect(bannerSeeMoreHref(b)).toBe("/onsale-products/4/Sale");
    expect(toApiQuery({ tagIds: [1, 2], keyword: "茶", hasStock: true })).toEqual({
      tags: "1,2",
      keyword: "茶",
      hasStock: true,
    });
  });

  it("swiper constants follow the spec", () => {
    expect(pictureStyle("SPACE_LARGE")).toEqual({ slidesPerView: 1.4, gap: 30 });
    expect(pictureStyle("SPACE_MEDIUM")).toEqual({ slidesPerView: 1.1, gap: 30 });
    expect(pictureStyle("FULL_SCREEN")).toEqual(PICTURE_STYLES.FULL_SCREEN);
    expect(pictureStyle("nope")).toEqual({ slidesPerView: 1, gap: 0 });
    expect(PRODUCT_SWIPER_BREAKPOINTS[0]).toEqual({ slidesPerView: 3, spaceBetween: 10 });
    expect(PRODUCT_SWIPER_BREAKPOINTS[734]).toEqual({ slidesPerView: 3, spaceBetween: 15 });
    expect(PRODUCT_SWIPER_BREAKPOINTS[1136]).toEqual({ slidesPerView: 4, spaceBetween: 20 });
  });
});

describe("image sources by breakpoint", () => {
  const ref = (w: number, h: number, names: string[], extra: Partial<MediaRef> = {}): MediaRef => ({
    id: 1,
    path: "/media/1/1/orig.jpg",
    width: w,
    height: h,
    isAnimated: false,
    variants: Object.fromEntries(names.map((n) => [n, { path: `/media/1/1/${n}.webp`, width: 1, height: 1 }])),
    ...extra,
  });

  it("detail: 800 from 1161 px, 600 below; tall images use the 1.5 variants", () => {
    const sq = resolveSources(ref(1000, 1000, ["600x600", "800x800"]), RULES.detail(false));
    expect(sq.sources.map((s) => [s.media, s.srcSet.split(" ")[0]])).toEqual([
      ["(min-width: 1161px)", "/media/1/1/800x800.webp"],
    ]);
    expect(sq.img?.srcSet).toContain("600x600");
    expect(isTall({ width: 600, height: 900 })).toBe(true);
    expect(RULES.detail(true).map((r) => r.variant)).toEqual(["800x1200", "600x900"]);
    expect(RULES.related(false).map((r) => [r.minWidth, r.variant])).toEqual([
      [1300, "500x500"],
      [0, "300x300"],
    ]);
    expect(RULES.list.map((r) => [r.minWidth, r.variant])).toEqual([
      [2300, "w800"],
      [1800, "w500"],
      [0, "w400"],
    ]);
  });

  it("animated GIFs and absolute links are used as they are; missing variants fall back to the original", () => {
    const gif = resolveSources(ref(100, 100, ["600x600"], { isAnimated: true }), RULES.detail(false));
    expect(gif.sources).toEqual([]);
    expect(gif.img?.srcSet).toBe("/media/1/1/orig.jpg");
    const abs = resolveSources(ref(100, 100, [], { path: "https://cdn.example/x.jpg" }), RULES.detail(false));
    expect(abs.img?.srcSet).toBe("https://cdn.example/x.jpg");
    const partial = resolveSources(ref(1000, 1000, ["600x600"]), RULES.detail(false));
    expect(partial.sources[0]?.srcSet).toContain("orig.jpg");
  });
});

describe("categories and text", () => {
  const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
    id,
    name,
    parentId: null,
    level: 1,
    sort: 0,
    isDisplay: true,
    hasPromotionProducts: false,
    children,
  });
  const tree = [node(1, "Tea", [node(2, "Oolong", [node(3, "High")])]), node(4, "Kitchen")];
  it("finds the three-level path and flattens the tree", () => {
    expect(categoryPath(tree, 3).map((c) => c.name)).toEqual(["Tea", "Oolong", "High"]);
    expect(categoryPath(tree, 99)).toEqual([]);
    expect(flattenCategories(tree).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
  it("reads the text of sanitised HTML", () => {
    expect(textOf("<p>Hello&nbsp;<b>tea</b> &amp; cake</p><script>x()</script>")).toBe("Hello tea & cake");
  });
});

describe("shopTheme", () => {
  it("frames product cards 1:1 by default and 2:3 when the store picks portrait pictures", () => {
    expect(shopTheme({ personalSettings: {} }).cardAspect).toBe("aspect-square");
    expect(shopTheme({ personalSettings: { productImageRatio: "PORTRAIT" } }).cardAspect).toBe("aspect-[2/3]");
  });
});
