import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { storesWithDueStarts } from "../../db/announcements";
import { getDb } from "../../db/client";
import type { Env } from "../../functions/platform/env";
import worker from "../../functions/worker";
import { api, sql } from "../helpers";
import { bulletinNetwork, importSheet } from "./bulletins/fixtures";
import { csv, uploadSheet } from "./sheetUploads";

// A head store's bulletin, promotion or activity tells its branches once, when it becomes visible
// to them — shown later, opened later, started later, by a schedule, or as rows of a sheet import —
// and never again (docs/decisions/highlights.md "Told when visible", migration 0039 announced_at).

type H = { type: string; amount: number; content: { message: string } };
const e = env as unknown as Env;
const fire = (at: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "* * * * *" }), e);

const told = async (storeId: number, type: string) =>
  (
    await sql<{ message: string }>(
      "SELECT message FROM store_notifications WHERE store_id = ? AND type = ? ORDER BY id",
      storeId,
      type,
    )
  ).map((r) => r.message);
const badge = async (host: string, token: string, type: string) =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).find((h) => h.type === type);

const promo = (over: Record<string, unknown>) => ({
  conditionType: "FULL_AMOUNT",
  actionType: "AMOUNT_OFF",
  conditions: [{ condition: 100000, value: 10000, profitPercent: 0, extras: [] }],
  ...over,
});

describe("told when visible", () => {
  it("a hidden bulletin shown later tells each branch then, once however often it is hidden and shown", async () => {
    const n = await bulletinNetwork("al-bul.localhost");
    const draft = await n.post("/api/admin/bulletins", { title: "Spring menu", isDisplay: false });
    expect(await told(n.branch.id, "BULLETIN_NEW")).toEqual([]);
    const patch = (isDisplay: boolean) =>
      api(n.head, "PATCH", `/api/admin/bulletins/${draft.body.data.id}`, { token: n.headToken, body: { isDisplay } });
    expect((await patch(true)).body.code).toBe(0);
    expect(await told(n.branch.id, "BULLETIN_NEW")).toEqual(["Spring menu"]);
    await patch(false);
    await patch(true);
    expect(await told(n.branch.id, "BULLETIN_NEW")).toEqual(["Spring menu"]);
    expect(await badge(n.branch.hostname, n.branchToken, "BULLETIN_NEW")).toMatchObject({ amount: 1 });
  });

  it("a promotion opened later, or one whose start is still to come, tells the branches when it opens or starts", async () => {
    const n = await bulletinNetwork("al-promo.localhost");
    const other = await bulletinNetwork("al-promo-other.localhost");
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const closed = await n.post("/api/admin/promotions", promo({ name: "Opened later", isOpen: false }));
    expect(closed.body.code, JSON.stringify(closed.body)).toBe(0);
    const future = await n.post(
      "/api/admin/promotions",
      promo({ name: "Starts later", isOpen: true, startAt: later, endAt: end }),
    );
    expect(future.body.code, JSON.stringify(future.body)).toBe(0);
    await other.post(
      "/api/admin/promotions",
      promo({ name: "Other network", isOpen: true, startAt: later, endAt: end }),
    );
    await other.post(
      "/api/admin/activities",
      promo({ name: "Other activity", code: "OTH", isOpen: true, startAt: later, endAt: end }),
    );
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual([]);

    const open = await api(n.head, "PATCH", `/api/admin/promotions/${closed.body.data.id}`, {
      token: n.headToken,
      body: { isOpen: true },
    });
    expect(open.body.code, JSON.stringify(open.body)).toBe(0);
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual(["Opened later"]);

    // The scheduled handler before the start tells nobody; at the start, each network its own.
    await fire(Date.now());
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual(["Opened later"]);
    await fire(Date.parse(later) + 1000);
    await fire(Date.parse(later) + 61_000);
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual(["Opened later", "Starts later"]);
    expect(await told(other.branch.id, "PROMOTION_NEW")).toEqual(["Other network"]);
    expect(await told(other.branch.id, "ACTIVITY_NEW")).toEqual(["Other activity"]);
    expect(await told(n.branch.id, "ACTIVITY_NEW")).toEqual([]);
    expect(await badge(n.branch.hostname, n.branchToken, "PROMOTION_NEW")).toMatchObject({
      amount: 2,
      content: { message: "Starts later" },
    });
  });

  it("a schedule that opens a promotion tells the branches in its run", async () => {
    const n = await bulletinNetwork("al-sched.localhost");
    const closed = await n.post("/api/admin/promotions", promo({ name: "Weekend deal", isOpen: false }));
    const runAt = new Date(Date.now() + 60_000).toISOString();
    const s = await n.post("/api/admin/schedules", {
      type: "PROMOTION",
      targetId: closed.body.data.id,
      action: "PUBLISH",
      runAt,
    });
    expect(s.body.code, JSON.stringify(s.body)).toBe(0);
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual([]);
    await fire(Date.parse(runAt) + 1);
    await fire(Date.parse(runAt) + 2);
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual(["Weekend deal"]);
  });

  it("sheet imports tell the branches as single creates do, in the import's one batch", async () => {
    const n = await bulletinNetwork("al-import.localhost");
    const bulletins = await importSheet(n.head, n.headToken, [
      ["Title", "Content", "Category", "Pinned", "Shown", "Sort"],
      ["Summer sale", "", "", "", "", ""],
      ["Draft notes", "", "", "", "no", ""],
      ["Opening hours", "", "", "", "yes", ""],
    ]);
    expect(bulletins.body, JSON.stringify(bulletins.body)).toMatchObject({ code: 0, data: { created: 3 } });
    expect(await told(n.branch.id, "BULLETIN_NEW")).toEqual(["Summer sale", "Opening hours"]);
    expect(await badge(n.branch.hostname, n.branchToken, "BULLETIN_NEW")).toMatchObject({
      amount: 2,
      content: { message: "Opening hours" },
    });

    const header = ["類型", "名稱", "折價券代碼", "條件", "門檻", "優惠方式", "優惠內容", "開始時間", "結束時間"];
    const promos = await uploadSheet(
      n.head,
      "/api/admin/promotion/excel/import",
      n.headToken,
      csv([
        header,
        ["優惠活動", "滿千折百", "", "滿額", "1000", "折抵", "100", "", ""],
        ["coupon", "Winter 15% off", "WINTER15", "amount", "0", "percent", "85", "", ""],
        ["優惠活動", "Next year", "", "滿額", "1000", "折抵", "100", "2099-01-01 00:00", "2099-12-31 23:59"],
      ]),
    );
    expect(promos.body, JSON.stringify(promos.body)).toMatchObject({ code: 0, data: { created: 3 } });
    // Coupons never; a promotion starting later when it starts.
    expect(await told(n.branch.id, "PROMOTION_NEW")).toEqual(["滿千折百"]);
    expect(await told(n.headId, "PROMOTION_NEW")).toEqual([]);
    // A coupon is never told, so the scheduled look never keeps finding it.
    const due = await storesWithDueStarts(getDb(env.DB), "2098-12-31T00:00:00.000Z");
    expect(due).not.toContain(n.headId);
  });
});
