import { describe, expect, it } from "vitest";
import { loginToken, page } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./fixtures";

// The network pages (issue 13 §4) render in the admin shell for who may see them — never the
// "coming" notice — and the head-store-only ones send a branch admin away (spec §6).

const PAGES = [
  "/admin/branch-downlinelist",
  "/admin/branch-organization",
  "/admin/delete-branches",
  "/admin/deleted-branches-list",
];

describe("branch network pages", () => {
  it("render for the head store; a branch keeps only its downline list", async () => {
    const h = await headStore();
    const a = await addBranch(h, "alpha");
    const head = `sf_session=${await loginToken("head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password)}`;
    for (const path of [...PAGES, `/admin/proxy-down-line-list/${a.id}`]) {
      const r = await page("head.localhost", path, { cookie: head });
      expect(r.status, path).toBe(200);
      expect(r.html, path).toContain('data-testid="admin-topbar"');
      expect(r.html, path).not.toMatch(/開發中|後續版本/);
    }
    const branch = `sf_session=${await loginToken(a.hostname, a.email, a.password)}`;
    const own = await page(a.hostname, "/admin/branch-downlinelist", { cookie: branch });
    expect(own.status).toBe(200);
    for (const path of ["/admin/branch-organization", "/admin/delete-branches", "/admin/deleted-branches-list"]) {
      const r = await page(a.hostname, path, { cookie: branch });
      expect(r.status, path).toBe(302);
      // The route guard (shared/access/routeGuard.ts) sends a branch to its own first page.
      expect(["/notadmin", "/admin/branch-downlinelist"], path).toContain(r.location);
    }
  }, 240_000);
});
