import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, ensureAdmin, hostUrl, type Locale, operator, SHOP_B, useLocale } from "./support";

// Issue 13 slice ADM on 森林總店 (store 2) at 1280 px, in zh-TW and English: the profit options
// form (a field error, then a save that reads back), one branch's edit from the downline list, the
// reset of that closed branch (row action with confirm), and the branch member list. The 375 px
// walk of these pages is admin-mobile.spec.ts (tests/adminRoutes.ts).

const HEAD_ID = 2;
const EMAIL = "e2e-branch-admin-forms@shop-b.test";

test.beforeAll(() => ensureAdmin(EMAIL, "分店表單管理員", HEAD_ID));

const WORDS = {
  "zh-TW": { profit: "分店可用的價格方式", users: "會員", closed: "暫停營業" },
  en: { profit: "Price choices branches may use", users: "members", closed: "Closed by owner" },
} as const;

const saved = (page: Page) => expect(page.getByTestId("flash-success").last()).toBeVisible();
const rand = () => Math.random().toString(36).slice(2, 8);

async function newBranch() {
  const domainName = `adm${rand()}`;
  const r = await operator("POST", `/operator/stores/${HEAD_ID}/branches`, {
    name: `表單分店 ${domainName}`,
    domainName,
    admin: { email: `owner-${domainName}@example.com`, password: DEMO_PASSWORD, name: "林表單" },
  });
  expect(r.status).toBe(201);
  return { domainName, id: ((await r.json()) as { data: { storeId: number } }).data.storeId };
}

for (const locale of ["zh-TW", "en"] as Locale[]) {
  test(`head store's branch admin forms (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    const words = WORDS[locale];
    await useLocale(page, locale);
    await adminSignIn(page, EMAIL, { host: SHOP_B });

    // 1. Profit options: a bound out of range shows on its field; a valid save reads back.
    await page.goto(hostUrl(SHOP_B, "/admin/branch-setting/profit"));
    await expect(page.getByText(words.profit)).toBeVisible();
    const up = page.getByTestId("profit-maxUpPermille");
    const before = await up.inputValue();
    await up.fill("20000");
    await page.getByTestId("profit-options-save").click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await up.fill("321");
    await page.getByTestId("profit-type-FIXED").uncheck();
    await page.getByTestId("profit-options-save").click();
    await saved(page);
    await page.reload();
    await expect(page.getByTestId("profit-maxUpPermille")).toHaveValue("321");
    await expect(page.getByTestId("profit-type-FIXED")).not.toBeChecked();
    // Back to what the demo had, for the other specs.
    await page.getByTestId("profit-maxUpPermille").fill(before);
    await page.getByTestId("profit-type-FIXED").check();
    await page.getByTestId("profit-options-save").click();
    await saved(page);

    // 2. One branch's edit from the downline list: renamed and closed.
    const b = await newBranch();
    await page.goto(hostUrl(SHOP_B, `/admin/branch-downlinelist?keyword=${b.domainName}`));
    await page.locator(`a[href="/admin/edit-branch/${b.id}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-branch/${b.id}$`));
    await page.getByTestId("branch-edit-name").fill(`改名 ${b.domainName}`);
    await page.getByTestId("branch-edit-status").locator("select").selectOption("CLOSE_STORE_BY_USER");
    await page.getByTestId("branch-edit-save").click();
    await saved(page);
    await expect(page).toHaveURL(/branch-downlinelist/);

    // 3. The closed branch offers a reset; it asks first, then the branch is closed and unpaid.
    await page.goto(hostUrl(SHOP_B, `/admin/branch-downlinelist?keyword=${b.domainName}`));
    await expect(page.getByTestId(`branch-row-${b.id}`)).toContainText(words.closed);
    await page.locator(`[data-testid="branch-reset-${b.id}"]:visible`).click();
    await page.getByTestId("confirm-dialog-confirm").click();
    await saved(page);
    await expect(page.getByTestId(`branch-row-${b.id}`)).not.toContainText(words.closed);
    // The trial link of the row opens that branch's trial page.
    await page.locator(`[data-testid="branch-trial-${b.id}"]:visible`).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-trial/${b.id}$`));

    // 4. The network's members, reached from the downline list's header.
    await page.goto(hostUrl(SHOP_B, "/admin/branch-downlinelist"));
    const members = page.locator('a[href="/admin/branch-user-list"]:visible');
    await expect(members).toContainText(words.users);
    await members.click();
    await expect(page).toHaveURL(/branch-user-list/);
    await expect(page.getByTestId("branch-users-export")).toBeVisible();
  });
}
