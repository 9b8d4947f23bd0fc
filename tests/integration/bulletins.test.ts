import { describe, expect, it } from "vitest";
import { api, createStore, operator, sql } from "../helpers";
import { HEAD_ADMIN } from "./branches/fixtures";
import { bulletinNetwork, importSheet } from "./bulletins/fixtures";

// Bulletins, head store → branches (issue 28 §3, spec back-office §2.2 Bulletins, §2.3, §7): the head
// store writes them, its branches read the shown ones; the sheet import is all or nothing; the
// operator's system notices (GET /api/storefleet/bulletins) reach every store. Real workerd D1.

const count = async (storeId: number) =>
  (await sql<{ n: number }>("SELECT count(*) n FROM bulletins WHERE store_id = ?", storeId))[0]!.n;

describe("bulletins: the head store writes, its branch reads", () => {
  it("creates, edits, hides and deletes a bulletin; its branch sees only the shown ones, read-only", async () => {
    const n = await bulletinNetwork();
    const cat = await n.post("/api/admin/bulletin/categories", { name: "Stock" });
    expect(cat.body.code).toBe(0);
    const shown = await n.post("/api/admin/bulletins", {
      title: "New tea arrives Friday",
      content: "<p>Order early</p><script>x()</script>",
      categoryId: cat.body.data.id,
      isTop: true,
    });
    expect(shown.body.code).toBe(0);
    expect(shown.body.data.content).toBe("<p>Order early</p>"); // sanitised
    const hidden = await n.post("/api/admin/bulletins", { title: "Draft", isDisplay: false });
    const patched = await api(n.head, "PATCH", `/api/admin/bulletins/${shown.body.data.id}`, {
      token: n.headToken,
      body: { title: "New tea arrives Saturday" },
    });
    expect(patched.body.data.title).toBe("New tea arrives Saturday");

    const headList = await api(n.head, "GET", "/api/admin/bulletins", { token: n.headToken });
    expect(headList.body.data.map((b: { title: string }) => b.title)).toEqual(["New tea arrives Saturday", "Draft"]);

    const branchList = await api(n.branch.hostname, "GET", "/api/admin/bulletins", { token: n.branchToken });
    expect(branchList.body.code).toBe(0);
    expect(branchList.body.data.map((b: { title: string }) => b.title)).toEqual(["New tea arrives Saturday"]);
    const cats = await api(n.branch.hostname, "GET", "/api/admin/bulletin/categories", { token: n.branchToken });
    expect(cats.body.data.map((c: { name: string }) => c.name)).toEqual(["Stock"]);
    const one = await api(n.branch.hostname, "GET", `/api/admin/bulletins/${shown.body.data.id}`, {
      token: n.branchToken,
    });
    expect(one.body.data.title).toBe("New tea arrives Saturday");
    const draft = await api(n.branch.hostname, "GET", `/api/admin/bulletins/${hidden.body.data.id}`, {
      token: n.branchToken,
    });
    expect(draft.body.code).toBe(400004);

    // The branch cannot write: not its section (spec §2.3 hides Bulletin for branches).
    for (const [method, path] of [
      ["POST", "/api/admin/bulletins"],
      ["PATCH", `/api/admin/bulletins/${shown.body.data.id}`],
      ["DELETE", `/api/admin/bulletins/${shown.body.data.id}`],
      ["POST", "/api/admin/bulletin/categories"],
    ] as const) {
      const r = await api(n.branch.hostname, method, path, { token: n.branchToken, body: { title: "x", name: "x" } });
      expect(r.body.code, `${method} ${path}`).toBe(400027);
    }

    // A hidden category hides its bulletins from the branch.
    await api(n.head, "PATCH", `/api/admin/bulletin/categories/${cat.body.data.id}`, {
      token: n.headToken,
      body: { isDisplay: false },
    });
    const after = await api(n.branch.hostname, "GET", "/api/admin/bulletins", { token: n.branchToken });
    expect(after.body.data).toEqual([]);

    expect(
      (await api(n.head, "DELETE", `/api/admin/bulletins/${hidden.body.data.id}`, { token: n.headToken })).body.code,
    ).toBe(0);
    expect(await count(n.headId)).toBe(1);
  });

  it("refuses a bad bulletin with 422 naming the field, and a category of no one with 400004", async () => {
    const n = await bulletinNetwork();
    for (const [body, field] of [
      [{ title: "" }, "title"],
      [{ title: "x".repeat(101) }, "title"],
      [{ title: "ok", sort: 1.5 }, "sort"],
      [{ title: "ok", isTop: "yes" }, "isTop"],
      [{ title: "ok", extra: 1 }, ""],
    ] as const) {
      const r = await n.post("/api/admin/bulletins", body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      if (field) expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const missing = await n.post("/api/admin/bulletins", { title: "ok", categoryId: 999999 });
    expect(missing.body.code).toBe(400004);
    expect(missing.body.issues).toEqual([{ path: "categoryId", message: "validation.notFound" }]);
    expect(await count(n.headId)).toBe(0);
  });
});

describe("bulletins: the sheet import", () => {
  it("writes nothing when one row is bad and names that row and column; a clean sheet writes every row", async () => {
    const n = await bulletinNetwork();
    await n.post("/api/admin/bulletin/categories", { name: "活動" });
    const bad = await importSheet(n.head, n.headToken, [
      ["標題", "內容", "分類", "置頂", "顯示", "排序"],
      ["Summer sale", "Line one\nLine two", "活動", "是", "", "3"],
      ["", "no title", "", "", "", ""],
      ["Opening hours", "", "No such category", "maybe", "", "x"],
    ]);
    expect(bad.status).toBe(422);
    const issues = bad.body.issues.map((i: { row: number; field: string; message: string }) => [
      i.row,
      i.field,
      i.message,
    ]);
    expect(issues).toEqual([
      [3, "title", "validation.required"],
      [4, "category", "validation.notFound"],
      [4, "isTop", "validation.yesNo"],
      [4, "sort", "validation.integer"],
    ]);
    expect(await count(n.headId)).toBe(0);

    const good = await importSheet(n.head, n.headToken, [
      ["Title", "Content", "Category", "Pinned", "Shown", "Sort"],
      ["Summer sale", "Line one\nLine two <b>", "活動", "yes", "", "3"],
      ["Opening hours", "", "", "", "no", ""],
    ]);
    expect(good.body).toMatchObject({ code: 0, data: { created: 2 } });
    const rows = await sql<{
      title: string;
      content: string;
      is_top: number;
      is_display: number;
      sort: number;
      category_id: number | null;
    }>(
      "SELECT title, content, is_top, is_display, sort, category_id FROM bulletins WHERE store_id = ? ORDER BY id",
      n.headId,
    );
    expect(rows.map((r) => [r.title, r.content, r.is_top, r.is_display, r.sort, r.category_id !== null])).toEqual([
      ["Summer sale", "<p>Line one</p><p>Line two &lt;b&gt;</p>", 1, 1, 3, true],
      ["Opening hours", "", 0, 0, 0, false],
    ]);
    const audit = await sql<{ n: number }>(
      "SELECT count(*) n FROM audit_logs WHERE store_id = ? AND path = '/api/admin/bulletin/excel/import'",
      n.headId,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it("refuses a sheet without the title column, and a branch's import", async () => {
    const n = await bulletinNetwork();
    const r = await importSheet(n.head, n.headToken, [["內容"], ["text"]]);
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { field: string }) => i.field)).toContain("title");
    const branch = await importSheet(n.branch.hostname, n.branchToken, [["標題"], ["x"]]);
    expect(branch.body.code).toBe(400027);
    expect(await count(n.branch.id)).toBe(0);
  });
});

describe("system notices: GET /api/storefleet/bulletins", () => {
  it("the operator's shown notices reach every store's admins, pinned first; shoppers and hidden ones never", async () => {
    const n = await bulletinNetwork();
    const normal = "bulletin-normal.localhost";
    await createStore(normal, "NORMAL", HEAD_ADMIN);
    const first = await operator("POST", "/operator/bulletins", {
      title: "Maintenance Sunday 02:00",
      content: "<p>ok</p>",
    });
    expect(first.status).toBe(201);
    await operator("POST", "/operator/bulletins", { title: "Pinned notice", isTop: true });
    const hidden = await operator("POST", "/operator/bulletins", { title: "Hidden", isDisplay: false });
    expect((await operator("POST", "/operator/bulletins", { title: "" })).status).toBe(422);

    for (const [host, token] of [
      [n.head, n.headToken],
      [n.branch.hostname, n.branchToken],
    ] as const) {
      const r = await api(host, "GET", "/api/storefleet/bulletins", { token });
      expect(r.body.code, host).toBe(0);
      const titles = r.body.data.map((b: { title: string }) => b.title);
      expect(titles.slice(0, 2), host).toEqual(["Pinned notice", "Maintenance Sunday 02:00"]);
      expect(titles).not.toContain("Hidden");
    }
    const one = await api(n.head, "GET", `/api/storefleet/bulletins/${first.body.data.id}`, { token: n.headToken });
    expect(one.body.data.content).toBe("<p>ok</p>");
    expect(
      (await api(n.head, "GET", `/api/storefleet/bulletins/${hidden.body.data.id}`, { token: n.headToken })).body.code,
    ).toBe(400004);
    // Not a shopper's call.
    expect((await api(n.head, "GET", "/api/storefleet/bulletins")).body.code).not.toBe(0);
  });
});

describe("branch promotions: GET /api/admin/promotions from a branch", () => {
  it("lists the head store's open promotions running or coming, not its closed ones, coupons or registration gifts", async () => {
    const n = await bulletinNetwork();
    const base = {
      conditionType: "FULL_AMOUNT",
      actionType: "AMOUNT_OFF",
      conditions: [{ condition: 100000, value: 10000 }],
    };
    const mk = (body: Record<string, unknown>) => n.post("/api/admin/promotions", { ...base, ...body });
    const open = await mk({ name: "Spend 1000 save 100", isOpen: true });
    expect(open.body.code, JSON.stringify(open.body)).toBe(0);
    await mk({ name: "Closed one", isOpen: false });
    await mk({ name: "Coupon", isOpen: true, scope: "COUPON", code: "SAVE100" });
    // A registration gift is for people opening a branch, not for the branch's sales.
    const gift = await mk({ name: "Joining gift", isOpen: true, storeScope: "CREATING_STORE" });
    expect(gift.body.code, JSON.stringify(gift.body)).toBe(0);
    const r = await api(n.branch.hostname, "GET", "/api/admin/promotions", { token: n.branchToken });
    expect(r.body.code).toBe(0);
    expect(r.body.data.items.map((p: { name: string }) => p.name)).toEqual(["Spend 1000 save 100"]);
    // Still the head store's own list on the head store.
    const head = await api(n.head, "GET", "/api/admin/promotions", { token: n.headToken });
    expect(head.body.data.items.length).toBe(4);
  });
});
