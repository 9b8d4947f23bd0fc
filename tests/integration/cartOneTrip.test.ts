import { describe, expect, it } from "vitest";
import { api, createStore, loginToken } from "../helpers";

// Issue 14 §3: reading the cart, adding, changing and removing lines each take one D1 round trip;
// a refused change is taken back (docs/decisions/cart-one-trip.md). The counts come from the
// worker's own D1 counter (x-sf-count-d1), on a guest's cart (a member adds the session's read).

const HOST = "cart-trip.localhost";
const ADMIN = { email: "owner@trip.test", password: "owner1234", name: "Trip Owner" };
const GUEST = "Tripguestaaaaaaaaaaaaaaaaaaaaaaa";
const OTHER = "Otherguestbbbbbbbbbbbbbbbbbbbbbb";

type Line = { id: number; stockId: number; quantity: number };

async function call(method: string, body?: unknown, guest = GUEST) {
  // A call just before keeps the store memo fresh, so the count is the cart's own.
  await api(HOST, "GET", "/api/initial");
  const r = await api(HOST, method, "/api/cart/items", { body, headers: { guestId: guest, "x-sf-count-d1": "1" } });
  const trips = Number(/round-trips=(\d+)/.exec(r.headers.get("x-sf-d1") ?? "")?.[1] ?? Number.NaN);
  return { code: r.body.code as number, data: r.body.data, trips };
}

describe("cart changes in one D1 round trip", () => {
  it("adds, changes, removes and reads in one trip each; a refused add or change leaves the cart as it was", async () => {
    await createStore(HOST, "NORMAL", ADMIN);
    const token = await loginToken(HOST, ADMIN.email, ADMIN.password);
    const made = await api(HOST, "POST", "/api/admin/products", {
      token,
      body: { name: "Three left", price: 10000, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock: 3 }] },
    });
    const stockId = made.body.data.stocks[0].id as number;
    const other = await api(HOST, "POST", "/api/admin/products", {
      token,
      body: { name: "Plenty", price: 5000, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock: 50 }] },
    });
    const otherStockId = other.body.data.stocks[0].id as number;

    const added = await call("POST", { stockId, quantity: 2, paymentPlan: "NORMAL" });
    expect(added.code).toBe(0);
    expect(added.trips).toBe(1);
    expect((added.data as Line[]).map((l) => [l.stockId, l.quantity])).toEqual([[stockId, 2]]);

    // 2 + 2 > 3: refused as before (the units still free for this line), and taken back.
    const over = await call("POST", { stockId, quantity: 2, paymentPlan: "NORMAL" });
    expect(over.code).toBe(400034);
    expect(over.data).toEqual({ availableStock: 1 });
    const kept = await call("GET");
    expect(kept.trips).toBe(1);
    expect((kept.data as Line[]).map((l) => l.quantity)).toEqual([2]);

    // A refused new line is taken back too (a stock line of no product here: nothing written).
    expect((await call("POST", { stockId: 999_999, quantity: 1, paymentPlan: "NORMAL" })).code).toBe(400004);
    const second = await call("POST", { stockId: otherStockId, quantity: 1, paymentPlan: "NORMAL" });
    expect(second.trips).toBe(1);
    const [plenty, three] = second.data as Line[];
    expect([plenty?.stockId, three?.stockId]).toEqual([otherStockId, stockId]);

    const changed = await call("PATCH", { items: [{ id: plenty!.id, quantity: 4 }] });
    expect(changed.code).toBe(0);
    expect(changed.trips).toBe(1);
    // One change over the stock refuses the whole PATCH: both lines stay as they were.
    const refused = await call("PATCH", {
      items: [
        { id: plenty!.id, quantity: 7 },
        { id: three!.id, quantity: 3 + 1 },
      ],
    });
    expect(refused.code).toBe(400034);
    // Another guest's line id does not exist for this guest, and changes nothing of its own.
    const theirs = await call("POST", { stockId: otherStockId, quantity: 1, paymentPlan: "NORMAL" }, OTHER);
    const theirLine = (theirs.data as Line[])[0]!;
    const foreign = await call("PATCH", {
      items: [
        { id: plenty!.id, quantity: 9 },
        { id: theirLine.id, quantity: 5 },
      ],
    });
    expect(foreign.code).toBe(400004);
    expect(((await call("GET")).data as Line[]).map((l) => l.quantity)).toEqual([4, 2]);
    expect(((await call("GET", undefined, OTHER)).data as Line[]).map((l) => l.quantity)).toEqual([1]);

    const removed = await call("DELETE", { ids: [plenty!.id] });
    expect(removed.trips).toBe(1);
    expect((removed.data as Line[]).map((l) => l.stockId)).toEqual([stockId]);
  });
});
