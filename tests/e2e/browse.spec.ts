import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, hostUrl, lookAt, SHOP_A, SHOP_B, seriousViolations, WIDTH_FREE } from "./support";

// The shopper's browse path on a real build: home banners and product swiper, lists, search,
// product detail (image variant per breakpoint), adult gate, store isolation and axe.
// Data is created through the admin API from inside the browser (Node cannot resolve *.localhost).

const TAG = "E2E";
const OOLONG = `${TAG} 阿里山烏龍茶`;
const MUG = `${TAG} 手作馬克杯`;
const ADULT = `${TAG} 夜間補給飲`;
const FIXTURE = path.join(process.cwd(), "tests/fixtures/photo-1920x1080.jpg");

type Seeded = { oolong: number; mug: number; adult: number; categoryId: number; tagId: number };

/** Runs in the page (same origin as the store): log in, upload, create; idempotent per store. */
async function seedStore(page: Page, host: string, email: string): Promise<Seeded> {
  await page.goto(hostUrl(host, "/robots.txt"));
  const image = readFileSync(FIXTURE).toString("base64");
  return page.evaluate(
    async ({ email, password, image, names, tag }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      const { accessToken } = await json(
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }),
      );
      const auth = { authorization: `Bearer ${accessToken}` };
      const post = async (url: string, body: unknown) =>
        json(
          await fetch(url, {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
        );
      const existing = await json(await fetch(`/api/products?keyword=${encodeURIComponent(tag)}&limit=50`));
      const list = (Array.isArray(existing) ? existing : (existing.data ?? existing.items ?? [])) as {
        id: number;
        name: string;
      }[];
      const found = (n: string) => list.find((p) => p.name === n)?.id;
      const cats = (await json(await fetch("/api/admin/product/categories", { headers: auth }))) as
        | { id: number; name: string }[]
        | { data: { id: number; name: string }[] };
      const catList = Array.isArray(cats) ? cats : cats.data;
      const tags = (await json(await fetch("/api/admin/product/tags", { headers: auth }))) as
        | { id: number; name: string }[]
        | { data: { id: number; name: string }[] };
      const tagList = Array.isArray(tags) ? tags : tags.data;
      const categoryId =
        catList.find((c) => c.name === `${tag} 茶品`)?.id ??
        (await post("/api/admin/product/categories", { name: `${tag} 茶品` })).id;
      const tagId =
        tagList.find((t) => t.name === `${tag} 有機`)?.id ??
        (await post("/api/admin/product/tags", { name: `${tag} 有機` })).id;
      if (found(names.oolong) && found(names.mug) && found(names.adult))
        return { oolong: found(names.oolong)!, mug: found(names.mug)!, adult: found(names.adult)!, categoryId, tagId };

      const bytes = Uint8Array.from(atob(image), (c) => c.charCodeAt(0));
      const upload = async (type: string) => {
        const form = new FormData();
        form.append("type", type);
        form.append("media", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
        return (await json(await fetch("/api/admin/media", { method: "POST", headers: auth, body: form })))
          .id as number;
      };
      const [p1, p2, p3, b1, b2] = [
        await upload("PRODUCT"),
        await upload("PRODUCT"),
        await upload("PRODUCT"),
        await upload("BANNER"),
        await upload("BANNER"),
      ];
      const oolong = await post("/api/admin/products", {
        name: names.oolong,
        price: 128000,
        specialPrice: 99000,
        minQuantityPerOrder: 2,
        maxQuantityPerOrder: 5,
        categoryIds: [categoryId],
        tagIds: [tagId],
        mediaIds: [p1, p2],
        description: "<p>高山茶園手採。</p>",
        stocks: [
          { spec: "150g", stock: 0 },
          {
            spec: "300g",
            stock: 0,
            children: [
              { spec: "鐵罐", stock: 8 },
              { spec: "袋裝", stock: 0 },
            ],
          },
        ],
      });
      const mug = await post("/api/admin/products", {
        name: names.mug,
        price: 68000,
        mediaIds: [p3],
        stocks: [{ spec: "", stock: 10 }],
      });
      const adult = await post("/api/admin/products", {
        name: names.adult,
        price: 50000,
        isAdult: true,
        mediaIds: [p3],
        stocks: [{ spec: "", stock: 10 }],
      });
      await post("/api/admin/setting/banner", {
        type: "PICTURE",
        title: `${tag} 冬季新品`,
        sort: 100,
        media: [
          { mediaId: b1, type: "BANNER", link: "/new-products/all/all", sort: 0 },
          { mediaId: b2, type: "BANNER", link: null, sort: 1 },
          { mediaId: b1, type: "BANNER_PHONE", link: null, sort: 2 },
        ],
      });
      await post("/api/admin/setting/banner", {
        type: "PRODUCT_SWIPER",
        title: `${tag} 本週熱銷`,
        sort: 90,
        amount: 20,
        productSortKey: "createdAt",
        productSortDirection: "desc",
      });
      return { oolong: oolong.id, mug: mug.id, adult: adult.id, categoryId, tagId };
    },
    { email, password: DEMO_PASSWORD, image, names: { oolong: OOLONG, mug: MUG, adult: ADULT }, tag: TAG },
  );
}

let a: Seeded;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  a = await seedStore(page, SHOP_A, "e2e-browse@shop-a.test");
  await page.close();
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 734;

test("home shows the banner swiper and the product swiper of this store", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A));
  if (isMobile(page)) {
    await expect(page.getByTestId("mobile-banner").first()).toBeVisible();
    await expect(page.getByTestId("mobile-banner-dots").first()).toBeVisible();
  } else {
    const banner = page.getByTestId("banner-swiper").first();
    await expect(banner).toBeVisible();
    // Swiper loads when the banner is in view; bullets move it.
    await expect(banner).toHaveAttribute("data-live", "1");
    const bullets = banner.getByTestId("banner-bullets").getByRole("button");
    await bullets.nth(1).click();
    await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
  }
  const swiper = page.getByTestId("product-swiper").filter({ hasText: `${TAG} 本週熱銷` });
  await expect(swiper).toBeVisible();
  await expect(swiper.getByText(OOLONG)).toBeVisible();
  // The server sends the visible head (4 cards); the rest of the first page loads once in view.
  await expect.poll(() => swiper.getByTestId("product-card").count()).toBeGreaterThan(4);
  await lookAt(page, `test-results/browse-home-${test.info().project.name}.png`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a product list filters by category and tag and loads the product page", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A, "/new-products/all/all"));
  await expect(page.getByTestId("list-title")).toHaveText("新品上架");
  await expect(page.getByTestId("product-grid").getByText(OOLONG)).toBeVisible();
  await page.goto(hostUrl(SHOP_A, `/new-products/${a.categoryId}/x`));
  await expect(page.getByTestId("product-grid").getByText(OOLONG)).toBeVisible();
  await expect(page.getByTestId("product-grid").getByText(MUG)).toHaveCount(0);
  await page.getByTestId(`tag-${a.tagId}`).click();
  await expect(page).toHaveURL(new RegExp(`tags=${a.tagId}`));
  await expect(page.getByTestId("product-grid").getByText(OOLONG)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("product-grid").getByText(OOLONG).click();
  await expect(page.getByTestId("product-name")).toHaveText(OOLONG);
});

test("search from the navbar finds the product", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A));
  let input = page.getByTestId("nav-search-input");
  if (!(await input.isVisible())) {
    const toggle = page.locator('[data-testid="mobile-menu"] > summary');
    if (await toggle.isVisible()) await toggle.click();
    input = page.getByTestId("mobile-search-input");
    if (!(await input.isVisible())) input = page.getByTestId("tablet-search-input");
  }
  await input.fill("馬克杯");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/product\//);
  await expect(page.getByTestId("product-grid").getByText(MUG)).toBeVisible();
  await expect(page.getByTestId("product-grid").getByText(OOLONG)).toHaveCount(0);
});

test("product detail: image variant by breakpoint, price, specs, limits and structured data", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A, `/product/${a.oolong}`));
  await expect(page).toHaveURL(new RegExp(`/product/${a.oolong}/`));
  await expect(page.getByTestId("product-name")).toHaveText(OOLONG);
  const img = page.getByTestId("gallery-main-image");
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const currentSrc = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const width = page.viewportSize()?.width ?? 1280;
  // Spec §9: 800x800 from 1161 px, 600x600 below.
  expect(currentSrc).toContain(width >= 1161 ? "/800x800." : "/600x600.");
  await expect(img).toHaveAttribute("srcset", /600x600\.\w+ 600w/);
  await expect(page.locator('source[media="(min-width: 1161px)"]').first()).toHaveAttribute(
    "srcset",
    /800x800\.\w+ 800w/,
  );
  await expect(page.getByTestId("price-main").first()).toContainText("NT$990");
  await expect(page.getByTestId("price-was").first()).toContainText("NT$1,280");
  await expect(page.getByTestId("purchase-limit")).toHaveText("此商品至少需購買 2 件，最多可購買 5 件");
  // The sold-out spec is disabled; the child with stock is preselected; the stepper honours the limits.
  await expect(page.locator('input[type="radio"][disabled]').first()).toBeAttached();
  const qty = page.getByTestId("quantity");
  await expect(qty).toHaveValue("2");
  await page.getByRole("button", { name: "增加數量" }).click();
  await expect(qty).toHaveValue("3");
  await page.getByRole("button", { name: "減少數量" }).click();
  await page.getByRole("button", { name: "減少數量" }).click({ force: true });
  await expect(qty).toHaveValue("2");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((s) => JSON.parse(s)).find((d) => d["@type"] === "Product");
  expect(product.offers).toMatchObject({
    priceCurrency: "TWD",
    price: 990,
    availability: "https://schema.org/InStock",
  });
  await lookAt(page, `test-results/browse-detail-${test.info().project.name}.png`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("an adult product stays blurred until the shopper confirms 18+ (for the session)", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A, `/product/${a.adult}`));
  await expect(page.getByTestId("adult-gate")).toBeVisible();
  await page.getByTestId("adult-confirm").click();
  await expect(page.getByTestId("adult-gate")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("product-name")).toHaveText(ADULT);
  await expect(page.getByTestId("adult-gate")).toHaveCount(0);
});

test("another store shows none of these products, and their ids are 404 there", WIDTH_FREE, async ({ page }) => {
  await page.goto(hostUrl(SHOP_B));
  await expect(page.getByText(OOLONG)).toHaveCount(0);
  await page.goto(hostUrl(SHOP_B, `/search/product/${encodeURIComponent(TAG)}`));
  await expect(page.getByText(OOLONG)).toHaveCount(0);
  const res = await page.goto(hostUrl(SHOP_B, `/product/${a.oolong}/x`));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "此商品已下架" })).toBeVisible();
  const sitemap = await page.goto(hostUrl(SHOP_B, "/sitemap.xml"));
  expect(await sitemap?.text()).not.toContain(`/product/${a.oolong}/`);
});
