import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";

// Promotion edits that touch several rows (moving between groups, leaving the groups as a coupon,
// the group sort page) are one D1 batch: a failure on the last statement leaves every row as it
// was. The failure is a real SQLite trigger on real D1 (no mocks).

const HOST = "promo-atomic.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { host: string; token: string };
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });

const amountOff = (over: Record<string, unknown>) => ({
  name: "Spend 1000 save 100",
  isOpen: true,
  conditionType: "FULL_AMOUNT",
  actionType: "AMOUNT_OFF",
  conditions: [{ condition: 100000, value: 10000, profitPercent: 0, extras: [] }],
  ...over,
});

type Row = { id: number; name: string; code: string | null; scope: string; group_number: number; sort: number };

/** Group 1: a, b, c (in that order); group 2: d. Every row is created with sort 0. */
async function setup() {
  await createStore(HOST, "NORMAL", ADMIN);
  const s = { host: HOST, token: await loginToken(HOST, ADMIN.email, ADMIN.password) };
  const mk = async (name: string, groupNumber: number) => {
    const r = await admin(s, "POST", "/api/admin/promotions", amountOff({ name, groupNumber }));
    expect(r.body.code).toBe(0);
    return r.body.data.id as number;
  };
  const ids = { a: await mk("a", 1), b: await mk("b", 1), c: await mk("c", 1), d: await mk("d", 2) };
  return { s, ids };
}

const rows = async () =>
  sql<Row>("SELECT id, name, code, scope, group_number, sort FROM promotions ORDER BY id").then((r) =>
    r.map(({ id, name, code, scope, group_number, sort }) => ({ id, name, code, scope, group: group_number, sort })),
  );

/** Every later update of promotion `id` aborts: the last statement of the batch fails. */
const failOn = (id: number) =>
  sql(
    `CREATE TRIGGER promo_fail BEFORE UPDATE ON promotions WHEN NEW.id = ${Number(id)} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
  );

const groupsOf = (data: { groupNumber: number; promotions: { id: number }[] }[]) =>
  data.map((g) => [g.groupNumber, g.promotions.map((p) => p.id)]);

describe("promotion edits across groups are atomic", () => {
  it("moving a promotion to another group closes the old group's gap and puts it last in the new one", async () => {
    const { s, ids } = await setup();
    const r = await admin(s, "PATCH", `/api/admin/promotions/${ids.a}`, { groupNumber: 2 });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ groupNumber: 2, sort: 1 });
    const byId = new Map((await rows()).map((x) => [x.id, x]));
    expect(byId.get(ids.b)).toMatchObject({ group: 1, sort: 0 });
    expect(byId.get(ids.c)).toMatchObject({ group: 1, sort: 1 });
    expect(byId.get(ids.d)).toMatchObject({ group: 2, sort: 0 });
    const g = await admin(s, "GET", "/api/admin/promotion/groups");
    expect(groupsOf(g.body.data)).toEqual([
      [1, [ids.b, ids.c]],
      [2, [ids.d, ids.a]],
    ]);
  });

  it("a failure on the last statement of a move leaves the promotion and its old group untouched", async () => {
    const { s, ids } = await setup();
    const before = await rows();
    await failOn(ids.c); // c's new sort (1) is the last statement after a's own update
    const r = await admin(s, "PATCH", `/api/admin/promotions/${ids.a}`, { groupNumber: 2, name: "moved" });
    expect(r.status).toBe(500);
    expect(await rows()).toEqual(before);
  });

  it("a coupon code plus leaving the groups is one batch: a failure writes neither the code nor the sorts", async () => {
    const { s, ids } = await setup();
    const before = await rows();
    await failOn(ids.c);
    const r = await admin(s, "PATCH", `/api/admin/promotions/${ids.a}`, { scope: "COUPON", code: "SAVE100" });
    expect(r.status).toBe(500);
    expect(await rows()).toEqual(before);
    await sql("DROP TRIGGER promo_fail");
    const ok = await admin(s, "PATCH", `/api/admin/promotions/${ids.a}`, { scope: "COUPON", code: "SAVE100" });
    expect(ok.body.code).toBe(0);
    const after = new Map((await rows()).map((x) => [x.id, x]));
    expect(after.get(ids.a)).toMatchObject({ scope: "COUPON", code: "SAVE100" });
    expect(after.get(ids.b)).toMatchObject({ sort: 0 });
    expect(after.get(ids.c)).toMatchObject({ sort: 1 });
  });

  it("the group sort page moves promotions and closes the groups they left, all or nothing", async () => {
    const { s, ids } = await setup();
    const before = await rows();
    await failOn(ids.c);
    const failed = await admin(s, "PATCH", "/api/admin/promotion/groups/2", { promotionIds: [ids.a] });
    expect(failed.status).toBe(500);
    expect(await rows()).toEqual(before);
    await sql("DROP TRIGGER promo_fail");
    const moved = await admin(s, "PATCH", "/api/admin/promotion/groups/2", { promotionIds: [ids.a] });
    expect(moved.body.code).toBe(0);
    expect(groupsOf(moved.body.data)).toEqual([
      [1, [ids.b, ids.c]],
      [2, [ids.a, ids.d]],
    ]);
    const after = new Map((await rows()).map((x) => [x.id, x]));
    expect([after.get(ids.b)?.sort, after.get(ids.c)?.sort]).toEqual([0, 1]);
  });
});
