import { describe, expect, it } from "vitest";
import { memoClear, memoGet, memoSet, STORE_MEMO_TTL_MS } from "../../functions/platform/tenancy/storeMemo";

describe("isolate store memo", () => {
  it("answers within its TTL and forgets after it", () => {
    memoSet("shop-a.localhost", { storeId: null }, 1_000);
    expect(memoGet("shop-a.localhost", 1_000 + STORE_MEMO_TTL_MS - 1)).toEqual({ storeId: null });
    expect(memoGet("shop-a.localhost", 1_000 + STORE_MEMO_TTL_MS)).toBeUndefined();
  });

  it("is emptied by memoClear (called by every host, store and cache-map write)", () => {
    memoSet("shop-b.localhost", { storeId: null });
    memoClear();
    expect(memoGet("shop-b.localhost")).toBeUndefined();
  });
});
