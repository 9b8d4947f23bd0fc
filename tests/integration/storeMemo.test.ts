import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { storeEntryOf } from "../../functions/platform/context";
import { STORE_MEMO_TTL_MS, type StoreMemoEntry } from "../../functions/platform/storeMemo";
import { createStore, sql } from "../helpers";

// The store memo (issue 14 §2): a store's entry is trusted for STORE_MEMO_TTL_MS, then kept after
// one check of its versions, or read again when another isolate changed them. "Another isolate"
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

  it("reads the store again once its check finds the row or a cache map changed elsewhere", async () => {
    const host = "memo-changed.localhost";
    const storeId = await createStore(host);
    const first = await storeEntryOf(env, db(), host);

    await sql(
      "UPDATE stores SET name = 'Renamed elsewhere', updated_at = ? WHERE id = ?",
      new Date().toISOString(),
      storeId,
    );
    // Trusted until the check is due: the change waits at most STORE_MEMO_TTL_MS.
    expect(await storeEntryOf(env, db(), host)).toBe(first);
    age(first);
    const renamed = await storeEntryOf(env, db(), host);
    expect(renamed).not.toBe(first);
    expect(renamed.storeId === null ? null : renamed.store.name).toBe("Renamed elsewhere");

    const map = JSON.parse((await env.KV.get(`cachemap:${storeId}`)) ?? "{}");
    await env.KV.put(`cachemap:${storeId}`, JSON.stringify({ ...map, productCategory: Date.now() + 5 }));
    age(renamed);
    const bumped = await storeEntryOf(env, db(), host);
    expect(bumped).not.toBe(renamed);
    expect(bumped.storeId === null ? null : bumped.cacheMap.productCategory).toBeGreaterThan(Date.now() - 1000);
  });
});
