import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { normaliseHostname } from "../../functions/platform/tenancy/hostname";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { HOST_TTL_S, NEGATIVE_HOST_TTL_S } from "../../functions/platform/tenancy/tenancy";
import { api, createStore, operator, sql } from "../helpers";

// Host → store resolution: KV `host:<hostname>` in front of D1 `store_hosts`.

const hostEntry = (host: string) => env.KV.get<{ storeId: number | null }>(`host:${host}`, "json");

async function expirationOf(host: string): Promise<number | undefined> {
  const { keys } = await env.KV.list({ prefix: `host:${host}` });
  return keys.find((k) => k.name === `host:${host}`)?.expiration;
}

const storeIdOn = async (host: string) => {
  const r = await api(host, "GET", "/api/initial");
  expect(r.status).toBe(200);
  return r.body.code === 0 ? (r.body.data.storeId as number) : (r.body.code as number);
};

describe("host lookup through KV", () => {
  it("misses KV on the first request and caches host → store with the positive TTL", async () => {
    const id = await createStore("shop-a.localhost");
    expect(await hostEntry("shop-a.localhost")).toBeNull();

    expect(await storeIdOn("shop-a.localhost")).toBe(id);

    expect(await hostEntry("shop-a.localhost")).toEqual({ storeId: id });
    const exp = await expirationOf("shop-a.localhost");
    const now = Date.now() / 1000;
    expect(exp).toBeGreaterThan(now + HOST_TTL_S - 30);
    expect(exp).toBeLessThanOrEqual(now + HOST_TTL_S + 1);
  });

  it("answers a second request from KV: a D1 change alone is not seen", async () => {
    const a = await createStore("shop-a.localhost");
    await createStore("shop-b.localhost");
    expect(await storeIdOn("shop-a.localhost")).toBe(a);

    // The host row disappears from D1 behind the platform's back: the cached answer holds.
    await sql("DELETE FROM store_hosts WHERE hostname = ?", "shop-a.localhost");
    expect(await storeIdOn("shop-a.localhost")).toBe(a);
  });

  it("reads the store id from the KV entry itself", async () => {
    await createStore("shop-a.localhost");
    const b = await createStore("shop-b.localhost");
    await storeIdOn("shop-a.localhost");
    await env.KV.put("host:shop-a.localhost", JSON.stringify({ storeId: b }));
    memoClear(); // the isolate memo sits in front of KV; drop it to reach the KV entry
    expect(await storeIdOn("shop-a.localhost")).toBe(b);
  });

  it("keeps a stale mapping until a store patch invalidates that store's hosts", async () => {
    const a = await createStore("shop-a.localhost");
    const b = await createStore("shop-b.localhost");
    expect(await storeIdOn("shop-a.localhost")).toBe(a);

    await sql("UPDATE store_hosts SET store_id = ? WHERE hostname = ?", b, "shop-a.localhost");
    expect(await storeIdOn("shop-a.localhost")).toBe(a); // still cached

    const p = await operator("PATCH", `/operator/stores/${b}`, { status: "NORMAL" });
    expect(p.status).toBe(200);
    expect(await hostEntry("shop-a.localhost")).toBeNull();
    expect(await storeIdOn("shop-a.localhost")).toBe(b);
  });

  it("shows a store patch (status, type) at once", async () => {
    const id = await createStore("shop-a.localhost");
    await api("shop-a.localhost", "GET", "/api/initial");
    await operator("PATCH", `/operator/stores/${id}`, {
      status: "CLOSE_STORE_BY_USER",
      storeType: "HEAD_STORE_MULTILEVEL",
    });
    const r = await api("shop-a.localhost", "GET", "/api/initial");
    expect(r.body.data.storeStatus).toBe("CLOSE_STORE_BY_USER");
    expect(r.body.data.storeType).toBe("HEAD_STORE_MULTILEVEL");
  });
});

describe("unknown hosts", () => {
  it("answers 400003 and writes a short negative entry", async () => {
    await createStore("shop-a.localhost");
    const r = await api("nowhere.localhost", "GET", "/api/initial");
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(400003);

    expect(await hostEntry("nowhere.localhost")).toEqual({ storeId: null });
    const exp = await expirationOf("nowhere.localhost");
    const now = Date.now() / 1000;
    expect(NEGATIVE_HOST_TTL_S).toBeLessThan(HOST_TTL_S);
    expect(exp).toBeGreaterThan(now);
    expect(exp).toBeLessThanOrEqual(now + NEGATIVE_HOST_TTL_S + 1);
  });

  it("serves the negative entry from KV while it lives", async () => {
    const a = await createStore("shop-a.localhost");
    expect(await storeIdOn("late.localhost")).toBe(400003);
    await sql("INSERT INTO store_hosts (hostname, store_id) VALUES (?, ?)", "late.localhost", a);
    expect(await storeIdOn("late.localhost")).toBe(400003);
  });

  it("a store created on a host with a negative entry answers at once", async () => {
    expect(await storeIdOn("new-shop.localhost")).toBe(400003);
    expect(await hostEntry("new-shop.localhost")).toEqual({ storeId: null });

    const id = await createStore("new-shop.localhost");
    expect(await storeIdOn("new-shop.localhost")).toBe(id);
  });
});

describe("operator host changes invalidate the cache", () => {
  it("an added host answers at once, even after a negative entry", async () => {
    const id = await createStore("shop-a.localhost");
    expect(await storeIdOn("www.shop-a.localhost")).toBe(400003);

    const r = await operator("POST", `/operator/stores/${id}/hosts`, { host: "www.shop-a.localhost" });
    expect(r.status).toBe(201);
    expect(await storeIdOn("www.shop-a.localhost")).toBe(id);
  });

  it("a removed host stops answering at once, though it was cached", async () => {
    const id = await createStore("shop-a.localhost");
    await operator("POST", `/operator/stores/${id}/hosts`, { host: "old.shop-a.localhost" });
    expect(await storeIdOn("old.shop-a.localhost")).toBe(id);
    expect(await hostEntry("old.shop-a.localhost")).toEqual({ storeId: id });

    const r = await operator("DELETE", `/operator/stores/${id}/hosts/old.shop-a.localhost`);
    expect(r.status).toBe(200);
    expect(await storeIdOn("old.shop-a.localhost")).toBe(400003);
    expect(await storeIdOn("shop-a.localhost")).toBe(id);
  });
});

describe("request host normalisation", () => {
  it("ignores case, port and a trailing dot of the Host header", async () => {
    const id = await createStore("shop-a.localhost");
    for (const host of ["SHOP-A.LOCALHOST", "shop-a.localhost:8787", "shop-a.localhost.", "Shop-A.Localhost.:443"]) {
      const res = await SELF.fetch("http://ignored.localhost/api/initial", { headers: { host } });
      const body = (await res.json()) as { code: number; data: { storeId: number } };
      expect({ host, code: body.code, storeId: body.data.storeId }).toEqual({ host, code: 0, storeId: id });
    }
    // All spellings share one cache entry.
    const { keys } = await env.KV.list({ prefix: "host:" });
    expect(keys.map((k) => k.name)).toEqual(["host:shop-a.localhost"]);
  });

  it("maps an IDN host to its punycode store host", async () => {
    const id = await createStore("bücher.example");
    expect((await operator("GET", `/operator/stores/${id}`)).body.data.hosts).toEqual(["xn--bcher-kva.example"]);
    expect(await storeIdOn("bücher.example")).toBe(id);
    expect(await storeIdOn("xn--bcher-kva.example")).toBe(id);
    const res = await SELF.fetch("http://ignored.localhost/api/initial", {
      headers: { host: "XN--BCHER-KVA.EXAMPLE" },
    });
    expect(((await res.json()) as { data: { storeId: number } }).data.storeId).toBe(id);
  });

  it("answers 400003 for a Host header that is not a valid hostname", async () => {
    await createStore("shop-a.localhost");
    for (const host of ["bad_host.localhost", "-shop.localhost", "127.0.0.1"]) {
      const res = await SELF.fetch("http://shop-a.localhost/api/initial", { headers: { host } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(400003);
    }
  });
});

describe("normaliseHostname (RFC 1123)", () => {
  it.each([
    ["Shop.Example.COM", "shop.example.com"],
    ["shop.example.com:8443", "shop.example.com"],
    ["shop.example.com.", "shop.example.com"],
    ["https://shop.example.com", "shop.example.com"],
    ["  shop.example.com  ", "shop.example.com"],
    ["bücher.example", "xn--bcher-kva.example"],
    ["BÜCHER.Example.:8080", "xn--bcher-kva.example"],
    ["a-1.b-2.localhost", "a-1.b-2.localhost"],
    [`${"a".repeat(63)}.example`, `${"a".repeat(63)}.example`],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseHostname(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "-shop.example",
    "shop-.example",
    "sh_op.example",
    "shop..example",
    "shop example.com",
    "shop.example/path",
    "user@shop.example",
    "shop.example?x=1",
    "10.0.0.1",
    `${"a".repeat(64)}.example`,
    `${Array.from({ length: 60 }, () => "abcd").join(".")}.com`,
  ])("rejects %j", (input) => {
    expect(normaliseHostname(input)).toBeNull();
  });
});
