import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// The cross-store suite for the notifications (issue 28 §2, migration 0036): a store never reads,
// clears or changes another store's notifications, switches, settings, mail marks or highlights,
// by list, by id or by its own settings.

const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };

async function twoStores() {
  const a = await createStore("iso-nt-a.localhost", "NORMAL", ADMIN);
  const b = await createStore("iso-nt-b.localhost", "NORMAL", ADMIN);
  return {
    a: {
      id: a,
      host: "iso-nt-a.localhost",
      token: await loginToken("iso-nt-a.localhost", ADMIN.email, ADMIN.password),
    },
    b: {
      id: b,
      host: "iso-nt-b.localhost",
      token: await loginToken("iso-nt-b.localhost", ADMIN.email, ADMIN.password),
    },
  };
}

describe("notifications across stores", () => {
  it("lists, switches and settings are the store's own", async () => {
    const { a, b } = await twoStores();
    await sql(
      "INSERT INTO store_notifications (store_id, type, object_id, message) VALUES (?, 'ORDER_UNPROCESSED', 1, 'A order')",
      a.id,
    );
    await sql("INSERT INTO store_highlights (store_id, type, amount) VALUES (?, 'PRODUCT_UNDER_STOCK', 4)", a.id);
    const list = (s: typeof a) => api(s.host, "GET", "/api/admin/notifications", { token: s.token });
    expect((await list(a)).body.data.items.map((n: { message: string }) => n.message)).toEqual(["A order"]);
    expect((await list(b)).body.data).toEqual({ items: [], nextBeforeId: null });
    // beforeId above A's ids still reads only B's rows.
    expect(
      (await api(b.host, "GET", "/api/admin/notifications?beforeId=999999999", { token: b.token })).body.data.items,
    ).toEqual([]);
    expect((await api(b.host, "GET", "/api/admin/highlights", { token: b.token })).body.data).toEqual([]);

    const ts = (
      await api(a.host, "POST", "/api/admin/notification/typeSwitches", {
        token: a.token,
        body: { type: "ORDER_UNPROCESSED" },
      })
    ).body.data.id;
    const os = (
      await api(a.host, "POST", "/api/admin/notification/objectSwitches", {
        token: a.token,
        body: { type: "PRODUCT_UNDER_STOCK", objectId: 5 },
      })
    ).body.data.id;
    await api(a.host, "PATCH", "/api/admin/notification/notAllowTypes", {
      token: a.token,
      body: { notAllowTypes: ["ORDER_UNPROCESSED"], mailWindowMinutes: 45 },
    });
    for (const path of ["typeSwitches", "objectSwitches"]) {
      expect((await api(b.host, "GET", `/api/admin/notification/${path}`, { token: b.token })).body.data).toEqual([]);
    }
    expect((await api(b.host, "GET", "/api/admin/notification/notAllowTypes", { token: b.token })).body.data).toEqual({
      notAllowTypes: [],
      mailWindowMinutes: 10,
    });
    // B deleting A's switch ids: not found, and A's stay.
    expect(
      (await api(b.host, "DELETE", `/api/admin/notification/typeSwitches/${ts}`, { token: b.token })).body.code,
    ).toBe(400004);
    expect(
      (await api(b.host, "DELETE", `/api/admin/notification/objectSwitches/${os}`, { token: b.token })).body.code,
    ).toBe(400004);
    expect(await sql("SELECT store_id AS s FROM notification_type_switches")).toEqual([{ s: a.id }]);
    expect(await sql("SELECT store_id AS s FROM notification_object_switches")).toEqual([{ s: a.id }]);
    // B clearing the highlight A counts clears nothing of A's.
    expect((await api(b.host, "DELETE", "/api/admin/highlights/6", { token: b.token })).body.data).toEqual({
      cleared: 0,
    });
    expect(await sql("SELECT amount FROM store_highlights WHERE store_id = ?", a.id)).toEqual([{ amount: 4 }]);
    // B's visit of its stock page clears nothing of A's.
    await api(b.host, "GET", "/admin/store-stock/0/1", { token: b.token });
    expect(await sql("SELECT amount FROM store_highlights WHERE store_id = ?", a.id)).toEqual([{ amount: 4 }]);
    // B's own settings write B's row only.
    await api(b.host, "PATCH", "/api/admin/notification/notAllowTypes", {
      token: b.token,
      body: { mailWindowMinutes: 5 },
    });
    expect(
      await sql("SELECT store_id AS s, mail_window_minutes AS m FROM notification_settings ORDER BY store_id"),
    ).toEqual([
      { s: a.id, m: 45 },
      { s: b.id, m: 5 },
    ]);
  });

  it("a branch's feedback notifies its own head store only; another network's head store sees nothing", async () => {
    const h1 = await headStore("iso-nt-h1.localhost");
    const h2 = await headStore("iso-nt-h2.localhost");
    const b1 = await addBranch(h1, "isontb");
    await sql("UPDATE stores SET audit_status = 'UNAUDITED' WHERE id = ?", b1.id);
    const t1 = await loginToken("iso-nt-h1.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const t2 = await loginToken("iso-nt-h2.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    // The other network's head store cannot decide b1's audit (and writes no notice for it).
    const foreign = await api("iso-nt-h2.localhost", "PATCH", `/api/admin/branch/audits/${b1.id}`, {
      token: t2,
      body: { status: "NORMAL" },
    });
    expect(foreign.body.code).not.toBe(0);
    expect(await sql("SELECT count(*) AS n FROM store_notifications WHERE store_id = ?", b1.id)).toEqual([{ n: 0 }]);
    expect(await sql("SELECT count(*) AS n FROM store_highlights WHERE store_id = ?", b1.id)).toEqual([{ n: 0 }]);
    const own = await api("iso-nt-h1.localhost", "PATCH", `/api/admin/branch/audits/${b1.id}`, {
      token: t1,
      body: { status: "NORMAL" },
    });
    expect(own.body.code).toBe(0);
    expect(await sql("SELECT type FROM store_notifications WHERE store_id = ?", b1.id)).toEqual([
      { type: "BRANCH_USER_NORMAL" },
    ]);
    expect(
      (await api("iso-nt-h2.localhost", "GET", "/api/admin/notifications", { token: t2 })).body.data.items,
    ).toEqual([]);
    expect(h2).toBeGreaterThan(0);
  });
});
