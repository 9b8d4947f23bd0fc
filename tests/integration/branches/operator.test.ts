import { describe, expect, it } from "vitest";
import { api, createStore, operator, sql } from "../../helpers";
import { headStore } from "./fixtures";

// POST /operator/stores/:id/branches: an operator adds a branch to a head store's network.

const owner = (n: string) => ({ email: `${n}@example.com`, password: "branch1234", name: "Branch Owner" });

describe("operator branch create", () => {
  it("creates a branch on {domainName}.{head host} under the introducer, and the owner can sign in", async () => {
    const h = await headStore();
    const a = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "Alpha",
      domainName: "alpha",
      admin: owner("a"),
    });
    expect(a.status).toBe(201);
    expect(a.body.data.host).toBe("alpha.head.localhost");
    const b = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "Bravo",
      domainName: "bravo",
      introducerStoreId: a.body.data.storeId,
      admin: owner("b"),
    });
    expect(b.status).toBe(201);
    const rows = await sql<{ parent_store_id: number; introducer_store_id: number; type: string }>(
      "SELECT parent_store_id, introducer_store_id, type FROM stores WHERE id = ?",
      b.body.data.storeId,
    );
    expect(rows[0]).toEqual({
      parent_store_id: h,
      introducer_store_id: a.body.data.storeId,
      type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
    });
    const login = await api("bravo.head.localhost", "POST", "/api/auth/login", {
      body: { email: "b@example.com", password: "branch1234" },
    });
    expect(login.body.code).toBe(0);
    // The branch has the default shipping and payment methods a new store gets.
    expect(
      (await sql("SELECT id FROM shipping_methods WHERE store_id = ?", b.body.data.storeId)).length,
    ).toBeGreaterThan(0);
  });

  it("a branch's plan ends one term from now unless the operator names its end (or none)", async () => {
    const h = await headStore();
    const made = async (domainName: string, extra: Record<string, unknown> = {}) => {
      const r = await operator("POST", `/operator/stores/${h}/branches`, {
        name: domainName,
        domainName,
        admin: owner(domainName),
        ...extra,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return (
        await sql<{ e: string | null }>("SELECT plan_ends_at AS e FROM stores WHERE id = ?", r.body.data.storeId)
      )[0]!.e;
    };
    // The head store's default term: 12 months.
    const months = (Date.parse((await made("termed")) ?? "") - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.8);
    expect(months).toBeLessThan(12.2);
    expect(await made("dated", { planEndsAt: "2027-03-31T16:00:00+08:00" })).toBe("2027-03-31T08:00:00.000Z");
    expect(await made("forever", { planEndsAt: null })).toBeNull();
    const bad = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "Bad",
      domainName: "bad",
      admin: owner("bad"),
      planEndsAt: "next year",
    });
    expect(bad.status).toBe(422);
  });

  it("refuses a taken name, a non-head store and an introducer from another network", async () => {
    const h = await headStore();
    const other = await headStore("other.localhost");
    const normal = await createStore("plain.localhost");
    const first = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "A",
      domainName: "alpha",
      admin: owner("a"),
    });
    expect(first.status).toBe(201);
    const dup = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "A2",
      domainName: "alpha",
      admin: owner("a2"),
    });
    expect(dup.status).toBe(409);
    expect((dup.body.issues as { path: string }[])[0]?.path).toBe("domainName");
    const notHead = await operator("POST", `/operator/stores/${normal}/branches`, {
      name: "N",
      domainName: "nope",
      admin: owner("n"),
    });
    expect(notHead.status).toBe(422);
    const foreign = await operator("POST", `/operator/stores/${other}/branches`, {
      name: "X",
      domainName: "xray",
      introducerStoreId: first.body.data.storeId,
      admin: owner("x"),
    });
    expect(foreign.status).toBe(422);
    expect((foreign.body.issues as { path: string }[])[0]?.path).toBe("introducerStoreId");
    const bad = await operator("POST", `/operator/stores/${h}/branches`, {
      name: "B",
      domainName: "Bad-Name",
      admin: owner("b"),
    });
    expect(bad.status).toBe(422);
    expect((await sql("SELECT id FROM stores WHERE parent_store_id IN (?, ?)", h, other)).length).toBe(1);
  });
});
