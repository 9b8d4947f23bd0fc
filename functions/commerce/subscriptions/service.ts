// Subscriptions after checkout: the member's list, detail, pause/resume/cancel and change of
// shipping, and the back office's list and changes. Rules in model.ts; writes are guarded by the
// status the decision was made on, so two tabs cannot both change it.

import type { ReceiverJson } from "@db/schema";
import type { SubscriptionListRow, SubscriptionPatch } from "@db/subscriptions";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { SubscriptionStatus } from "../../shared/commerce/commerce";
import { pick } from "../../shared/pick";
import { settingSubscriptionOf } from "../../shared/storeSettings/pages";
import { priceLines } from "../cart/lines";
import { receiverFor } from "../checkout/entry";
import { OrderError } from "../orders/errors";
import type { Page } from "../orders/model";
import { taipeiDate } from "../orders/time";
import { shippingRefusal } from "../shipping/fee";
import { addSubscriptionFeedback } from "./feedbacks";
import {
  type AdminSubscriptionView,
  allowedSubscriptionActions,
  SHIPPING_CHANGE_FROM,
  SUBSCRIPTION_RULES,
  SUBSCRIPTION_VIEW_FIELDS,
  type SubscriptionAction,
  type SubscriptionDetail,
  type SubscriptionView,
} from "./model";
import type { AdminSubscriptionPatch, SubscriptionPatchInput } from "./schemas";

export function toView(r: SubscriptionListRow): SubscriptionView {
  return {
    id: r.id,
    status: r.status as SubscriptionStatus,
    ...pick(r, SUBSCRIPTION_VIEW_FIELDS),
    actions: allowedSubscriptionActions(r.status),
    canChangeShipping: (SHIPPING_CHANGE_FROM as readonly string[]).includes(r.status),
  };
}

export const refused = (id: number, status: string, why: string) =>
  new OrderError(Code.SUBSCRIPTION_STATUS_INVALID, "This subscription cannot change that way now.", {
    id,
    status,
    reason: why,
  });

async function load(scope: StoreScope, id: number, userId?: number) {
  const got = await scope.subscriptions.get(id, userId);
  if (!got) throw notFound();
  return got;
}

/** pause / resume / cancel. A resumed subscription whose date has passed is due today. */
/** The change an action makes, or the spec's refusal when the status does not allow it. */
function actionPatch(row: SubscriptionListRow, action: SubscriptionAction, now: Date): SubscriptionPatch {
  const rule = SUBSCRIPTION_RULES[action];
  if (!(rule.from as readonly string[]).includes(row.status)) throw refused(row.id, row.status, "STATUS");
  const today = taipeiDate(now);
  const nextOrderDate = action === "resume" && row.nextOrderDate < today ? today : undefined;
  return { status: rule.to, nextOrderDate };
}

async function act(scope: StoreScope, row: SubscriptionListRow, action: SubscriptionAction, now: Date) {
  const ok = await scope.subscriptions.update(row.id, row.status, actionPatch(row, action, now));
  if (!ok) throw refused(row.id, row.status, "CHANGED");
}

/** Change of shipping: the method must be open and able to carry the product; the receiver must fit it. */
async function changeShipping(
  scope: StoreScope,
  row: SubscriptionListRow,
  input: { shippingMethodId: number; receiver: NonNullable<SubscriptionPatchInput["receiver"]> },
) {
  if (!(SHIPPING_CHANGE_FROM as readonly string[]).includes(row.status)) throw refused(row.id, row.status, "STATUS");
  const [method, lines] = await Promise.all([
    scope.shippingMethods.get(input.shippingMethodId),
    priceLines(scope, [
      { stockId: row.stockId, quantity: row.quantity, paymentPlan: "SUBSCRIPTION", subscriptionCycle: row.cycle },
    ]),
  ]);
  const why = method ? shippingRefusal(method, { city: input.receiver.city, items: lines }) : "NOT_FOUND";
  if (!method || why) {
    throw new OrderError(Code.SHIPPING_NOT_AVAILABLE, `Shipping method not available: ${why}.`, { reason: why });
  }
  const receiver: ReceiverJson = receiverFor(method, input.receiver);
  const ok = await scope.subscriptions.update(row.id, row.status, {
    receiver,
    shippingMethodId: method.id,
    shippingCode: method.code,
  });
  if (!ok) throw refused(row.id, row.status, "CHANGED");
}

// ---- member ------------------------------------------------------------------------------------

/** The store's subscription setting may keep members from pausing or cancelling themselves. */
function memberMay(scope: StoreScope, action: string): boolean {
  const s = settingSubscriptionOf(scope.store.settingSubscription);
  return (action !== "pause" || s.memberCanPause) && (action !== "cancel" || s.memberCanCancel);
}
const memberView = <V extends SubscriptionView>(scope: StoreScope, v: V): V => ({
  ...v,
  actions: v.actions.filter((a) => memberMay(scope, a)),
});

export async function memberSubscriptions(
  scope: StoreScope,
  userId: number,
  q: { status?: string; offset: number; limit: number },
): Promise<Page<SubscriptionView>> {
  const { rows, total } = await scope.subscriptions.list({ userId, status: q.status }, q);
  return { items: rows.map((r) => memberView(scope, toView(r))), total, offset: q.offset, limit: q.limit };
}

export async function memberSubscription(scope: StoreScope, userId: number, id: number): Promise<SubscriptionDetail> {
  const got = await load(scope, id, userId);
  return memberView(scope, { ...toView(got.sub), runs: got.runs });
}

export async function memberPatchSubscription(
  scope: StoreScope,
  userId: number,
  id: number,
  input: SubscriptionPatchInput,
  now = new Date(),
): Promise<SubscriptionDetail> {
  const { sub } = await load(scope, id, userId);
  if (input.action && !memberMay(scope, input.action)) throw refused(sub.id, sub.status, "NOT_ALLOWED_BY_STORE");
  if (input.action) await act(scope, sub, input.action, now);
  if (input.action === "cancel" && input.feedback)
    await addSubscriptionFeedback(scope, { subscriptionId: sub.id, userId, ...input.feedback });
  else if (input.receiver && input.shippingMethodId !== undefined)
    await changeShipping(scope, sub, { receiver: input.receiver, shippingMethodId: input.shippingMethodId });
  return memberSubscription(scope, userId, id);
}

// ---- back office -------------------------------------------------------------------------------

const adminView = (r: SubscriptionListRow): AdminSubscriptionView => ({
  ...toView(r),
  member: { id: r.userId, name: r.memberName, email: r.memberEmail },
});

export async function adminSubscriptions(
  scope: StoreScope,
  q: { status?: string; keyword?: string; offset: number; limit: number },
): Promise<Page<AdminSubscriptionView> & { counts: Record<string, number> }> {
  const db = scope.subscriptions;
  const [{ rows, total }, counts] = await Promise.all([
    db.list({ status: q.status, keyword: q.keyword || undefined }, q),
    db.countByStatus({ keyword: q.keyword || undefined }),
  ]);
  return { items: rows.map(adminView), total, offset: q.offset, limit: q.limit, counts };
}

export async function adminSubscription(scope: StoreScope, id: number) {
  const got = await load(scope, id);
  return { ...adminView(got.sub), runs: got.runs };
}

/** The action and the new date are one update (and one audit row in its batch). */
export async function adminPatchSubscription(
  scope: StoreScope,
  id: number,
  input: AdminSubscriptionPatch,
  audit: AuditTrail,
  now = new Date(),
) {
  const { sub } = await load(scope, id);
  const patch: SubscriptionPatch = input.action ? actionPatch(sub, input.action, now) : {};
  if (input.nextOrderDate) {
    if (sub.status === "CANCELLED" || input.action === "cancel") throw refused(id, sub.status, "STATUS");
    if (input.nextOrderDate < taipeiDate(now)) throw refused(id, sub.status, "DATE_PASSED");
    patch.nextOrderDate = input.nextOrderDate;
  }
  const before = { status: sub.status, nextOrderDate: sub.nextOrderDate };
  const item = audit.item({
    objectId: id,
    before,
    after: { status: patch.status, nextOrderDate: patch.nextOrderDate },
  });
  const ok = await scope.subscriptions.update(id, sub.status, patch, [item]);
  if (!ok) throw refused(id, sub.status, "CHANGED");
  return adminSubscription(scope, id);
}
