import { describe, expect, it } from "vitest";
import { guardRoute } from "../../functions/shared/access/routeGuard";
import { remindBarVisible } from "../../functions/shared/network/branchRemind";
import {
  addMonthsUtc,
  closesAt,
  firstPlanEnd,
  nextPlanEnd,
  termMonthsOf,
} from "../../functions/shared/network/branchTerm";
import { api, sql } from "../helpers";
import { addBranch } from "./branches/fixtures";
import { DAY, noticesOf, renewalNetwork, run, setPlanEnd, setting, storeOf } from "./branchRenewal/fixtures";
import { call, paid, verification } from "./registration/fixtures";

// Issue 13 §2: a branch's plan ends, the scheduled run closes it after the grace days (once), and
// docs/decisions/branch-renewal.md's worked example holds.

describe("plan term: the decision's worked example", () => {
  it("opens 2026-01-31, trial none, term 12, grace 3, renews early and late", () => {
    const opened = new Date("2026-01-31T10:00:00.000Z");
    expect(firstPlanEnd(null, opened, 12)).toBe("2027-01-31T10:00:00.000Z");
    // A one-month product term clamps to the month's last day.
    expect(addMonthsUtc("2026-01-31T10:00:00.000Z", 1)).toBe("2026-02-28T10:00:00.000Z");
    expect(closesAt("2027-01-31T10:00:00.000Z", 3)?.toISOString()).toBe("2027-02-03T10:00:00.000Z");
    // Renewed ten days early: the ten days are kept.
    expect(nextPlanEnd("2027-01-31T10:00:00.000Z", new Date("2027-01-21T00:00:00.000Z"), 12)).toBe(
      "2028-01-31T10:00:00.000Z",
    );
    // Renewed after closing on 2027-02-05: a year from the payment, not back-dated.
    expect(nextPlanEnd("2027-01-31T10:00:00.000Z", new Date("2027-02-05T08:00:00.000Z"), 12)).toBe(
      "2028-02-05T08:00:00.000Z",
    );
    // A trial ends the first term; term 0 never ends; the plan product's cycle wins over the setting.
    expect(firstPlanEnd("2026-02-14T10:00:00.000Z", opened, 12)).toBe("2026-02-14T10:00:00.000Z");
    expect(firstPlanEnd(null, opened, 0)).toBeNull();
    expect(termMonthsOf({ planTermMonths: 6 }, [3, 6])).toBe(3);
    expect(termMonthsOf({ planTermMonths: 6 }, [])).toBe(6);
    expect(termMonthsOf({}, null)).toBe(12);
    expect(termMonthsOf({ planTermMonths: -1 }, null)).toBe(12);
  });
});

describe("scheduled renewal run", () => {
  it("closes an expired branch once, after the grace days, with both notices", async () => {
    const n = await renewalNetwork();
    const now = new Date();
    await setPlanEnd(n.alpha.id, new Date(now.getTime() - 2 * DAY).toISOString());
    expect((await run(now)).closed).toEqual([]); // inside the default 3 grace days
    expect((await storeOf(n.alpha.id)).status).toBe("NORMAL");
    await setting(n.headId, { renewalGraceDays: 1 });
    expect((await run(now)).closed).toEqual([n.alpha.id]);
    expect((await storeOf(n.alpha.id)).status).toBe("CLOSE_STORE_RENEWED_FAIL");
    expect(await noticesOf(n.alpha.id, "BRANCH_RENEWED_FAIL")).toHaveLength(1);
    const head = await noticesOf(n.headId, "BRANCH_RENEWED_FAIL_BRANCH");
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ subject_store_id: n.alpha.id, head_store_id: n.headId });
    // A second run changes nothing.
    expect((await run(now)).closed).toEqual([]);
    expect(await noticesOf(n.alpha.id, "BRANCH_RENEWED_FAIL")).toHaveLength(1);
    expect(await noticesOf(n.headId, "BRANCH_RENEWED_FAIL_BRANCH")).toHaveLength(1);
    // The branch's owner is sent to the renewal cart; the head store's host stays open.
    expect((await call({ host: n.alpha.hostname, token: n.token }, "GET", "/api/initial")).body.data.storeStatus).toBe(
      "CLOSE_STORE_RENEWED_FAIL",
    );
    expect((await storeOf(n.headId)).status).toBe("NORMAL");
  });

  it("a branch without an end (term 0) and a deleted branch never close; a soon end gets one reminder", async () => {
    const n = await renewalNetwork();
    const now = new Date();
    const bravo = await addBranch(n.headId, "bravo", n.headId, { baseDomain: n.host });
    await setPlanEnd(n.alpha.id, null);
    await setPlanEnd(bravo.id, new Date(now.getTime() - 30 * DAY).toISOString());
    await sql("UPDATE stores SET deleted_at = ? WHERE id = ?", now.toISOString(), bravo.id);
    expect((await run(now)).closed).toEqual([]);
    await sql("UPDATE stores SET deleted_at = NULL WHERE id = ?", bravo.id);
    await setPlanEnd(bravo.id, new Date(now.getTime() + 3 * DAY).toISOString());
    expect((await run(now)).reminded).toEqual([bravo.id]);
    expect((await run(now)).reminded).toEqual([]);
    expect(await noticesOf(bravo.id, "BRANCH_RENEW_REMIND")).toHaveLength(1);
  });

  it("registration sets the first plan end: the trial's end, else the term; term 0 never ends", async () => {
    const { regStore } = await import("./registration/fixtures");
    const r = await regStore("trial.localhost");
    await setting(r.headId, { trialType: "BY_VERIFYCODE" });
    await verification(r.headId, "TRY14", { length: 14 });
    const { orderId } = await paid(r, "pay", { verificationCode: "TRY14" } as never);
    const open = await call(r, "POST", "/api/branch/multilevel", { orderId });
    const b = await storeOf(open.body.data.storeId);
    const [t] = await sql<Record<string, any>>("SELECT trial_ends_at FROM stores WHERE id = ?", open.body.data.storeId);
    expect(b.plan_ends_at).toBe(t!.trial_ends_at);
    expect(b.plan_product_id).toBe(r.plan.productId);
    // The trial's end passes and the grace with it: the run closes the branch.
    const later = new Date(Date.parse(b.plan_ends_at) + 4 * DAY);
    expect((await run(later)).closed).toEqual([open.body.data.storeId]);

    const z = await regStore("zero.localhost", {}, "zoe@example.com");
    await setting(z.headId, { planTermMonths: 0 });
    const zp = await paid(z, "pay", { email: "zoe@example.com", confirmEmail: "zoe@example.com" });
    const zOpen = await call(z, "POST", "/api/branch/multilevel", { orderId: zp.orderId });
    expect((await storeOf(zOpen.body.data.storeId)).plan_ends_at).toBeNull();
    expect((await run(new Date(Date.now() + 5000 * DAY))).closed).not.toContain(zOpen.body.data.storeId);

    const y = await regStore("year.localhost", {}, "yan@example.com");
    const yp = await paid(y, "pay", { email: "yan@example.com", confirmEmail: "yan@example.com" });
    const yOpen = await call(y, "POST", "/api/branch/multilevel", { orderId: yp.orderId });
    const months = (Date.parse((await storeOf(yOpen.body.data.storeId)).plan_ends_at) - Date.now()) / (30.4 * DAY);
    expect(months).toBeGreaterThan(11.8);
    expect(months).toBeLessThan(12.2);
  });
});

describe("the head store's renewal settings", () => {
  it("term and grace are read with their defaults, saved on branch-setting/info, and checked", async () => {
    const n = await renewalNetwork();
    const S = "/api/admin/setting/branch";
    const read = await api(n.host, "GET", S, { token: n.headToken });
    expect(read.body.data.settingBranch).toMatchObject({ planTermMonths: 12, renewalGraceDays: 3 });
    const body = { settingBranch: { ...read.body.data.settingBranch, planTermMonths: 0, renewalGraceDays: 0 } };
    const saved = await api(n.host, "PATCH", S, { token: n.headToken, body });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.data.settingBranch).toMatchObject({ planTermMonths: 0, renewalGraceDays: 0 });
    const bad = await api(n.host, "PATCH", S, {
      token: n.headToken,
      body: { settingBranch: { ...body.settingBranch, renewalGraceDays: -1 } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    // Grace 0: a plan that ended a minute ago closes; term 0 then renews to "never ends".
    await setPlanEnd(n.alpha.id, new Date(Date.now() - 60_000).toISOString());
    expect((await run(new Date())).closed).toEqual([n.alpha.id]);
  });
});

describe("route guard of a branch whose renewal failed", () => {
  const store = {
    status: "CLOSE_STORE_RENEWED_FAIL",
    type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
    trialType: "NONE",
    allowBranch: true,
    testModeActive: false,
  };
  const admin = { isAdmin: true, isRoot: true, blockedPrivileges: [] };
  it("its admin reaches only the renewal cart and checkout pages", () => {
    expect(guardRoute("/admin/branch-downlinelist", store, admin)).toBe("/registration-cart/update");
    expect(guardRoute("/", store, admin)).toBe("/registration-cart/update");
    expect(guardRoute("/registration-cart/update", store, admin)).toBeNull();
    expect(guardRoute("/checkout/updatesubscription", store, admin)).toBeNull();
    // Paying: the provider's hop and the test page, also as a client navigation's `.data` request.
    expect(guardRoute("/payment-redirect-middle-page.data", store, admin)).toBeNull();
    expect(guardRoute("/dev/test-payment", store, admin)).toBeNull();
    expect(guardRoute("/admin/branch-downlinelist.data", store, admin)).toBe("/registration-cart/update");
    expect(guardRoute("/admin/branch-downlinelist", { ...store, status: "NORMAL" }, admin)).toBeNull();
    expect(guardRoute("/", store, null)).toBe("/admin");
  });
  it("the remind bar carries the failure and the week-before reminder", () => {
    const r = { isBranch: true, ifMustReviewUserInfo: false, remindAt: null, now: Date.now() };
    expect(
      remindBarVisible({ ...r, storeStatus: "CLOSE_STORE_RENEWED_FAIL", noticeTypes: ["BRANCH_RENEWED_FAIL"] }),
    ).toBe(true);
    expect(remindBarVisible({ ...r, storeStatus: "NORMAL", noticeTypes: ["BRANCH_RENEW_REMIND"] })).toBe(true);
    expect(remindBarVisible({ ...r, storeStatus: "NORMAL", noticeTypes: [] })).toBe(false);
  });
});
