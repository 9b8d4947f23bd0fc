import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, ensureAdmin, hostUrl, operator, SHOP_B } from "./support";

// Issue 13 slice SET end to end on 森林總店 (store 2): the head store creates an invitation code,
// approves a pending branch in the audit list, and renames the branch label, which the branch's
// own back-office menu then shows. Runs at both widths, each with its own names.

const HEAD_ID = 2;
const EMAIL = "e2e-branch-settings@shop-b.test";

test.beforeAll(() => ensureAdmin(EMAIL, "分店設定管理員", HEAD_ID));

const saved = (page: Page) => expect(page.getByTestId("flash-success").last()).toBeVisible();
const rand = () => Math.random().toString(36).slice(2, 8);

/** A new pending branch of the head store through the operator API (the registration's create). */
async function pendingBranch() {
  const domainName = `aud${rand()}`;
  const admin = { email: `owner-${domainName}@example.com`, password: DEMO_PASSWORD, name: "林小審" };
  const r = await operator("POST", `/operator/stores/${HEAD_ID}/branches`, {
    name: `審核分店 ${domainName}`,
    domainName,
    auditStatus: "UNAUDITED",
    admin,
  });
  expect(r.status).toBe(201);
  const { host } = ((await r.json()) as { data: { host: string } }).data;
  return { domainName, host, admin };
}

async function labelField(page: Page) {
  await page.goto(hostUrl(SHOP_B, "/admin/branch-setting/labels"));
  const field = page.getByTestId("label-zh-TW-branchNameLabel");
  await expect(field).toBeVisible();
  return field;
}

test("head store: invitation code, audit approval, and a renamed branch label in the branch menu", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const branch = await pendingBranch();
  await adminSignIn(page, EMAIL, { host: SHOP_B });

  // 1. An invitation code, created on the kit's edit page, listed with its state.
  const code = `E2E${rand().toUpperCase()}`;
  await page.goto(hostUrl(SHOP_B, "/admin/branch-invitationcode-list"));
  await page.getByTestId("add-invitation-code").first().click();
  await page.getByTestId("invitation-code-input").fill(code);
  await page.getByTestId("invitation-name-input").fill("E2E 邀請碼");
  await page.getByTestId("invitation-save").click();
  await saved(page);
  await expect(page).toHaveURL(/branch-invitationcode-list/);
  await expect(page.getByTestId(`code-row-${code}`)).toContainText("可使用");

  // 2. The pending branch is approved from the audit list and moves to the approved tab.
  await page.goto(hostUrl(SHOP_B, "/admin/branch-audit-list/pending"));
  // The list is a table on desktop and cards at 375 px: click the one on screen.
  await page.locator(`[data-testid="audit-approve-${branch.domainName}"]:visible`).click();
  await page.getByTestId("audit-confirm-confirm").click();
  await saved(page);
  await expect(page.getByTestId(`audit-row-${branch.domainName}`)).toHaveCount(0);
  await page.goto(hostUrl(SHOP_B, "/admin/branch-audit-list/approved"));
  await expect(page.getByTestId(`audit-row-${branch.domainName}`)).toHaveCount(1);

  // 3. The branch label, renamed by the head store, names the branch's own menu section.
  const label = `夥伴${rand().slice(0, 3)}`;
  const field = await labelField(page);
  await field.fill(label);
  await page.getByTestId("branch-labels-save").click();
  await saved(page);
  await expect(page.getByTestId("tab-branches")).toHaveText(label);

  const branchPage = await browser.newPage();
  try {
    await adminSignIn(branchPage, branch.admin.email, { host: branch.host });
    await expect(branchPage.getByTestId("tab-branches")).toHaveText(label);
    // The approval reached the branch: its remind bar says so.
    await expect(branchPage.getByTestId("branch-remind-bar")).toBeVisible();
  } finally {
    await branchPage.close();
    // Other specs read the demo store's menu: the default name comes back.
    await (await labelField(page)).fill("");
    await page.getByTestId("branch-labels-save").click();
    await saved(page);
  }
});
