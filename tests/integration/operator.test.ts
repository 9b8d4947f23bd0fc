import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, operator, sql } from "../helpers";

// The platform operator's API: /operator/*, Bearer OPERATOR_TOKEN.

const ADMIN = { email: "root@shop-a.example", password: "admin12345", name: "Root Admin" };

describe("operator auth", () => {
  it("refuses a request without a token with 401", async () => {
    const res = await SELF.fetch("http://platform.localhost/operator/stores");
    expect(res.status).toBe(401);
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).toBe(400029);
    expect(body.data).toBeNull();
  });

  it.each([
    ["a wrong token", "Bearer wrong-operator-token"],
    ["a token one character short", "Bearer test-operator-toke"],
    ["the token in another scheme", "Basic test-operator-token"],
    ["an empty bearer", "Bearer "],
  ])("refuses %s with 401 and does nothing", async (_label, authorization) => {
    const res = await SELF.fetch("http://platform.localhost/operator/stores", {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ name: "Sneaky", storeType: "NORMAL", host: "sneaky.localhost" }),
    });
    expect(res.status).toBe(401);
    expect(await sql("SELECT id FROM stores")).toEqual([]);
  });

  it("accepts the right token", async () => {
    const r = await operator("GET", "/operator/stores");
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
  });
});

describe("stores", () => {
  it("creates a store that answers on its host at once", async () => {
    const r = await operator("POST", "/operator/stores", {
      name: "Shop A",
      storeType: "HEAD_STORE_MULTILEVEL",
      storeTrialType: "PERMANENT_FREE",
      host: "Shop-A.Localhost",
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ code: 0, data: { storeId: expect.any(Number) } });
    const id = r.body.data.storeId as number;

    const initial = await api("shop-a.localhost", "GET", "/api/initial");
    expect(initial.body.code).toBe(0);
    expect(initial.body.data).toMatchObject({
      storeId: id,
      storeName: "Shop A",
      storeType: "HEAD_STORE_MULTILEVEL",
      storeTrialType: "PERMANENT_FREE",
      storeStatus: "NORMAL",
      defaultDomain: "shop-a.localhost",
    });
  });

  it("creates the root admin with the store", async () => {
    const id = await createStore("shop-a.localhost", "NORMAL", ADMIN);
    const rows = await sql<{ store_id: number; is_admin: number; is_root: number }>(
      "SELECT store_id, is_admin, is_root FROM users WHERE email = ?",
      ADMIN.email,
    );
    expect(rows).toEqual([{ store_id: id, is_admin: 1, is_root: 1 }]);
    const r = await api("shop-a.localhost", "POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(r.body.data.user).toMatchObject({ isAdmin: true, isRoot: true });
  });

  it("lists stores with their hosts and a total", async () => {
    const a = await createStore("shop-a.localhost");
    const b = await createStore("shop-b.localhost", "HEAD_STORE_MULTILEVEL");
    const r = await operator("GET", "/operator/stores");
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.data).toEqual([
      expect.objectContaining({ storeId: a, storeType: "NORMAL", hosts: ["shop-a.localhost"] }),
      expect.objectContaining({ storeId: b, storeType: "HEAD_STORE_MULTILEVEL", hosts: ["shop-b.localhost"] }),
    ]);

    const page = await operator("GET", "/operator/stores?limit=1&offset=1");
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((s: { storeId: number }) => s.storeId)).toEqual([b]);

    const found = await operator("GET", "/operator/stores?q=shop-b");
    expect(found.body.data.map((s: { storeId: number }) => s.storeId)).toEqual([b]);
  });

  it("reads one store", async () => {
    const id = await createStore("shop-a.localhost");
    const r = await operator("GET", `/operator/stores/${id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      storeId: id,
      name: "Store shop-a.localhost",
      status: "NORMAL",
      storeType: "NORMAL",
      storeTrialType: "NONE",
      isWholeSaler: false,
      defaultDomain: "shop-a.localhost",
      hosts: ["shop-a.localhost"],
    });
  });

  it("patches status, type, trial type and default domain", async () => {
    const id = await createStore("shop-a.localhost");
    await operator("POST", `/operator/stores/${id}/hosts`, { host: "www.shop-a.localhost" });
    const r = await operator("PATCH", `/operator/stores/${id}`, {
      status: "CLOSE_STORE_UNPAID",
      storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF",
      storeTrialType: "BY_VERIFYCODE",
      defaultDomain: "WWW.Shop-A.Localhost.",
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: "CLOSE_STORE_UNPAID",
      storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF",
      storeTrialType: "BY_VERIFYCODE",
      defaultDomain: "www.shop-a.localhost",
    });
    const read = await operator("GET", `/operator/stores/${id}`);
    expect(read.body.data).toMatchObject(r.body.data);
    const initial = await api("www.shop-a.localhost", "GET", "/api/initial");
    expect(initial.body.data).toMatchObject({
      storeStatus: "CLOSE_STORE_UNPAID",
      storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF",
      storeTrialType: "BY_VERIFYCODE",
      defaultDomain: "www.shop-a.localhost",
    });
  });

  it("clears the default domain with null and leaves other fields alone", async () => {
    const id = await createStore("shop-a.localhost", "HEAD_STORE_MULTILEVEL");
    const r = await operator("PATCH", `/operator/stores/${id}`, { defaultDomain: null });
    expect(r.body.data).toMatchObject({ defaultDomain: null, storeType: "HEAD_STORE_MULTILEVEL", status: "NORMAL" });
  });

  it.each([
    [{}, "_"],
    [{ status: "OPEN" }, "status"],
    [{ storeType: "SUPERMARKET" }, "storeType"],
    [{ storeTrialType: "FOREVER" }, "storeTrialType"],
    [{ isWholeSaler: "yes" }, "isWholeSaler"],
    [{ name: "" }, "name"],
    [{ nickname: "x" }, "_"],
  ])("refuses the patch %j with 422 naming %s", async (patch, field) => {
    const id = await createStore("shop-a.localhost");
    const r = await operator("PATCH", `/operator/stores/${id}`, patch);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect((await operator("GET", `/operator/stores/${id}`)).body.data.status).toBe("NORMAL");
  });

  it("refuses an invalid default domain with 422 naming defaultDomain", async () => {
    const id = await createStore("shop-a.localhost");
    const r = await operator("PATCH", `/operator/stores/${id}`, { defaultDomain: "not a host" });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: "defaultDomain" })]);
  });

  it.each([
    ["missing name", { storeType: "NORMAL", host: "x.localhost" }, "name"],
    ["unknown store type", { name: "X", storeType: "MALL", host: "x.localhost" }, "storeType"],
    ["missing host", { name: "X", storeType: "NORMAL" }, "host"],
    [
      "bad admin email",
      { name: "X", storeType: "NORMAL", host: "x.localhost", admin: { ...ADMIN, email: "no" } },
      "admin.email",
    ],
    [
      "short admin password",
      { name: "X", storeType: "NORMAL", host: "x.localhost", admin: { ...ADMIN, password: "123" } },
      "admin.password",
    ],
    ["unknown field", { name: "X", storeType: "NORMAL", host: "x.localhost", plan: "gold" }, "_"],
  ])("refuses a create with %s (422)", async (_label, body, field) => {
    const r = await operator("POST", "/operator/stores", body);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(await sql("SELECT id FROM stores")).toEqual([]);
  });

  it("refuses malformed JSON with 422", async () => {
    const res = await SELF.fetch("http://platform.localhost/operator/stores", {
      method: "POST",
      headers: { authorization: "Bearer test-operator-token", "content-type": "application/json" },
      body: '{"name": "X", ',
    });
    expect(res.status).toBe(422);
  });
});

describe("hosts", () => {
  it.each([
    "bad host.localhost",
    "-shop.localhost",
    "shop_a.localhost",
    "shop..localhost",
    "192.168.0.1",
    "shop.localhost/path",
    `${"a".repeat(64)}.localhost`,
  ])("refuses the invalid host %j with 422 naming host", async (host) => {
    const r = await operator("POST", "/operator/stores", { name: "X", storeType: "NORMAL", host });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: "host" })]);

    const id = await createStore("ok.localhost");
    const add = await operator("POST", `/operator/stores/${id}/hosts`, { host });
    expect(add.status).toBe(422);
    expect(add.body.issues).toEqual([expect.objectContaining({ path: "host" })]);
  });

  it("stores a host in normal form", async () => {
    const id = await createStore("shop-a.localhost");
    const r = await operator("POST", `/operator/stores/${id}/hosts`, { host: "BÜCHER.Example.:8080" });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({ host: "xn--bcher-kva.example" });
    expect((await operator("GET", `/operator/stores/${id}`)).body.data.hosts).toEqual([
      "shop-a.localhost",
      "xn--bcher-kva.example",
    ]);
  });

  it("refuses a host used by any store (409, 400303), in any spelling", async () => {
    const a = await createStore("shop-a.localhost");
    const b = await createStore("shop-b.localhost");
    for (const [path, body] of [
      ["/operator/stores", { name: "Copy", storeType: "NORMAL", host: "SHOP-A.localhost." }],
      [`/operator/stores/${b}/hosts`, { host: "shop-a.localhost:80" }],
      [`/operator/stores/${a}/hosts`, { host: "shop-a.localhost" }],
    ] as const) {
      const r = await operator("POST", path, body);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(400303);
    }
    expect(await sql("SELECT hostname, store_id FROM store_hosts ORDER BY hostname")).toEqual([
      { hostname: "shop-a.localhost", store_id: a },
      { hostname: "shop-b.localhost", store_id: b },
    ]);
  });

  it("removes a host only from the store that holds it", async () => {
    const a = await createStore("shop-a.localhost");
    const b = await createStore("shop-b.localhost");
    const wrong = await operator("DELETE", `/operator/stores/${b}/hosts/shop-a.localhost`);
    expect(wrong.body.code).toBe(400004);
    expect((await api("shop-a.localhost", "GET", "/api/initial")).body.data.storeId).toBe(a);

    const r = await operator("DELETE", `/operator/stores/${a}/hosts/SHOP-A.LOCALHOST`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { host: "shop-a.localhost" } });
    expect((await operator("GET", `/operator/stores/${a}`)).body.data.hosts).toEqual([]);
    // The host is free again for another store.
    expect((await operator("POST", `/operator/stores/${b}/hosts`, { host: "shop-a.localhost" })).status).toBe(201);
  });
});

describe("users", () => {
  it("adds an admin to a store and refuses a duplicate email there (409)", async () => {
    const id = await createStore("shop-a.localhost");
    const user = { email: "staff@example.com", password: "staff12345", name: "Staff Member" };
    const r = await operator("POST", `/operator/stores/${id}/users`, { ...user, isAdmin: true });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({ userId: expect.any(Number) });

    const dup = await operator("POST", `/operator/stores/${id}/users`, { ...user, email: "STAFF@example.com" });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(400022);
    expect(await sql("SELECT id FROM users WHERE store_id = ?", id)).toHaveLength(1);

    const token = await loginToken("shop-a.localhost", user.email, user.password);
    const profile = await api("shop-a.localhost", "GET", "/api/user/profile", { token });
    expect(profile.body.data).toMatchObject({ isAdmin: true, isRoot: false });
  });
});

describe("unknown store ids", () => {
  it.each([
    ["GET", "/operator/stores/9999", undefined],
    ["PATCH", "/operator/stores/9999", { status: "NORMAL" }],
    ["POST", "/operator/stores/9999/hosts", { host: "x.localhost" }],
    ["DELETE", "/operator/stores/9999/hosts/x.localhost", undefined],
    ["POST", "/operator/stores/9999/users", { email: "a@b.com", password: "abcdefgh", name: "Abc" }],
    ["GET", "/operator/stores/9999/outbox", undefined],
  ])("%s %s answers code 400004", async (method, path, body) => {
    await createStore("shop-a.localhost");
    const r = await operator(method, path, body);
    expect(r.body.code).toBe(400004);
    expect(r.body.data).toBeNull();
    expect(await sql("SELECT hostname FROM store_hosts")).toEqual([{ hostname: "shop-a.localhost" }]);
  });

  it("refuses a store id that is not a positive integer with 422", async () => {
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const r = await operator("GET", `/operator/stores/${id}`);
      expect(r.status).toBe(422);
    }
  });

  it("answers an unknown operator path with 404", async () => {
    const r = await operator("GET", "/operator/nothing-here");
    expect(r.status).toBe(404);
  });
});
