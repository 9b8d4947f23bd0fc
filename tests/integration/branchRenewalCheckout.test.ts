import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { applyRenewalOfOrder } from "../../functions/network/renewal/apply";
import { addMonthsUtc } from "../../functions/shared/network/branchTerm";
import { api, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import {
  DAY,
  noticesOf,
  onBranch,
  pay,
  renewalNetwork,
  renewalOrder,
  run,
  setPlanEnd,
  setting,
  storeOf,
} from "./branchRenewal/fixtures";

// Issue 13 §2: /checkout/updatesubscription's order, paid with the head store's test provider,
// extends the plan once; a failed payment changes nothing; a pay-later order waits for the head
// store's confirm-paid. Isolation: siblings and other head stores cannot see or confirm it.

const closed = async (n: Awaited<ReturnType<typeof renewalNetwork>>) => {
  await setPlanEnd(n.alpha.id, new Date(Date.now() - 10 * DAY).toISOString());
  await run(new Date());
  expect((await storeOf(n.alpha.id)).status).toBe("CLOSE_STORE_RENEWED_FAIL");
};

describe("renewal checkout", () => {
  it("paid → NORMAL, the plan a term from now, the notice read; a second callback extends nothing", async () => {
    const n = await renewalNetwork();
    await closed(n);
    const view = await onBranch(n, "GET", "/api/branch/renewal");
    expect(view.body.code).toBe(0);
    expect(view.body.data.branch).toMatchObject({ status: "CLOSE_STORE_RENEWED_FAIL", plan: { id: n.plan.productId } });
    // Only the plans are on offer: the once-only kit is refused.
    const kit = await onBranch(n, "POST", "/api/branch/renewal/cart", { productId: n.once.productId });
    expect(kit.body.code).toBe(400362);
    const { orderId, nonce } = await renewalOrder(n);
    const [order] = await sql<Record<string, any>>("SELECT * FROM orders WHERE id = ?", orderId);
    expect(order).toMatchObject({ store_id: n.headId, checkout_type: "update", total_amount: 300_000 });
    // The head store's order list names the branch that renews.
    const listed = await api(n.host, "GET", "/api/admin/orders", { token: n.headToken });
    const [alphaRow] = await sql<{ name: string }>("SELECT name FROM stores WHERE id = ?", n.alpha.id);
    const row = (listed.body.data.items as { id: number; branchName: string | null }[]).find((o) => o.id === orderId);
    expect(row?.branchName).toBe(alphaRow!.name);
    const cb = await pay(n, nonce as string);
    expect(cb.status).toBe(303);
    expect(cb.headers.get("location")).toBe(`/registration-cart/update?orderId=${orderId}`);
    const after = await storeOf(n.alpha.id);
    expect(after.status).toBe("NORMAL");
    const months = (Date.parse(after.plan_ends_at) - Date.now()) / (30.4 * DAY);
    expect(months).toBeGreaterThan(11.8);
    expect(months).toBeLessThan(12.2);
    expect((await noticesOf(n.alpha.id, "BRANCH_RENEWED_FAIL"))[0]!.read_at).not.toBeNull();
    // Twice more: the callback again and a direct apply — the end does not move.
    await pay(n, nonce as string);
    expect(await applyRenewalOfOrder(getDb(env.DB), n.headId, orderId)).toMatchObject({ applied: false });
    expect((await storeOf(n.alpha.id)).plan_ends_at).toBe(after.plan_ends_at);
    const [r] = await sql<Record<string, any>>("SELECT * FROM branch_renewals WHERE order_id = ?", orderId);
    expect(r).toMatchObject({ status: "APPLIED", branch_store_id: n.alpha.id, term_months: 12 });
    const result = await onBranch(n, "GET", `/api/branch/renewal/orders/${orderId}`);
    expect(result.body.data).toMatchObject({ status: "APPLIED", paymentStatus: "PAID", branchStatus: "NORMAL" });
    // The same plan: no plan-change notice to the head store.
    expect(await noticesOf(n.headId, "BRANCH_PLAN_CHANGE")).toHaveLength(0);
  });

  it("renewing early keeps the days left, and a new plan tells the head store", async () => {
    const n = await renewalNetwork();
    const end = new Date(Date.now() + 20 * DAY).toISOString();
    await setPlanEnd(n.alpha.id, end);
    await sql("UPDATE products SET subscription_cycles = '[6]' WHERE id = ?", n.plan.productId);
    await sql("UPDATE stores SET plan_product_id = ? WHERE id = ?", n.option.productId, n.alpha.id);
    const { nonce } = await renewalOrder(n);
    await pay(n, nonce as string);
    const after = await storeOf(n.alpha.id);
    // The plan product's own cycle (6 months) is the term, counted from the end still ahead.
    expect(after.plan_ends_at).toBe(addMonthsUtc(end, 6));
    expect(after.plan_product_id).toBe(n.plan.productId);
    const change = await noticesOf(n.headId, "BRANCH_PLAN_CHANGE");
    expect(change).toHaveLength(1);
    expect(change[0]!.subject_store_id).toBe(n.alpha.id);
  });

  it("a failed payment changes nothing", async () => {
    const n = await renewalNetwork();
    await closed(n);
    const before = await storeOf(n.alpha.id);
    const { orderId, nonce } = await renewalOrder(n);
    const cb = await pay(n, nonce as string, "fail");
    expect(cb.status).toBe(303);
    expect(await storeOf(n.alpha.id)).toEqual(before);
    const [r] = await sql<Record<string, any>>("SELECT status FROM branch_renewals WHERE order_id = ?", orderId);
    expect(r!.status).toBe("PENDING");
    expect((await noticesOf(n.alpha.id, "BRANCH_RENEWED_FAIL"))[0]!.read_at).toBeNull();
  });

  it("pay later: RENEWED_CONFIRM_PAID until the head store confirms the payment, then NORMAL", async () => {
    const n = await renewalNetwork();
    await closed(n);
    const { orderId } = await renewalOrder(n, "TRANSFER");
    expect((await storeOf(n.alpha.id)).status).toBe("CLOSE_STORE_RENEWED_CONFIRM_PAID");
    // A second order while the first waits is refused.
    const again = await renewalOrder(n, "TRANSFER").catch((e: Error) => e.message);
    expect(String(again)).toContain("400411");
    // The scheduled run leaves a waiting branch alone.
    await run(new Date());
    expect((await storeOf(n.alpha.id)).status).toBe("CLOSE_STORE_RENEWED_CONFIRM_PAID");
    // Another head store's admin cannot confirm it.
    await headStore("other.localhost");
    const otherToken = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const foreign = await api("other.localhost", "PATCH", "/api/admin/orders", {
      token: otherToken,
      body: { ids: [orderId], action: "confirmPaid" },
    });
    expect(foreign.body.code).not.toBe(0);
    expect((await storeOf(n.alpha.id)).status).toBe("CLOSE_STORE_RENEWED_CONFIRM_PAID");
    const ok = await api(n.host, "PATCH", "/api/admin/orders", {
      token: n.headToken,
      body: { ids: [orderId], action: "confirmPaid" },
    });
    expect(ok.body.code).toBe(0);
    const after = await storeOf(n.alpha.id);
    expect(after.status).toBe("NORMAL");
    expect(Date.parse(after.plan_ends_at)).toBeGreaterThan(Date.now() + 300 * DAY);
  });
});

describe("renewal isolation", () => {
  it("a sibling branch, a sibling's owner and the head store's admin cannot renew or read alpha's renewal", async () => {
    const n = await renewalNetwork();
    await setting(n.headId, {});
    const { orderId } = await renewalOrder(n);
    const bravo = await addBranch(n.headId, "bravo", n.headId, { baseDomain: n.host });
    const bravoToken = await loginToken(bravo.hostname, bravo.email, bravo.password);
    const read = await api(bravo.hostname, "GET", `/api/branch/renewal/orders/${orderId}`, { token: bravoToken });
    expect(read.body.code).toBe(400412);
    expect(read.body.data).toBeNull();
    // bravo's owner on alpha's host is not alpha's root admin.
    const cross = await onBranch(n, "GET", "/api/branch/renewal", undefined, bravoToken);
    expect(cross.body.code).not.toBe(0);
    // The head store renews nothing of its own, on its host or a branch's.
    expect((await api(n.host, "GET", "/api/branch/renewal", { token: n.headToken })).body.code).toBe(400410);
    expect(
      (await onBranch(n, "POST", "/api/branch/renewal/cart", { productId: n.plan.productId }, n.headToken)).body.code,
    ).not.toBe(0);
    // A visitor is asked to log in.
    expect((await api(n.alpha.hostname, "GET", "/api/branch/renewal")).body.code).not.toBe(0);
  });
});
