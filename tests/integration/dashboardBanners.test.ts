import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { closedLayerOf, importantNoticesOf } from "../../functions/shared/store/dashboardBanners";
import { loginToken, page, sql } from "../helpers";
import { addBranch, headStore } from "./branches/fixtures";
import { shop } from "./orderFixtures";

// Spec back-office §2.4, the dashboard's banners, each driven by the store's real state and checked
// in the server-rendered admin shell: the important-notice banner, the CLOSE_STORE_* overlays
// (content hidden), the test-mode bar.

const adminPage = (host: string, token: string, path = "/admin/achievements") =>
  page(host, path, { cookie: `sf_session=${token}` });

describe("dashboard rules", () => {
  it("closed states: which overlay, and when the admin content is hidden", () => {
    expect(closedLayerOf("NORMAL")).toEqual({ overlay: null, hideContent: false });
    expect(closedLayerOf("CLOSE_STORE_BY_USER")).toEqual({ overlay: null, hideContent: false });
    expect(closedLayerOf("CLOSE_STORE_BY_SYSTEM")).toEqual({ overlay: "bySystem", hideContent: true });
    expect(closedLayerOf("CLOSE_STORE_RENEWED_FAIL")).toEqual({ overlay: "renewFail", hideContent: true });
    expect(closedLayerOf("CLOSE_STORE_UNPAID")).toEqual({ overlay: null, hideContent: true });
    expect(closedLayerOf("CLOSE_STORE_CONFIRM_PAID")).toEqual({ overlay: null, hideContent: true });
  });

  it("important notices: only the listed types with a count, their own text or none (the default)", () => {
    const h = (type: string, amount: number, message = "") => ({ type, amount, content: { message } });
    expect(importantNoticesOf([h("ORDER_UNPROCESSED", 3), h("BRANCH_SELECTIONS_CHANGE", 0)])).toEqual([]);
    expect(importantNoticesOf([h("BRANCH_SELECTIONS_CHANGE", 2, "方案 A → B")])).toEqual([
      { type: "BRANCH_SELECTIONS_CHANGE", path: "/admin/notifications-all", amount: 2, message: "方案 A → B" },
    ]);
  });
});

describe("dashboard banners in the admin shell", () => {
  it("CLOSE_STORE_BY_SYSTEM covers the back office and renders none of its content", async () => {
    const s = await shop("banner-closed.localhost");
    const open = await adminPage(s.host, s.admin);
    expect(open.status).toBe(200);
    expect(open.html).toContain('data-testid="achievement-orders"');
    expect(open.html).not.toContain('data-testid="admin-closed-overlay"');

    await sql("UPDATE stores SET status = 'CLOSE_STORE_BY_SYSTEM' WHERE id = ?", s.storeId);
    memoClear();
    const closed = await adminPage(s.host, s.admin);
    expect(closed.status).toBe(200);
    expect(closed.html).toContain('data-testid="admin-closed-overlay"');
    expect(closed.html).not.toContain('data-testid="achievement-orders"');
    expect(closed.html).not.toContain('data-testid="admin-renew-failed-overlay"');

    // Closed by the owner: the back office stays usable (that is where it reopens).
    await sql("UPDATE stores SET status = 'CLOSE_STORE_BY_USER' WHERE id = ?", s.storeId);
    memoClear();
    const byUser = await adminPage(s.host, s.admin);
    expect(byUser.html).toContain('data-testid="achievement-orders"');
    expect(byUser.html).not.toContain("admin-closed-overlay");
  });

  it("the important-notice banner shows a branch's BRANCH_SELECTIONS_CHANGE with the default text, or the notice's own", async () => {
    const headId = await headStore("banner-notice.localhost");
    const b = await addBranch(headId, "bamboo", headId, { baseDomain: "banner-notice.localhost" });
    const token = await loginToken(b.hostname, b.email, b.password);
    const cookie = `sf_lang=en; sf_session=${token}`;
    const before = await page(b.hostname, "/admin/branch-downlinelist", { cookie });
    expect(before.status).toBe(200);
    expect(before.html).not.toContain('data-testid="important-notice-bar"');

    await sql(
      "INSERT INTO store_highlights (store_id, type, amount, message) VALUES (?, 'BRANCH_SELECTIONS_CHANGE', 1, '')",
      b.id,
    );
    const shown = await page(b.hostname, "/admin/branch-downlinelist", { cookie });
    expect(shown.html).toContain('data-testid="important-notice-BRANCH_SELECTIONS_CHANGE"');
    expect(shown.html).toContain("The branch plan you selected was changed. Please check it soon.");
    expect(shown.html).toMatch(/href="\/admin\/notifications-all"[^>]*>See notifications/);

    await sql("UPDATE store_highlights SET message = '精選方案已改為 12 件' WHERE store_id = ?", b.id);
    const own = await page(b.hostname, "/admin/branch-downlinelist", { cookie });
    expect(own.html).toContain("精選方案已改為 12 件");

    await sql("UPDATE store_highlights SET amount = 0 WHERE store_id = ?", b.id);
    const read = await page(b.hostname, "/admin/branch-downlinelist", { cookie });
    expect(read.html).not.toContain('data-testid="important-notice-bar"');
  });

  it("the test-mode bar shows while test mode is on, and not after it ends", async () => {
    const s = await shop("banner-test-mode.localhost");
    const on = new Date(Date.now() + 3_600_000).toISOString();
    await sql("UPDATE stores SET test_mode_time = ? WHERE id = ?", on, s.storeId);
    memoClear();
    const shown = await adminPage(s.host, s.admin);
    expect(shown.html).toContain('data-testid="admin-test-mode-bar"');
    expect(shown.html).toContain('href="/admin/settingpage/setting-test-mode"');

    await sql(
      "UPDATE stores SET test_mode_time = ? WHERE id = ?",
      new Date(Date.now() - 1000).toISOString(),
      s.storeId,
    );
    memoClear();
    expect((await adminPage(s.host, s.admin)).html).not.toContain('data-testid="admin-test-mode-bar"');
  });
});
