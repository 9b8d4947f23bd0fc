import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bumpCacheMap, getCacheMap } from "../../functions/platform/tenancy/cacheMap";
import { api, createStore, registerMember } from "../helpers";

// apiCacheMap: per store in KV, the spec's cache keys, bumped by one function.

const SPEC_KEYS = [
  "activity",
  "articleCategory",
  "banner",
  "highlight",
  "highlightProductCategory",
  "initial",
  "productCategory",
  "productTopic",
  "promotion",
  "promotionGroup",
  "promotionProductCategory",
  "storefleetHighlight",
  "settlement",
  "productTags",
];

const mapOn = async (host: string) =>
  (await api(host, "GET", "/api/initial")).body.apiCacheMap as Record<string, number>;

describe("apiCacheMap", () => {
  it("has every spec key, with a numeric time, in every answer of a store", async () => {
    await createStore("shop-a.localhost");
    const { accessToken } = await registerMember("shop-a.localhost", "mia@example.com");
    for (const [method, path, opts] of [
      ["GET", "/api/initial", {}],
      ["GET", "/api/user/profile", { token: accessToken }],
      ["GET", "/api/user/profile", {}],
      ["POST", "/api/auth/login", { raw: "{" }],
      ["GET", "/api/no-such-path", {}],
    ] as const) {
      const r = await api("shop-a.localhost", method, path, opts);
      const map = r.body.apiCacheMap as Record<string, number>;
      expect(Object.keys(map).sort()).toEqual([...SPEC_KEYS].sort());
      for (const k of SPEC_KEYS) expect(Number.isFinite(map[k])).toBe(true);
    }
  });

  it("is null for an unknown host, which has no store", async () => {
    const r = await api("nowhere.localhost", "GET", "/api/initial");
    expect(r.body).toHaveProperty("apiCacheMap", null);
  });

  it("bumps only the named keys of only that store, visible in the next answer", async () => {
    const a = await createStore("shop-a.localhost");
    await createStore("shop-b.localhost");
    const beforeA = await mapOn("shop-a.localhost");
    const beforeB = await mapOn("shop-b.localhost");

    const returned = await bumpCacheMap(env, a, ["banner", "initial"]);
    const afterA = await mapOn("shop-a.localhost");
    expect(afterA).toEqual(returned);
    expect(afterA.banner).toBeGreaterThan(beforeA.banner!);
    expect(afterA.initial).toBeGreaterThan(beforeA.initial!);
    for (const k of SPEC_KEYS.filter((k) => k !== "banner" && k !== "initial")) {
      expect({ k, v: afterA[k] }).toEqual({ k, v: beforeA[k] });
    }
    expect(await mapOn("shop-b.localhost")).toEqual(beforeB);
  });

  it("always moves a key forward, even for a bump within the same millisecond or a clock behind", async () => {
    const a = await createStore("shop-a.localhost");
    const first = await bumpCacheMap(env, a, ["promotion"], 5_000);
    const second = await bumpCacheMap(env, a, ["promotion"], 5_000);
    const third = await bumpCacheMap(env, a, ["promotion"], 1_000);
    expect(first.promotion).toBe(5_000);
    expect(second.promotion).toBe(5_001);
    expect(third.promotion).toBe(5_002);
    expect((await getCacheMap(env, a)).promotion).toBe(5_002);
    expect((await mapOn("shop-a.localhost")).promotion).toBe(5_002);
  });

  it("keeps earlier bumps of other keys", async () => {
    const a = await createStore("shop-a.localhost");
    await bumpCacheMap(env, a, ["productTags"], 10_000);
    await bumpCacheMap(env, a, ["storefleetHighlight"], 20_000);
    const map = await mapOn("shop-a.localhost");
    expect(map.productTags).toBe(10_000);
    expect(map.storefleetHighlight).toBe(20_000);
  });
});
