import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, hostUrl, lookAt, PORT, SHOP_A } from "./support";

// Back-office members at both widths: a fresh member registers on the storefront; the admin finds
// them by search on /admin/user-list/all, opens the member page, blocks them after confirming, and
// sees the state on the page and in the list's "blocked" tab; the blocked member's sign-in is then
// refused with the spec-style code, and unblocking lets them back in.

// This spec's own client addresses (login limits count per address).
test.use({ extraHTTPHeaders: { "cf-connecting-ip": "198.51.105.1" } });

const letters = (n: number) =>
  String(n)
    .split("")
    .map((d) => "abcdefghij"[Number(d)])
    .join("");

// This spec's own admin of shop-a (store 1): login limits count per account, and the suite runs at
// two widths. Made through the operator API as global-setup makes the others (Node cannot resolve
// *.localhost, so it asks 127.0.0.1).
const ADMIN_EMAIL = "e2e-users@shop-a.test";

test.beforeAll(async ({ request }) => {
  const r = await request.post(`http://127.0.0.1:${PORT}/operator/stores/1/users`, {
    headers: { authorization: "Bearer dev-operator-token" },
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD, name: "測試管理員", isAdmin: true },
  });
  expect([201, 409]).toContain(r.status());
});

const signIn = (page: Page, to?: string) => adminSignIn(page, ADMIN_EMAIL, { to });

test("search a member, open, block, see the state; the member can no longer sign in", async ({ page }, info) => {
  const stamp = Date.now() + (info.project.name === "mobile" ? 7 : 3);
  const name = `Blocky ${letters(stamp).slice(-8)}`;
  const email = `blocky-${stamp}@example.com`;
  // Node cannot resolve *.localhost: the calls go from the page itself, without keeping cookies.
  await page.goto(hostUrl(SHOP_A, "/admin"));
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const r = await fetch(p as string, {
          method: "POST",
          credentials: "omit",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(b),
        });
        return ((await r.json()) as { code: number }).code;
      },
      [path, body] as const,
    );
  expect(await call("/api/auth/register", { name, email, password: "member1234" })).toBe(0);

  await signIn(page, "/admin/user-list/all");
  await expect(page.getByTestId("members-list")).toBeVisible();
  const search = page.getByRole("searchbox", { name: "搜尋姓名、電子郵件或手機" });
  await search.fill(email);
  await search.press("Enter");
  await expect(page).toHaveURL(/keyword=blocky-/);
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toHaveCount(1);
  await link.click();

  await expect(page.getByTestId("member-detail")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("member-order-count")).toHaveText("0");
  await page.getByTestId("member-block").click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "封鎖會員" }).click();
  await expect(page.getByTestId("member-access-state")).toContainText("封鎖");
  await expect(page.getByTestId("member-unblock")).toBeVisible();
  await lookAt(page, `test-results/admin-member-blocked-${info.project.name}.png`);

  expect(await call("/api/auth/login", { email, password: "member1234" })).toBe(400312);

  // The list's blocked tab shows them, with the state badge.
  await page.goto(hostUrl(SHOP_A, `/admin/user-list/blocked?keyword=${encodeURIComponent(email)}`));
  const row = page.getByRole("link", { name, exact: true });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("members-list").getByText("已封鎖").first()).toBeVisible();
  await lookAt(page, `test-results/admin-members-${info.project.name}.png`);

  // Unblock from the member page: sign-in works again.
  await row.click();
  await page.getByTestId("member-unblock").click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "解除封鎖" }).click();
  await expect(page.getByTestId("member-block")).toBeVisible();
  expect(await call("/api/auth/login", { email, password: "member1234" })).toBe(0);
});
