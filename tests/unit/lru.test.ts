import { describe, expect, it } from "vitest";
import { Lru } from "../../functions/platform/lru";
import { hotPageOf, hotResponse, remainingMs } from "../../functions/platform/pageCache/hotPages";
import {
  memoClear,
  memoGet,
  memoSet,
  memoSize,
  STORE_MEMO_MAX_ENTRIES,
} from "../../functions/platform/tenancy/storeMemo";

describe("bounded isolate memo (Lru)", () => {
  it("drops the least recently used entry past its size, and a read counts as a use", () => {
    const lru = new Lru<string, number>(3);
    lru.set("a", 1, 10_000);
    lru.set("b", 2, 10_000);
    lru.set("c", 3, 10_000);
    expect(lru.get("a", 0)).toBe(1); // a is now the most recent: b is the oldest
    lru.set("d", 4, 10_000);
    expect(lru.size).toBe(3);
    expect(lru.get("b", 0)).toBeUndefined();
    expect([lru.get("a", 0), lru.get("c", 0), lru.get("d", 0)]).toEqual([1, 3, 4]);
  });

  it("forgets an entry at its own expiry, and setting a key again replaces it", () => {
    const lru = new Lru<string, number>(10);
    lru.set("a", 1, 1_000);
    expect(lru.get("a", 999)).toBe(1);
    expect(lru.get("a", 1_000)).toBeUndefined();
    expect(lru.size).toBe(0);
    lru.set("b", 1, 5_000);
    lru.set("b", 2, 5_000);
    expect(lru.size).toBe(1);
    expect(lru.get("b", 0)).toBe(2);
  });

  it("keeps the store memo at its bound however many hosts ask", () => {
    memoClear();
    for (let i = 0; i < STORE_MEMO_MAX_ENTRIES + 500; i++) memoSet(`h${i}.localhost`, { storeId: null });
    expect(memoSize()).toBe(STORE_MEMO_MAX_ENTRIES);
    // The newest hosts stay; the first ones went.
    expect(memoGet(`h${STORE_MEMO_MAX_ENTRIES + 499}.localhost`)).toEqual({ storeId: null });
    expect(memoGet("h0.localhost")).toBeUndefined();
    memoClear();
  });

  it("bounded by weight: the oldest go until the total fits, and one too heavy is not kept", () => {
    const lru = new Lru<string, string>(10, (v) => v.length);
    lru.set("a", "aaaa", 10_000);
    lru.set("b", "bbbb", 10_000);
    lru.set("c", "cccc", 10_000);
    expect(lru.weight).toBe(8);
    expect(lru.get("a", 0)).toBeUndefined();
    lru.set("huge", "x".repeat(11), 10_000);
    expect(lru.get("huge", 0)).toBeUndefined();
    expect(lru.weight).toBe(8);
  });
});

describe("hot pages", () => {
  it("keep a render without its nonce, with its scripts' hashes, and serve those bytes every time", async () => {
    const rendered = new Response(
      '<script nonce="OLD1">a</script><script>b</script><script type="application/ld+json" nonce="OLD1">{}</script><link nonce="OLD1"><p>中文</p>',
      { headers: { "content-type": "text/html", "x-sf-csp-nonce": "OLD1", "cache-control": "public, max-age=60" } },
    );
    const page = await hotPageOf(rendered);
    const body = '<script>a</script><script>b</script><script type="application/ld+json">{}</script><link><p>中文</p>';
    // sha256("a"): only the script that carried the nonce, not the data block nor the one without it.
    expect(page.scriptHashes).toEqual(["'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='"]);
    const served = hotResponse(page);
    expect(await served.text()).toBe(body);
    expect(served.headers.get("content-type")).toBe("text/html");
    expect(served.headers.get("x-sf-csp-hashes")).toBe(page.scriptHashes?.join(" "));
    expect(served.headers.has("x-sf-csp-nonce")).toBe(false);
    expect(served.headers.has("cache-control")).toBe(false);
    // Each serve is its own body, and a stored copy read back keeps the same hashes.
    const again = await hotPageOf(hotResponse(page));
    expect(again.scriptHashes).toEqual(page.scriptHashes);
    expect(await hotResponse(again).text()).toBe(body);
  });

  it("live no longer than the Cache API copy they came from", () => {
    const copy = new Response("x", { headers: { "cache-control": "public, max-age=60", age: "45" } });
    expect(remainingMs(copy, 60)).toBe(15_000);
    expect(remainingMs(new Response("x", { headers: { age: "70" } }), 60)).toBe(0);
  });
});
