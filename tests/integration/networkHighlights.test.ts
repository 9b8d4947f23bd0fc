import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { bulletinNetwork } from "./bulletins/fixtures";

// A head store's shown bulletin and open promotion tell each of its branches (BULLETIN_NEW,
// PROMOTION_NEW: a notification and the Notifications badge), in the write's own batch; a hidden
// one tells nobody, and nothing reaches the head store itself or another network (issue 28 §2,
// docs/decisions/highlights.md).

type H = { type: string; amount: number };
const badge = async (host: string, token: string, type = "BULLETIN_NEW") =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).find((h) => h.type === type)
    ?.amount ?? 0;
const notices = (storeId: number, type = "BULLETIN_NEW") =>
  sql<{ message: string }>(
    "SELECT message FROM store_notifications WHERE store_id = ? AND type = ? ORDER BY id",
    storeId,
    type,
  );

describe("a head store's bulletin reaches its branches", () => {
  it("counts BULLETIN_NEW for each branch of the network, only for shown bulletins", async () => {
    const n = await bulletinNetwork("nh-head.localhost");
    const other = await bulletinNetwork("nh-other.localhost");
    expect((await n.post("/api/admin/bulletins", { title: "Winter menu" })).body.code).toBe(0);
    expect((await n.post("/api/admin/bulletins", { title: "Draft", isDisplay: false })).body.code).toBe(0);
    expect((await n.post("/api/admin/bulletins", { title: "Closed on the 25th" })).body.code).toBe(0);

    expect(await notices(n.branch.id)).toEqual([{ message: "Winter menu" }, { message: "Closed on the 25th" }]);
    expect(await badge(n.branch.hostname, n.branchToken)).toBe(2);
    expect(await notices(n.headId)).toEqual([]);
    expect(await notices(other.branch.id)).toEqual([]);
    expect(await badge(other.branch.hostname, other.branchToken)).toBe(0);

    const list = await api(n.branch.hostname, "GET", "/api/admin/notifications", { token: n.branchToken });
    expect(list.body.code).toBe(0);
    expect(JSON.stringify(list.body.data)).toContain("Closed on the 25th");
  });

  it("counts PROMOTION_NEW for each branch: open promotions only, not coupons, closed ones or registration gifts", async () => {
    const n = await bulletinNetwork("nh-promo.localhost");
    const base = {
      conditionType: "FULL_AMOUNT",
      actionType: "AMOUNT_OFF",
      conditions: [{ condition: 100000, value: 10000 }],
    };
    const mk = async (body: Record<string, unknown>) =>
      expect((await n.post("/api/admin/promotions", { ...base, ...body })).body.code).toBe(0);
    await mk({ name: "Spend 1000 save 100", isOpen: true });
    await mk({ name: "Closed one", isOpen: false });
    await mk({ name: "Coupon", isOpen: true, scope: "COUPON", code: "SAVE100" });
    await mk({ name: "Joining gift", isOpen: true, storeScope: "CREATING_STORE" });
    expect(await notices(n.branch.id, "PROMOTION_NEW")).toEqual([{ message: "Spend 1000 save 100" }]);
    expect(await badge(n.branch.hostname, n.branchToken, "PROMOTION_NEW")).toBe(1);
    expect(await notices(n.headId, "PROMOTION_NEW")).toEqual([]);
  });
});
