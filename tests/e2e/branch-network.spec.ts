import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, operator, SHOP_B } from "./support";

// Issue 13 §4 at both widths: 森林總店's admin opens the downline list and finds its branches,
// expands the organisation tree two levels, and moves a branch under another one. Each run makes
// its own three-level chain (x → y → z) through the operator branch API, so the demo network stays.

test.use({ extraHTTPHeaders: { "cf-connecting-ip": "198.51.113.1" } });

const HEAD_ID = 2; // shop-b, 森林總店
const ADMIN_EMAIL = "e2e-network@shop-b.test";

type Chain = { tag: string; x: number; y: number; z: number };

async function chain(tag: string): Promise<Chain> {
  const add = async (name: string, introducerStoreId?: number) => {
    const r = await operator("POST", `/operator/stores/${HEAD_ID}/branches`, {
      name,
      domainName: name,
      introducerStoreId,
      admin: { email: `owner@${name}.test`, password: "demo1234", name: "網路測試店主" },
    });
    if (r.status !== 201) throw new Error(`branch ${name}: HTTP ${r.status} ${await r.text()}`);
    return ((await r.json()) as { data: { storeId: number } }).data.storeId;
  };
  const x = await add(`${tag}x`);
  const y = await add(`${tag}y`, x);
  const z = await add(`${tag}z`, y);
  return { tag, x, y, z };
}

test.beforeAll(async () => {
  await ensureAdmin(ADMIN_EMAIL, "網路測試管理員", HEAD_ID);
});

const signIn = (page: Page, to?: string) => adminSignIn(page, ADMIN_EMAIL, { host: SHOP_B, to });
/** A list row as shown at this width: the table row from 734 px, the card below. */
const rowOf = (page: Page, id: number) =>
  page
    .locator(`[data-testid="branch-row-${id}"], [data-testid="branch-row-${id}-card"]`)
    .filter({ visible: true })
    .first();

test("downline list, organisation tree two levels, move a branch", async ({ page }, info) => {
  const tag = `e2e${Date.now().toString(36)}${info.project.name === "mobile" ? "m" : "d"}`;
  const c = await chain(tag);
  await signIn(page);

  // The downline list finds the three new branches by search.
  await page.goto(hostUrl(SHOP_B, `/admin/branch-downlinelist?keyword=${tag}`));
  await expect(page.getByTestId("branches-downline")).toBeVisible();
  for (const id of [c.x, c.y, c.z]) await expect(rowOf(page, id)).toBeVisible();

  // The tree: the head store's first line is open; x opens to y, y opens to z.
  await page.goto(hostUrl(SHOP_B, "/admin/branch-organization"));
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId(`org-node-${HEAD_ID}`)).toBeVisible();
  const toggleX = page.getByTestId(`org-toggle-${c.x}`);
  // x is the newest first-line branch: it may sit past the first page of 50.
  while (!(await toggleX.isVisible()))
    await page
      .getByRole("button", { name: /顯示更多|Show more/ })
      .first()
      .click();
  await toggleX.click();
  await expect(page.getByTestId(`org-node-${c.y}`)).toBeVisible();
  await page.getByTestId(`org-toggle-${c.y}`).click();
  await expect(page.getByTestId(`org-node-${c.z}`)).toBeVisible();
  await expect(page.getByTestId(`org-toggle-${c.y}`)).toHaveAttribute("aria-expanded", "true");

  // Move z from under y to under x: select it, pick x as the new introducer, confirm.
  await page.goto(hostUrl(SHOP_B, `/admin/branch-downlinelist?keyword=${tag}z`));
  await page.waitForSelector("html[data-hydrated]");
  const row = rowOf(page, c.z);
  await expect(row).toBeVisible();
  await page
    .getByRole("checkbox", { name: `${tag}z` })
    .filter({ visible: true })
    .first()
    .check();
  await page.getByRole("searchbox", { name: /搜尋新的|Search for the new/ }).fill(`${tag}x`);
  await expect(page.getByTestId("move-to").locator(`option[value="${c.x}"]`)).toHaveCount(1);
  await page.getByTestId("move-to").selectOption(String(c.x));
  await page.getByTestId("bulk-move").click();
  await page
    .getByTestId("bulk-confirm")
    .getByRole("button", { name: /移動|Move/ })
    .click();
  await expect(page.getByText(/已移動 1 間分店|Moved 1 branches/)).toBeVisible();
  // The list reloads: z's introducer is x now, one level up.
  await expect(row).toContainText(`${tag}x`);
  await expect(row).toContainText(/第 2 層|Level 2/);
});
