import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";
import { seeded } from "../seeded";

// The shopper's browse path, server-rendered through the real Worker (Hono → React Router SSR)
// with real D1/KV: home, lists, search, product detail, blog, pages, sitemap and robots, per host.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Page = { status: number; html: string; location: string | null; headers: Headers };

async function page(host: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await SELF.fetch(`http://${host}${path}`, {
    headers: { accept: "text/html", ...headers },
    redirect: "manual",
  });
  return { status: res.status, html: await res.text(), location: res.headers.get("location"), headers: res.headers };
}

/** Every JSON-LD block of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, any>,
  );
const ldOf = (html: string, type: string) => jsonLd(html).find((d) => d["@type"] === type);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const meta = (html: string, prop: string) =>
  new RegExp(`<meta (?:property|name)="${prop}" content="([^"]*)"`).exec(html)?.[1];
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

async function insertId(query: string, ...binds: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} RETURNING id`, ...binds);
  return row!.id;
}

/** A product image as the media pipeline leaves it (row only), with the detail/list variants. */
function image(storeId: number, n: number) {
  const base = `${storeId}/p${n}`;
  const v = (name: string, w: number, h: number) => [
    name,
    { key: `${base}/${name}.webp`, width: w, height: h, bytes: 9, mime: "image/webp" },
  ];
  const variants = Object.fromEntries([
    v("90x90", 90, 90),
    v("300x300", 300, 300),
    v("500x500", 500, 500),
    v("600x600", 600, 600),
    v("800x800", 800, 800),
    v("w400", 400, 400),
    v("w800", 800, 800),
  ]);
  return insertId(
    `INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants)
     VALUES (?, 'PRODUCT', 'image/jpeg', 1200, 1200, 5000, ?, ?)`,
    storeId,
    `${base}/orig.jpg`,
    JSON.stringify(variants),
  );
}

function bannerImage(storeId: number, n: number) {
  const base = `${storeId}/b${n}`;
  return insertId(
    `INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants)
     VALUES (?, 'BANNER', 'image/jpeg', 1920, 1080, 5000, ?, ?)`,
    storeId,
    `${base}/orig.jpg`,
    JSON.stringify({
      w1920h1080t1: { key: `${base}/w1920h1080t1.webp`, width: 1920, height: 1080, bytes: 9, mime: "image/webp" },
      w800h1200t1: { key: `${base}/w800h1200t1.webp`, width: 800, height: 1200, bytes: 9, mime: "image/webp" },
    }),
  );
}

type Seeded = {
  storeId: number;
  token: string;
  cat: { top: number; mid: number; leaf: number; other: number };
  tag: number;
  topic: number;
  products: Record<"oolong" | "mug" | "candle" | "soldOut" | "adult" | "hidden", { id: number; name: string }>;
  article: number;
  page: number;
};

/**
 * A store with a three-level category tree, a tag, a topic, products, banners, an article and a
 * page; built once per file, then copied back (tests/seeded.ts).
 */
function seed(host: string, label: string): Promise<Seeded> {
  return seeded(`seed ${host} ${label}`, () => build(host, label));
}

async function build(host: string, label: string): Promise<Seeded> {
  const storeId = await createStore(host, "NORMAL", ADMIN);
  const token = await loginToken(host, ADMIN.email, ADMIN.password);
  const category = (name: string, parentId: number | null, level: number) =>
    insertId(
      "INSERT INTO product_categories (store_id, parent_id, level, name) VALUES (?, ?, ?, ?)",
      storeId,
      parentId,
      level,
      name,
    );
  const top = await category(`Tea ${label}`, null, 1);
  const mid = await category(`Oolong ${label}`, top, 2);
  const leaf = await category(`High mountain ${label}`, mid, 3);
  const other = await category(`Kitchen ${label}`, null, 1);
  const tag = await insertId("INSERT INTO product_tags (store_id, name) VALUES (?, ?)", storeId, `Organic ${label}`);
  const topic = await insertId(
    "INSERT INTO product_topics (store_id, name, description) VALUES (?, ?, ?)",
    storeId,
    `Winter ${label}`,
    `Warm picks ${label}`,
  );
  const create = async (body: Record<string, unknown>) => {
    const r = await api(host, "POST", "/api/admin/products", { token, body });
    if (r.body?.code !== 0) throw new Error(`product: ${JSON.stringify(r.body)}`);
    return { id: r.body.data.id as number, name: r.body.data.name as string };
  };
  const oolong = await create({
    name: `Alishan Oolong ${label}`,
    summary: `Hand-picked oolong ${label}`,
    description: "<p>Roasted <strong>lightly</strong>.</p>",
    price: 128000,
    specialPrice: 99000,
    categoryIds: [leaf],
    tagIds: [tag],
    topicIds: [topic],
    mediaIds: [await image(storeId, 1), await image(storeId, 2)],
    minQuantityPerOrder: 2,
    maxQuantityPerOrder: 6,
    stocks: [
      { spec: "150g", stock: 0, children: [] },
      {
        spec: "300g",
        stock: 0,
        children: [
          { spec: "Tin", stock: 4 },
          { spec: "Bag", stock: 0 },
        ],
      },
    ],
  });
  const mug = await create({
    name: `Stoneware Mug ${label}`,
    price: 68000,
    categoryIds: [other],
    mediaIds: [await image(storeId, 3)],
    stocks: [{ spec: "", stock: 12 }],
  });
  const candle = await create({
    name: `Cypress Candle ${label}`,
    price: 87000,
    subscriptionPrice: 79000,
    paymentPlan: "SUBSCRIPTION",
    mediaIds: [await image(storeId, 4)],
    stocks: [{ spec: "", stock: 3 }],
  });
  const soldOut = await create({ name: `Sold Out Kettle ${label}`, price: 150000, stocks: [{ spec: "", stock: 0 }] });
  const adult = await create({
    name: `Night Tonic ${label}`,
    price: 50000,
    isAdult: true,
    stocks: [{ spec: "", stock: 5 }],
  });
  const hidden = await create({
    name: `Hidden Draft ${label}`,
    price: 1000,
    isDisplay: false,
    stocks: [{ spec: "", stock: 5 }],
  });
  const banner = async (body: Record<string, unknown>) => {
    const r = await api(host, "POST", "/api/admin/setting/banner", { token, body });
    if (r.body?.code !== 0) throw new Error(`banner: ${JSON.stringify(r.body)}`);
  };
  const b1 = await bannerImage(storeId, 1);
  const b2 = await bannerImage(storeId, 2);
  await banner({
    type: "PICTURE",
    title: `Hero ${label}`,
    sort: 10,
    media: [
      { mediaId: b1, type: "BANNER", link: "/new-products/all/all", sort: 0 },
      { mediaId: b2, type: "BANNER", link: null, sort: 1 },
    ],
  });
  await banner({ type: "PRODUCT_SWIPER", title: `Best sellers ${label}`, sort: 5, amount: 20 });
  await banner({ type: "PRODUCT_WATERFALL", title: `Everything ${label}`, sort: 1, amount: 32 });
  const articleCategory = await insertId(
    "INSERT INTO article_categories (store_id, name) VALUES (?, ?)",
    storeId,
    `Brewing ${label}`,
  );
  const article = await insertId(
    "INSERT INTO articles (store_id, category_id, name, summary, content) VALUES (?, ?, ?, ?, ?)",
    storeId,
    articleCategory,
    `How to brew ${label}`,
    `Five steps ${label}`,
    `<p>Boil water ${label}.</p>`,
  );
  const pageId = await insertId(
    "INSERT INTO pages (store_id, title, content) VALUES (?, ?, ?)",
    storeId,
    `Shipping policy ${label}`,
    `<p>We ship ${label}.</p>`,
  );
  return {
    storeId,
    token,
    cat: { top, mid, leaf, other },
    tag,
    topic,
    products: { oolong, mug, candle, soldOut, adult, hidden },
    article,
    page: pageId,
  };
}

/** The product page path the server settles on (it redirects any other slug there). */
async function productPath(host: string, id: number): Promise<string> {
  const r = await page(host, `/product/${id}`);
  expect(r.status).toBe(301);
  return new URL(r.location ?? "", `http://${host}`).pathname;
}

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

describe("home", () => {
  it("renders the store's banners, product swiper and story list, with its own title and WebSite data", async () => {
    const a = await seed(A, "A");
    const r = await page(A, "/");
    expect(r.status).toBe(200);
    expect(r.html).toContain("<title>Store shop-a.localhost</title>");
    expect(canonical(r.html)).toBe(`http://${A}`);
    expect(ldOf(r.html, "WebSite")?.url).toBe(`http://${A}/`);
    // Picture banner: desktop swiper and mobile strip, both from the banner's media variants.
    expect(r.html).toContain('data-testid="banner-swiper"');
    expect(r.html).toContain('data-testid="mobile-banner"');
    expect(r.html).toContain(`/media/${a.storeId}/b1/w1920h1080t1.webp`);
    expect(r.html).toContain('aria-label="第 2 張，共 2 張"');
    // Product swiper: the first page is in the HTML; hidden and sold-out products are not.
    expect(r.html).toContain('data-testid="product-swiper"');
    expect(r.html).toContain(a.products.oolong.name);
    expect(r.html).not.toContain(a.products.hidden.name);
    expect(r.html).not.toContain(a.products.soldOut.name);
    // Waterfall: only its placeholder (it loads in the browser when shown, 0.4 of its width high).
    expect(r.html).toMatch(/data-testid="waterfall"[^>]*data-phase="loading"/);
    expect(r.html).toContain("aspect-ratio:1 / 0.4");
    // Story list (ifHighlightProduct defaults on).
    expect(r.html).toContain('data-testid="story-list"');
    // Navbar: the category tree.
    expect(r.html).toContain("Tea A");
  });

  it("server-renders a product swiper's visible head only, with a see-more slide when more follow", async () => {
    await seed(A, "A");
    const token = await loginToken(A, ADMIN.email, ADMIN.password);
    const swiperOf = async () => {
      const html = (await page(A, "/")).html;
      const at = html.indexOf('data-testid="product-swiper"');
      return html.slice(at, html.indexOf("</section>", at));
    };
    // Four products to show: all four in the HTML, nothing said to follow.
    const four = await swiperOf();
    expect(four.match(/data-testid="product-card"/g)?.length).toBe(4);
    expect(four).not.toContain('data-testid="see-more-slide"');
    for (const name of ["Extra one A", "Extra two A"]) {
      const r = await api(A, "POST", "/api/admin/products", {
        token,
        body: { name, price: 1000, stocks: [{ spec: "", stock: 5 }] },
      });
      expect(r.body.code).toBe(0);
    }
    // Six: still four cards in the HTML (the rest loads in the browser), and the see-more slide.
    const six = await swiperOf();
    expect(six.match(/data-testid="product-card"/g)?.length).toBe(4);
    expect(six).toContain('data-testid="see-more-slide"');
  });

  it("preloads its modules at low priority and its hero image at high priority", async () => {
    await seed(A, "A");
    const { html } = await page(A, "/");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // The first picture banner is the largest paint: eager and high priority, at both breakpoints.
    const eager = [...html.matchAll(/<img [^>]*loading="eager"[^>]*>/g)].map((m) => m[0]);
    expect(eager.length).toBeGreaterThanOrEqual(2);
    for (const img of eager) expect(img).toMatch(/fetchpriority="high"/i);
  });

  it("uses at most 3 D1 round trips for the home render", async () => {
    await seed(A, "A");
    await page(A, "/"); // warm the per-isolate store memo
    const r = await page(A, "/", { "x-sf-count-d1": "1" });
    expect(r.status).toBe(200);
    const trips = Number(/round-trips=(\d+)/.exec(r.headers.get("x-sf-d1") ?? "")?.[1]);
    expect(trips).toBeGreaterThan(0);
    expect(trips).toBeLessThanOrEqual(3);
  });

  it("shows the real empty state for a store without banners or products", async () => {
    await createStore(A);
    const r = await page(A, "/");
    expect(r.status).toBe(200);
    expect(r.html).toContain("商品即將上架");
    expect(r.html).toContain('data-testid="home-title"');
    expect(r.html).not.toContain('data-testid="banner-swiper"');
    expect(r.html).not.toMatch(/lorem|placeholder text/i);
  });

  it("never shows another store's banners or products", async () => {
    const a = await seed(A, "A");
    await seed(B, "B");
    const r = await page(B, "/");
    expect(r.html).toContain("Alishan Oolong B");
    expect(r.html).not.toContain(a.products.oolong.name);
    expect(r.html).not.toContain("Hero A");
    expect(r.html).not.toContain(`/media/${a.storeId}/`);
  });
});

describe("product lists", () => {
  it("/new-products/all/all lists displayable, in-stock products with breadcrumbs and canonical", async () => {
    const a = await seed(A, "A");
    const r = await page(A, "/new-products/all/all");
    expect(r.status).toBe(200);
    expect(r.html).toContain('data-testid="list-title"');
    for (const p of [a.products.oolong, a.products.mug, a.products.candle]) expect(r.html).toContain(p.name);
    expect(r.html).not.toContain(a.products.hidden.name);
    expect(r.html).not.toContain(a.products.soldOut.name);
    expect(canonical(r.html)).toBe(`http://${A}/new-products/all/all`);
    const crumbs = ldOf(r.html, "BreadcrumbList");
    expect(crumbs?.itemListElement.map((i: { name: string }) => i.name)).toEqual(["首頁", "新品上架"]);
    expect(ldOf(r.html, "ItemList")?.itemListElement.length).toBeGreaterThanOrEqual(3);
    expect(r.html).toContain("<title>新品上架 | Store shop-a.localhost</title>");
  });

  it("a category list keeps to the category (and its sub-categories) and shows three levels", async () => {
    const a = await seed(A, "A");
    const top = await page(A, `/new-products/${a.cat.top}/tea?parentId=${a.cat.top}`);
    expect(top.status).toBe(200);
    expect(top.html).toContain(a.products.oolong.name);
    expect(top.html).not.toContain(a.products.mug.name);
    const leaf = await page(A, `/new-products/${a.cat.leaf}/high?parentId=${a.cat.top}`);
    expect(leaf.status).toBe(200);
    expect(leaf.html).toContain(a.products.oolong.name);
    // Sidebar opens the active branch: all three levels are linked.
    for (const name of ["Tea A", "Oolong A", "High mountain A"]) expect(leaf.html).toContain(name);
    const crumbs = ldOf(leaf.html, "BreadcrumbList")?.itemListElement.map((i: { name: string }) => i.name);
    expect(crumbs).toEqual(["首頁", "新品上架", "Tea A", "Oolong A", "High mountain A"]);
    const kitchen = await page(A, `/new-products/${a.cat.other}/kitchen`);
    expect(kitchen.html).toContain(a.products.mug.name);
    expect(kitchen.html).not.toContain(a.products.oolong.name);
  });

  it("on-sale lists only special prices; topics list the topic; tags filter and are carried", async () => {
    const a = await seed(A, "A");
    const sale = await page(A, "/onsale-products/all/all");
    expect(sale.status).toBe(200);
    expect(sale.html).toContain(a.products.oolong.name);
    expect(sale.html).not.toContain(a.products.mug.name);
    const topic = await page(A, `/topics/${a.topic}/winter`);
    expect(topic.status).toBe(200);
    expect(topic.html).toContain("Warm picks A");
    expect(topic.html).toContain(a.products.oolong.name);
    expect(topic.html).not.toContain(a.products.mug.name);
    const tagged = await page(A, `/new-products/all/all?tags=${a.tag}`);
    expect(tagged.html).toContain(a.products.oolong.name);
    expect(tagged.html).not.toContain(a.products.mug.name);
    // The other two lists are linked with the same tags.
    expect(decode(tagged.html)).toContain(`/onsale-products/all/all?tags=${a.tag}`);
    const index = await page(A, "/topics/all/all");
    expect(index.status).toBe(200);
    expect(index.html).toContain("Winter A");
  });

  it("answers 404 for an unknown or foreign category and topic", async () => {
    const a = await seed(A, "A");
    const b = await seed(B, "B");
    expect((await page(A, "/new-products/999999/x")).status).toBe(404);
    expect((await page(A, `/new-products/${b.cat.top}/x`)).status).toBe(404);
    expect((await page(A, `/topics/${b.topic}/x`)).status).toBe(404);
    expect((await page(A, "/new-products/abc/x")).status).toBe(404);
    expect((await page(B, `/topics/${a.topic}/x`)).status).toBe(404);
  });

  it("shows the empty state when nothing matches", async () => {
    await createStore(A);
    const r = await page(A, "/onsale-products/all/all");
    expect(r.status).toBe(200);
    expect(r.html).toContain("這裡還沒有商品");
  });
});

describe("search", () => {
  it("finds products by keyword, says so when nothing matches, and is not indexed", async () => {
    const a = await seed(A, "A");
    const hit = await page(A, `/search/product/${encodeURIComponent("Mug")}`);
    expect(hit.status).toBe(200);
    expect(hit.html).toContain(a.products.mug.name);
    expect(hit.html).not.toContain(a.products.oolong.name);
    expect(meta(hit.html, "robots")).toContain("noindex");
    const miss = await page(A, "/search/product/nothing-like-this");
    expect(miss.status).toBe(200);
    expect(miss.html).toContain("找不到「nothing-like-this」的相關商品");
    const form = await page(A, "/search?keyword=Mug");
    expect(form.status).toBe(302);
    expect(form.location).toBe("/search/product/Mug");
  });

  it("never finds another store's products", async () => {
    await seed(A, "A");
    await seed(B, "B");
    const r = await page(B, "/search/product/Oolong");
    expect(r.html).toContain("Alishan Oolong B");
    expect(r.html).not.toContain("Alishan Oolong A");
  });
});

describe("product detail", () => {
  it("renders name, price rule, specs, limits, gallery variants, Product offers and breadcrumbs", async () => {
    const a = await seed(A, "A");
    const path = await productPath(A, a.products.oolong.id);
    expect(path).toMatch(new RegExp(`^/product/${a.products.oolong.id}/`));
    const r = await page(A, path);
    expect(r.status).toBe(200);
    const html = decode(r.html);
    expect(html).toContain(`<title>${a.products.oolong.name} | Store shop-a.localhost</title>`);
    expect(canonical(r.html)).toBe(`http://${A}${path}`);
    // Effective price NT$990 with the list price struck through.
    expect(html).toMatch(/data-testid="price-main"[^>]*>.*NT\$990/);
    expect(html).toMatch(/<s[^>]*data-testid="price-was"[^>]*>.*NT\$1,280/);
    // Spec lines with children; sold-out lines disabled.
    expect(html).toContain("300g");
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""/);
    // Purchase limits (spec §5).
    expect(html).toContain("此商品至少需購買 2 件，最多可購買 6 件");
    // Gallery: 800 from 1161 px, 600 below, as <picture> sources with srcset/sizes.
    expect(html).toContain(`media="(min-width: 1161px)" srcSet="/media/${a.storeId}/p1/800x800.webp 800w"`);
    expect(html).toMatch(new RegExp(`data-testid="gallery-main-image"[^>]*src="/media/${a.storeId}/p1/600x600.webp"`));
    // Share image and structured data.
    expect(meta(r.html, "og:image")).toBe(`http://${A}/media/${a.storeId}/p1/800x800.webp`);
    const ld = ldOf(r.html, "Product");
    expect(ld?.name).toBe(a.products.oolong.name);
    expect(ld?.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "TWD",
      price: 990,
      availability: "https://schema.org/InStock",
    });
    const crumbs = ldOf(r.html, "BreadcrumbList")?.itemListElement.map((i: { name: string }) => i.name);
    expect(crumbs).toEqual(["首頁", "Tea A", "Oolong A", "High mountain A", a.products.oolong.name]);
    // Sanitised description and related products.
    expect(html).toContain("<strong>lightly</strong>");
    expect(html).toContain('data-testid="related-products"');
    // The purchase box posts to the cart.
    expect(html).toMatch(/data-testid="add-to-cart"/);
  });

  it("marks sold-out products OutOfStock and shows subscription prices", async () => {
    const a = await seed(A, "A");
    const sold = await page(A, await productPath(A, a.products.soldOut.id));
    expect(ldOf(sold.html, "Product")?.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(sold.html).toContain("已售完");
    const candle = await page(A, await productPath(A, a.products.candle.id));
    expect(ldOf(candle.html, "Product")?.offers.price).toBe(790);
    expect(candle.html).toContain("定期購");
  });

  it("blurs an adult product behind the 18+ confirmation on the server render", async () => {
    const a = await seed(A, "A");
    const r = await page(A, await productPath(A, a.products.adult.id));
    expect(r.status).toBe(200);
    expect(r.html).toContain('data-testid="adult-gate"');
    expect(r.html).toContain("我已年滿 18 歲");
  });

  it("redirects a wrong slug to the one address and answers 404 for hidden, unknown and foreign products", async () => {
    const a = await seed(A, "A");
    const b = await seed(B, "B");
    const wrong = await page(A, `/product/${a.products.mug.id}/wrong-name?ref=x`);
    expect(wrong.status).toBe(301);
    expect(wrong.location).toMatch(new RegExp(`/product/${a.products.mug.id}/Stoneware-Mug-A\\?ref=x$`));
    for (const p of [`/product/${a.products.hidden.id}/x`, "/product/999999/x", "/product/abc/x"]) {
      const r = await page(A, p);
      expect(r.status, p).toBe(404);
    }
    const gone = await page(A, "/product/999999/x");
    expect(gone.html).toContain("此商品已下架");
    // A's product on B's host: 404, and nothing of A's in the page.
    const foreign = await page(B, `/product/${a.products.oolong.id}/x`);
    expect(foreign.status).toBe(404);
    expect(foreign.html).not.toContain(a.products.oolong.name);
    expect((await page(A, `/product/${b.products.oolong.id}/x`)).status).toBe(404);
  });

  it("renders English with the sf_lang=en cookie", async () => {
    const a = await seed(A, "A");
    const r = await page(A, await productPath(A, a.products.oolong.id), { cookie: "sf_lang=en" });
    expect(r.html).toContain("This product requires at least 2 items and at most 6 items");
    expect(r.html).toContain("Add to cart");
    expect(r.html).not.toContain("購物車即將開放");
  });
});

describe("blog and pages", () => {
  it("lists articles, shows one, shows a custom page; unknown ids are 404", async () => {
    const a = await seed(A, "A");
    const list = await page(A, "/blogs/all/all");
    expect(list.status).toBe(200);
    expect(list.html).toContain("How to brew A");
    const detailPath = new URL((await page(A, `/blog/${a.article}/x`)).location ?? "", `http://${A}`).pathname;
    const detail = await page(A, detailPath);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("Boil water A.");
    expect(ldOf(detail.html, "BlogPosting")?.headline).toBe("How to brew A");
    const custom = await page(A, `/page/${a.page}`);
    expect(custom.status).toBe(200);
    expect(custom.html).toContain("We ship A.");
    expect(custom.html).toContain("<title>Shipping policy A | Store shop-a.localhost</title>");
    expect((await page(A, "/page/999999")).status).toBe(404);
    expect((await page(A, "/blog/999999/x")).status).toBe(404);
    expect((await page(B, `/page/${a.page}`)).status).toBe(404);
  });
});

describe("meta descriptions", () => {
  it("search, the blog list, the cart, login and registration describe themselves with the store's name, in zh-TW and English", async () => {
    await seed(A, "A");
    const store = "Store shop-a.localhost";
    const pages: [string, string, string][] = [
      ["/search/product/Mug", `在 ${store} 搜尋「Mug」的商品結果。`, `Products matching “Mug” at ${store}.`],
      ["/blogs/all/all", `${store} 的文章與最新消息。`, `Articles and news from ${store}.`],
      [
        "/cart",
        `您在 ${store} 的購物車：確認商品與數量後結帳。`,
        `Your cart at ${store}: check items and quantities, then check out.`,
      ],
      [
        "/login",
        `登入 ${store} 會員，查看訂單、地址與購物車。`,
        `Sign in to ${store} to see your orders, addresses and cart.`,
      ],
      [
        "/register",
        `加入 ${store} 會員，結帳更快、訂單隨時查。`,
        `Join ${store}: check out faster and follow every order.`,
      ],
    ];
    for (const [path, zh, en] of pages) {
      expect(decode(meta((await page(A, path)).html, "description") ?? ""), path).toBe(zh);
      expect(decode(meta((await page(A, path, { cookie: "sf_lang=en" })).html, "description") ?? ""), path).toBe(en);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists only this store's home, lists, products, articles and pages", async () => {
    const a = await seed(A, "A");
    const b = await seed(B, "B");
    const res = await SELF.fetch(`http://${A}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ""));
    expect(locs).toContain(`http://${A}/`);
    expect(locs).toContain(`http://${A}/new-products/all/all`);
    expect(locs.some((l) => l.startsWith(`http://${A}/product/${a.products.oolong.id}/`))).toBe(true);
    expect(locs.some((l) => l.startsWith(`http://${A}/new-products/${a.cat.leaf}/`))).toBe(true);
    expect(locs.some((l) => l.startsWith(`http://${A}/topics/${a.topic}/`))).toBe(true);
    expect(locs.some((l) => l.startsWith(`http://${A}/blog/${a.article}/`))).toBe(true);
    expect(locs).toContain(`http://${A}/page/${a.page}`);
    expect(locs.some((l) => l.includes(`/product/${a.products.hidden.id}/`))).toBe(false);
    expect(locs.every((l) => l.startsWith(`http://${A}/`))).toBe(true);
    for (const p of Object.values(b.products)) expect(locs.some((l) => l.includes(`/product/${p.id}/`))).toBe(false);
    const bXml = await (await SELF.fetch(`http://${B}/sitemap.xml`)).text();
    expect(bXml).not.toContain(A);
    for (const p of Object.values(a.products)) expect(bXml).not.toContain(`/product/${p.id}/`);
  });

  it("robots.txt names this host's sitemap and keeps crawlers out of private paths", async () => {
    await createStore(A);
    const res = await SELF.fetch(`http://${A}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: http://${A}/sitemap.xml`);
    for (const p of ["/admin", "/profile", "/checkout", "/cart"]) expect(text).toContain(`Disallow: ${p}`);
  });

  it("an unknown host has neither", async () => {
    expect((await SELF.fetch("http://nowhere.localhost/sitemap.xml")).status).toBe(404);
    expect((await SELF.fetch("http://nowhere.localhost/robots.txt")).status).toBe(404);
    expect((await page("nowhere.localhost", "/new-products/all/all")).status).toBe(404);
  });
});
