import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../helpers";

// The store's default domain (GET/PATCH /api/admin/store/defaultDomain, POST
// /api/admin/store/ifDefaultDomainExists), end to end: the host map moves in one batch, the new
// host answers at once (even after a negative KV entry), the old one is the invalid-domain screen
// (400003 from the API) and its cached pages are never served again.

const ADMIN = { email: "owner@domain.test", password: "owner1234", name: "Domain Owner" };

async function page(host: string, path = "/") {
  const res = await SELF.fetch(`http://${host}${path}`);
  return { status: res.status, cache: res.headers.get("x-sf-page-cache"), html: await res.text() };
}

async function untilHit(host: string, path = "/") {
  for (let i = 0; i < 20; i++) {
    const r = await page(host, path);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host}${path} never came from the cache`);
}

async function shop(host: string) {
  const storeId = await createStore(host, "NORMAL", ADMIN);
  const token = await loginToken(host, ADMIN.email, ADMIN.password);
  const call = (method: string, path: string, body?: unknown, on = host) => api(on, method, path, { token, body });
  return { storeId, token, call };
}

describe("default domain", { timeout: 180_000 }, () => {
  it("reads the default host as name + platform domain", async () => {
    const s = await shop("dom-read.localhost");
    const r = await s.call("GET", "/api/admin/store/defaultDomain");
    expect(r.body.data).toEqual({
      defaultDomain: "dom-read.localhost",
      baseDomain: "localhost",
      domainName: "dom-read",
    });
  });

  it("says whether a name is free, taken or reserved, and refuses a malformed one with 422", async () => {
    const s = await shop("domcheck.localhost");
    await createStore("takenname.localhost");
    const ask = (domainName: unknown) => s.call("POST", "/api/admin/store/ifDefaultDomainExists", { domainName });
    expect((await ask("freename")).body.data).toMatchObject({ exists: false, reserved: false, isOwn: false });
    expect((await ask("takenname")).body.data).toMatchObject({ exists: true, reserved: false });
    expect((await ask("www")).body.data).toMatchObject({ exists: true, reserved: true });
    expect((await ask("domcheck")).body.data).toMatchObject({ exists: false, isOwn: true });
    for (const bad of ["Shop", "my-shop", "my_shop", "ab", "a".repeat(31), "店", 12]) {
      const r = await ask(bad);
      expect(r.status, String(bad)).toBe(422);
      expect(r.body.issues[0].path).toBe("domainName");
    }
  });

  it("refuses a reserved or taken name with its business code and changes nothing", async () => {
    const s = await shop("domkeep.localhost");
    await createStore("othershop.localhost");
    const reserved = await s.call("PATCH", "/api/admin/store/defaultDomain", { domainName: "admin" });
    expect(reserved.body.code).toBe(400310);
    const taken = await s.call("PATCH", "/api/admin/store/defaultDomain", { domainName: "othershop" });
    expect(taken.body.code).toBe(400303);
    expect(taken.body.issues).toEqual([{ path: "domainName", message: "validation.domainNameTaken" }]);
    const bad = await s.call("PATCH", "/api/admin/store/defaultDomain", { domainName: "Dom Keep" });
    expect(bad.status).toBe(422);
    expect(await sql("SELECT hostname FROM store_hosts WHERE store_id = ?", s.storeId)).toEqual([
      { hostname: "domkeep.localhost" },
    ]);
    expect(await sql("SELECT * FROM audit_logs WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect((await page("othershop.localhost")).status).toBe(200);
  });

  it("moves the store: new host live at once, old host dead (400003, invalid-domain page), no stale cached page", async () => {
    const OLD = "domold.localhost";
    const NEW = "domnew.localhost";
    const s = await shop(OLD);
    // The old host's home page sits in the page cache; the new host is cached as unknown in KV.
    const before = await untilHit(OLD);
    expect(before.html).toContain(`Store ${OLD}`);
    expect((await page(NEW)).status).toBe(404);
    expect(await env.KV.get(`host:${NEW}`, "json")).toEqual({ storeId: null });

    const r = await s.call("PATCH", "/api/admin/store/defaultDomain", { domainName: "domnew" });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toEqual({ defaultDomain: NEW, baseDomain: "localhost", domainName: "domnew" });

    // One host row for the store, the new one; the store row names it.
    expect(await sql("SELECT hostname FROM store_hosts WHERE store_id = ?", s.storeId)).toEqual([{ hostname: NEW }]);
    expect(await sql("SELECT default_domain FROM stores WHERE id = ?", s.storeId)).toEqual([{ default_domain: NEW }]);

    // New host: serves the store now.
    const fresh = await page(NEW);
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain(`Store ${OLD}`);
    expect((await api(NEW, "GET", "/api/initial")).body.code).toBe(0);
    expect(await loginToken(NEW, ADMIN.email, ADMIN.password)).toBeTruthy();

    // Old host: the invalid-domain screen (which every unknown host shares, so it may come from
    // the cache), never the store's cached copy; the API answers 400003.
    for (let i = 0; i < 3; i++) {
      const old = await page(OLD);
      expect(old.status).toBe(404);
      expect(old.html).toContain("此網站不存在");
      expect(old.html).not.toContain(`Store ${OLD}`);
    }
    expect((await api(OLD, "GET", "/api/initial")).body.code).toBe(400003);
    expect((await api(OLD, "GET", "/api/admin/store", { token: s.token })).body.code).toBe(400003);

    // Audited once; a second change moves it again and frees the name it left.
    const logs = await sql<{ system: string }>("SELECT system FROM audit_logs WHERE store_id = ?", s.storeId);
    expect(logs).toEqual([{ system: "StoreDomain" }]);
    const back = await api(NEW, "PATCH", "/api/admin/store/defaultDomain", {
      token: s.token,
      body: { domainName: "domold" },
    });
    expect(back.body.data.defaultDomain).toBe(OLD);
    expect((await page(OLD)).status).toBe(200);
    expect((await page(NEW)).status).toBe(404);
  });

  it("keeps the store's other hosts when the default one moves", async () => {
    const s = await shop("domextra.localhost");
    const { status } = await SELF.fetch(`http://platform.localhost/operator/stores/${s.storeId}/hosts`, {
      method: "POST",
      headers: { authorization: "Bearer test-operator-token", "content-type": "application/json" },
      body: JSON.stringify({ host: "www.custom-shop.test" }),
    });
    expect(status).toBe(201);
    const r = await s.call("PATCH", "/api/admin/store/defaultDomain", { domainName: "domextra2" });
    expect(r.body.code).toBe(0);
    const hosts = await sql<{ hostname: string }>(
      "SELECT hostname FROM store_hosts WHERE store_id = ? ORDER BY hostname",
      s.storeId,
    );
    expect(hosts.map((h) => h.hostname)).toEqual(["domextra2.localhost", "www.custom-shop.test"]);
    expect((await page("www.custom-shop.test")).status).toBe(200);
  });
});
