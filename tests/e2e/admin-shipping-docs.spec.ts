import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import {
  adminSignIn,
  chooseSheet,
  csvSheet,
  ensureStore,
  ownAddress,
  placeOrder,
  RECEIVER,
  storeApi,
  unique,
} from "./support";

// Issue 28 §4 pages walked as a new owner would, from the menu, in a store of this spec's own (the
// demo stores' products and orders stay as they are): the shipping-per-product import (template,
// one bad row refused with its row and column and nothing written, fixed and applied), consignment
// notes for orders selected in the order list (our own page, and ECPay's print flow through the
// local test provider for a 7-11 pickup order), and the product editor's awards (added, still there
// after a reload).

const HOST = "shipping-awards-e2e.localhost";
const ADMIN = "e2e-shipping-awards@shipping.test";
const ensureOwnStore = () =>
  ensureStore({ name: "Shipping Awards E2E", host: HOST, admin: ADMIN, adminName: "運送獎項管理員" });

type Product = { id: number; blockedShippingMethodIds: number[] };

/** A fresh product of the store (each run its own, so "changed" means this run changed it). */
async function newProduct(name: string): Promise<number> {
  const api = await storeApi(HOST);
  const admin = await api.signIn(ADMIN);
  const made = await api.post<{ id: number }>(
    "/api/admin/products",
    { name, price: 50000, stocks: [{ spec: "", stock: 100 }] },
    admin,
  );
  await api.dispose();
  return made.id;
}

/** The product as the back office's API answers it (read from the signed-in admin page). */
const productOf = (page: Page, id: number) =>
  page.evaluate(async (id) => (await (await fetch(`/api/admin/products/${id}`)).json()).data, id) as Promise<Product>;

/** Opens a section of the top bar, through "More" when the bar has no room for its tab. */
async function openSection(page: Page, key: string) {
  const tab = page.getByTestId(`tab-${key}`);
  if (await tab.isVisible()) return tab.click();
  await page.getByTestId("admin-more").locator("summary").click();
  await page.getByTestId(`more-${key}`).click();
}

test.beforeAll(ensureOwnStore);

test("shipping per product: found from the menu, a bad row refused whole, then applied", async ({ page }) => {
  test.setTimeout(150_000);
  await ownAddress(page.context());
  await page.context().addCookies([{ name: "sf_lang", value: "zh-TW", domain: HOST, path: "/" }]);
  const name = unique("運送茶");
  const id = await newProduct(name);
  await adminSignIn(page, ADMIN, { host: HOST });

  // Settings → its "shipping" page → "import per product".
  await openSection(page, "settings");
  await page.getByRole("link", { name: "運送方式", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settingpage\/setting-shipping$/);
  await page.getByRole("link", { name: "依商品匯入" }).click();
  await expect(page.getByTestId("shipping-product-import")).toBeVisible({ timeout: 30_000 });

  // The template: a real .xlsx with the sheet's columns and an example row of a product of the store.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-template").click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const xml = Object.entries(files)
    .filter(([f]) => f.startsWith("xl/"))
    .map(([, b]) => strFromU8(b))
    .join("");
  for (const column of ["商品編號", "商品名稱", "配送方式"]) expect(xml).toContain(column);

  const before = await productOf(page, id);
  const header = ["商品編號", "商品名稱", "配送方式"];
  const choose = (rows: string[][]) => chooseSheet(page, "shipping-import-panel", rows, "shipping.csv");

  // Row 2 names a method the store does not have: the row, the column and why; nothing written.
  await choose([header, [String(id), name, "宅配、黑貓"]]);
  await page.getByTestId("shipping-import-panel-submit").click();
  const issues = page.getByTestId("shipping-import-panel-issues");
  await expect(issues).toBeVisible({ timeout: 30_000 });
  const rows = issues.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("2");
  await expect(rows.first()).toContainText("配送方式");
  await expect(rows.first()).toContainText("本店沒有這個運送方式");
  const notice = page.getByTestId("app-modal");
  if (await notice.isVisible()) await notice.getByRole("button", { name: "確定", exact: true }).click();
  expect((await productOf(page, id)).blockedShippingMethodIds).toEqual(before.blockedShippingMethodIds);

  // Fixed: home delivery only, so every other method of the store is closed to this product.
  await choose([header, [String(id), name, "宅配"]]);
  await page.getByTestId("shipping-import-panel-submit").click();
  await expect(page.getByTestId("shipping-import-panel-result")).toContainText("1", { timeout: 30_000 });
  await expect(issues).toBeHidden();
  const after = await productOf(page, id);
  expect(before.blockedShippingMethodIds).toEqual([]);
  expect(after.blockedShippingMethodIds.length).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath("shipping-import-done.png"), fullPage: true });
});

/** Two orders of a fresh member: home delivery, and a 7-11 pickup shipped with an ECPay number. */
async function twoOrders() {
  const name = unique("託運茶");
  const stockId = await (async () => {
    const id = await newProduct(name);
    const api = await storeApi(HOST);
    const p = await api.get<{ stocks: { id: number }[] }>(`/api/admin/products/${id}`, await api.signIn(ADMIN));
    await api.dispose();
    return p.stocks[0]!.id;
  })();
  const api = await storeApi(HOST);
  const member = await api.register(`${unique("notes")}@shipping.test`, "託運會員");
  const home = await placeOrder(api, member, stockId);
  const cvs = { chain: "UNIMART", storeId: "131386", storeName: "建盛門市", address: "臺北市中正區重慶南路一段 1 號" };
  const pickup = await placeOrder(api, member, stockId, {
    shipping: "SEVEN_ELEVEN_C2C",
    receiver: { name: RECEIVER.name, phone: RECEIVER.phone, cvs },
  });
  // ECPay's shipment number reaches the order when it ships (here through the order import).
  const tracking = `F${String(Date.now() % 1e7).padStart(7, "0")}`;
  const admin = await api.signIn(ADMIN);
  const rows = [
    ["訂單編號", "出貨進度", "物流單號"],
    [pickup.orderNumber, "已出貨", tracking],
  ];
  await api.upload(
    "/api/admin/order/excel/import",
    { name: "o.csv", mimeType: "text/csv", buffer: csvSheet(rows) },
    admin,
  );
  await api.dispose();
  return { home, pickup, tracking };
}

test("consignment notes: selected in the order list, printed on our page and through ECPay's", async ({ page }) => {
  test.setTimeout(150_000);
  await ownAddress(page.context());
  await page.context().addCookies([{ name: "sf_lang", value: "zh-TW", domain: HOST, path: "/" }]);
  const { home, pickup, tracking } = await twoOrders();
  await adminSignIn(page, ADMIN, { host: HOST });

  // Orders → all orders → select both → "print consignment notes".
  await openSection(page, "orders");
  await page.getByTestId("status-tab-all").click();
  for (const o of [home, pickup]) {
    const row = page.getByTestId(`order-row-${o.id}`).filter({ visible: true });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.locator('input[type="checkbox"]').check();
  }
  await page.getByTestId("bulk-consignmentNotes").click();
  const dialog = page.getByTestId("consignment-dialog");
  await expect(dialog).toBeVisible();
  await page.getByTestId("consignment-dialog-confirm").click();

  // One document through ECPay (the 7-11 order), one on our own page (the home delivery).
  const [ecpay] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("consignment-doc-0").click()]);
  await expect(ecpay.getByTestId("test-ecpay-print")).toBeVisible({ timeout: 30_000 });
  expect(ecpay.url()).toContain("/dev/test-ecpay-print");
  await expect(ecpay.getByTestId("test-ecpay-print")).toContainText(tracking);
  const [own] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("consignment-doc-1").click()]);
  await expect(own.getByTestId("consignment-note")).toHaveCount(1, { timeout: 30_000 });
  expect(own.url()).toContain("/consignment-note-print");
  await expect(own.getByTestId("note-order-number")).toHaveText(home.orderNumber);
  await own.screenshot({ path: test.info().outputPath("consignment-own.png"), fullPage: true });
});

test("product awards: added in the product editor, there after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await ownAddress(page.context());
  await page.context().addCookies([{ name: "sf_lang", value: "en", domain: HOST, path: "/" }]);
  const name = unique("Award tea");
  await newProduct(name);
  await adminSignIn(page, ADMIN, { host: HOST });

  // Products → the product list → the product.
  await openSection(page, "products");
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByTestId("product-edit")).toBeVisible({ timeout: 30_000 });
  await page.waitForSelector("html[data-hydrated]");

  const awards = page.getByTestId("product-awards");
  await awards.scrollIntoViewIfNeeded();
  await expect(awards.getByTestId("product-award")).toHaveCount(0);
  const title = `Golden Leaf ${Date.now() % 1e6}`;
  await awards.locator('input[name="award-title"]').fill(title);
  await awards.locator('input[name="award-issuer"]').fill("Taipei Tea Guild");
  await awards.locator('input[name="award-year"]').fill("2026");
  await awards.getByTestId("award-add").click();
  await expect(page.getByTestId("flash-success")).toBeVisible();
  await expect(awards.getByTestId("product-award")).toHaveCount(1);

  await page.reload();
  const again = page.getByTestId("product-awards").getByTestId("product-award");
  await expect(again).toHaveCount(1, { timeout: 30_000 });
  await expect(again).toContainText(title);
  await expect(again).toContainText("Taipei Tea Guild · 2026");
});
