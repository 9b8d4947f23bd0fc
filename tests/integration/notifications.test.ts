import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// GET /api/admin/notifications (beforeId paging) and the notification switches (spec back-office §7).

const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };
type N = { id: number; type: string; objectId: number | null; message: string; path: string };

async function notify(storeId: number, rows: [type: string, objectId: number | null, message: string][]) {
  for (const [type, objectId, message] of rows) {
    await sql(
      "INSERT INTO store_notifications (store_id, type, object_id, message) VALUES (?, ?, ?, ?)",
      storeId,
      type,
      objectId,
      message,
    );
  }
}

describe("GET /api/admin/notifications", () => {
  it("pages newest first by beforeId until nothing older is left", async () => {
    const s = await createStore("nt-page.localhost", "NORMAL", ADMIN);
    const token = await loginToken("nt-page.localhost", ADMIN.email, ADMIN.password);
    await notify(
      s,
      Array.from(
        { length: 5 },
        (_, i) => ["ORDER_UNPROCESSED", 100 + i, `26120300000${i}`] as [string, number, string],
      ),
    );
    const first = await api("nt-page.localhost", "GET", "/api/admin/notifications?limit=2", { token });
    expect(first.body.code).toBe(0);
    const p1 = first.body.data as { items: N[]; nextBeforeId: number };
    expect(p1.items.map((n) => n.message)).toEqual(["261203000004", "261203000003"]);
    expect(p1.items[0]).toMatchObject({ type: "ORDER_UNPROCESSED", objectId: 104, path: "/admin/order/104" });
    expect(p1.nextBeforeId).toBe(p1.items[1]!.id);
    const p2 = (
      await api("nt-page.localhost", "GET", `/api/admin/notifications?limit=2&beforeId=${p1.nextBeforeId}`, { token })
    ).body.data;
    expect(p2.items.map((n: N) => n.message)).toEqual(["261203000002", "261203000001"]);
    const p3 = (
      await api("nt-page.localhost", "GET", `/api/admin/notifications?limit=2&beforeId=${p2.nextBeforeId}`, { token })
    ).body.data;
    expect(p3).toMatchObject({ items: [{ message: "261203000000" }], nextBeforeId: null });

    const bad = await api("nt-page.localhost", "GET", "/api/admin/notifications?limit=0&beforeId=x", { token });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["beforeId", "limit"]);
  });

  it("leaves out the notAllowTypes and what the store's type never shows", async () => {
    const s = await createStore("nt-filter.localhost", "NORMAL", ADMIN);
    const token = await loginToken("nt-filter.localhost", ADMIN.email, ADMIN.password);
    await notify(s, [
      ["ORDER_UNPROCESSED", 1, "a"],
      ["PRODUCT_UNDER_STOCK", 2, "b"],
      ["PROMOTION_NEW", null, "hidden for a normal store"],
    ]);
    const types = async () =>
      ((await api("nt-filter.localhost", "GET", "/api/admin/notifications", { token })).body.data.items as N[]).map(
        (n) => n.type,
      );
    expect(await types()).toEqual(["PRODUCT_UNDER_STOCK", "ORDER_UNPROCESSED"]);
    const saved = await api("nt-filter.localhost", "PATCH", "/api/admin/notification/notAllowTypes", {
      token,
      body: { notAllowTypes: ["PRODUCT_UNDER_STOCK"] },
    });
    expect(saved.body).toMatchObject({
      code: 0,
      data: { notAllowTypes: ["PRODUCT_UNDER_STOCK"], mailWindowMinutes: 10 },
    });
    expect(await types()).toEqual(["ORDER_UNPROCESSED"]);
    expect(
      (await api("nt-filter.localhost", "GET", "/api/admin/notification/notAllowTypes", { token })).body.data,
    ).toEqual({
      notAllowTypes: ["PRODUCT_UNDER_STOCK"],
      mailWindowMinutes: 10,
    });
    const bad = await api("nt-filter.localhost", "PATCH", "/api/admin/notification/notAllowTypes", {
      token,
      body: { notAllowTypes: ["NOPE"], mailWindowMinutes: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "mailWindowMinutes",
      "notAllowTypes.0",
    ]);
  });

  it("a branch lists only its own notices of the branch list", async () => {
    const head = await headStore("nt-head.localhost");
    const b = await addBranch(head, "ntb");
    await notify(b.id, [
      ["BRANCH_USER_NORMAL", b.id, "ok"],
      ["ORDER_UNPROCESSED", 1, "not a branch's"],
    ]);
    await notify(head, [["BRANCH_FEEDBACK_NEW", 1, "head's"]]);
    const bt = await loginToken(b.hostname, b.email, b.password);
    const items = (await api(b.hostname, "GET", "/api/admin/notifications", { token: bt })).body.data.items as N[];
    expect(items.map((n) => [n.type, n.path])).toEqual([
      ["BRANCH_USER_NORMAL", "/admin/settingpage/setting-audit-profile"],
    ]);
    const ht = await loginToken("nt-head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const headItems = (await api("nt-head.localhost", "GET", "/api/admin/notifications", { token: ht })).body.data
      .items as N[];
    expect(headItems.map((n) => n.message)).toEqual(["head's"]);
  });
});

describe("notification switches", () => {
  it("typeSwitches and objectSwitches: add, list, delete, audited, 422 on bad input", async () => {
    const s = await createStore("nt-sw.localhost", "NORMAL", ADMIN);
    const token = await loginToken("nt-sw.localhost", ADMIN.email, ADMIN.password);
    const H = "nt-sw.localhost";
    const on = await api(H, "POST", "/api/admin/notification/typeSwitches", {
      token,
      body: { type: "ORDER_UNPROCESSED" },
    });
    expect(on.body).toMatchObject({ code: 0, data: { type: "ORDER_UNPROCESSED" } });
    // The same type twice is one switch.
    const again = await api(H, "POST", "/api/admin/notification/typeSwitches", {
      token,
      body: { type: "ORDER_UNPROCESSED" },
    });
    expect(again.body.data.id).toBe(on.body.data.id);
    expect((await api(H, "GET", "/api/admin/notification/typeSwitches", { token })).body.data).toMatchObject([
      { id: on.body.data.id, type: "ORDER_UNPROCESSED" },
    ]);
    const off = await api(H, "DELETE", `/api/admin/notification/typeSwitches/${on.body.data.id}`, { token });
    expect(off.body).toMatchObject({ code: 0, data: { id: on.body.data.id } });
    expect((await api(H, "GET", "/api/admin/notification/typeSwitches", { token })).body.data).toEqual([]);
    expect(
      (await api(H, "DELETE", `/api/admin/notification/typeSwitches/${on.body.data.id}`, { token })).body.code,
    ).toBe(400004);

    const mute = await api(H, "POST", "/api/admin/notification/objectSwitches", {
      token,
      body: { type: "PRODUCT_UNDER_STOCK", objectId: 42 },
    });
    expect(mute.body).toMatchObject({ code: 0, data: { type: "PRODUCT_UNDER_STOCK", objectId: 42 } });
    expect((await api(H, "GET", "/api/admin/notification/objectSwitches", { token })).body.data).toHaveLength(1);
    expect(
      (await api(H, "DELETE", `/api/admin/notification/objectSwitches/${mute.body.data.id}`, { token })).body.code,
    ).toBe(0);

    const bad = await api(H, "POST", "/api/admin/notification/objectSwitches", {
      token,
      body: { type: "X", objectId: -1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["objectId", "type"]);
    expect((await api(H, "POST", "/api/admin/notification/typeSwitches", { token, body: {} })).status).toBe(422);

    const audited = await sql<{ n: number }>(
      "SELECT count(*) AS n FROM audit_logs WHERE store_id = ? AND path LIKE '/api/admin/notification/%'",
      s,
    );
    // On, off, mute, unmute: the second "on" changed nothing and left no row.
    expect(audited[0]!.n).toBe(4);
  });
});
