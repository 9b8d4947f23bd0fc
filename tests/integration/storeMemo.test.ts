import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { bumpCacheMap } from "../../functions/platform/tenancy/cacheMap";
import { storeEntryOf } from "../../functions/platform/tenancy/context";
import { memoGet, STORE_MEMO_TTL_MS, type StoreMemoEntry } from "../../functions/platform/tenancy/storeMemo";
import { createStore, operator, sql } from "../helpers";

// The store memo (issue 14 §2): a store's entry is trusted for STORE_MEMO_TTL_MS, then kept after
// one check of its cache maps (KV), or read again when another isolate bumped them. "Another isolate"
// is a write straight to D1 or KV here: nothing in this isolate hears of it.

const db = () => getDb(env.DB);
/** As if the entry had been checked longer ago than the memo trusts it. */
const age = (e: StoreMemoEntry) => {
  if (e.storeId !== null) e.checkedAt = Date.now() - STORE_MEMO_TTL_MS - 1;
};

describe("store memo", () => {
  it("keeps a store's entry after its check finds the same versions", async () => {
    const host = "memo-same.localhost";
    await createStore(host);
    const first = await storeEntryOf(env, db(), host);
    expect(first.storeId).not.toBeNull();
    expect(await storeEntryOf(env, db(), host)).toBe(first);
    age(first);
    const checked = await storeEntryOf(env, db(), host);
    expect(checked).toBe(first);
    expect((checked as { checkedAt: number }).checkedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it("reads the store again once its check finds a cache map bumped elsewhere; checks KV alone", async () => {
    const host = "memo-changed.localhost";
    const storeId = await createStore(host);
    const first = await storeEntryOf(env, db(), host);

    // A row change nothing announced: the check (KV only) keeps the entry; it shows when the entry
    // is read again (STORE_MEMO_MAX_AGE_MS).
    await sql(
      "UPDATE stores SET name = 'Renamed elsewhere', updated_at = ? WHERE id = ?",
      new Date().toISOString(),
      storeId,
    );
    age(first);
    expect(await storeEntryOf(env, db(), host)).toBe(first);

    // Another isolate's write bumps the map: trusted until the check is due, then read again.
    const map = JSON.parse((await env.KV.get(`cachemap:${storeId}`)) ?? "{}");
    await env.KV.put(`cachemap:${storeId}`, JSON.stringify({ ...map, productCategory: Date.now() + 5 }));
    expect(await storeEntryOf(env, db(), host)).toBe(first);
    age(first);
    const bumped = await storeEntryOf(env, db(), host);
    expect(bumped).not.toBe(first);
    expect(bumped.storeId === null ? null : bumped.cacheMap.productCategory).toBeGreaterThan(Date.now() - 1000);
    expect(bumped.storeId === null ? null : bumped.store.name).toBe("Renamed elsewhere");
  });

  it("an operator's change of a store bumps its map, so other isolates' checks see it", async () => {
    const host = "memo-operator.localhost";
    const storeId = await createStore(host);
    const before = JSON.parse((await env.KV.get(`cachemap:${storeId}`)) ?? "{}");
    const r = await operator("PATCH", `/operator/stores/${storeId}`, { name: "New name" });
    expect(r.status).toBe(200);
    const after = JSON.parse((await env.KV.get(`cachemap:${storeId}`)) ?? "{}");
    expect(after.initial).toBeGreaterThan(before.initial ?? 0);
  });

  it("a write to one store's map drops that store's entries (and its branches'), not the others'", async () => {
    const a = "memo-bump-a.localhost";
    const b = "memo-bump-b.localhost";
    const storeA = await createStore(a);
    await createStore(b);
    await storeEntryOf(env, db(), a);
    const kept = await storeEntryOf(env, db(), b);
    await bumpCacheMap(env, storeA, ["productCategory"]);
    expect(memoGet(a)).toBeUndefined();
    expect(memoGet(b)).toBe(kept);
  });
});
