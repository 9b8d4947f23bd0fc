// Subscriptions (SUBSCRIPTION lines bought at checkout, re-ordered every `cycle` months): the
// state machine of member and back-office actions, and the JSON shape of a subscription.

import type { SubscriptionListRow, SubscriptionRunRow } from "@db/subscriptions";
import type { SubscriptionStatus } from "../../shared/commerce/commerce";

export const SUBSCRIPTION_ACTIONS = ["pause", "resume", "cancel"] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/**
 * Allowed moves. Resume also revives a FAILED subscription (renewals stopped after repeated
 * failures). CANCELLED is final. Shipping may change while the subscription is not cancelled.
 */
export const SUBSCRIPTION_RULES: Record<
  SubscriptionAction,
  { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }
> = {
  pause: { from: ["ACTIVE"], to: "PAUSED" },
  resume: { from: ["PAUSED", "FAILED"], to: "ACTIVE" },
  cancel: { from: ["ACTIVE", "PAUSED", "FAILED"], to: "CANCELLED" },
};
export const SHIPPING_CHANGE_FROM: readonly SubscriptionStatus[] = ["ACTIVE", "PAUSED", "FAILED"];

/** Failed renewal tries in a row after which a subscription is marked FAILED. */
export const MAX_RENEWAL_TRIES = 3;

export const allowedSubscriptionActions = (status: string): SubscriptionAction[] =>
  SUBSCRIPTION_ACTIONS.filter((a) => (SUBSCRIPTION_RULES[a].from as readonly string[]).includes(status));

/** One renewal try, as the run log stores it. */
export type SubscriptionRun = SubscriptionRunRow;

/**
 * What a subscription answer copies unchanged from its list row, in answer order, after its id and
 * status; nextOrderDate is the date (YYYY-MM-DD) of the next order.
 */
export const SUBSCRIPTION_VIEW_FIELDS = [
  "productId",
  "stockId",
  "productName",
  "spec",
  "mediaPath",
  "unitPrice",
  "quantity",
  "cycle",
  "paymentMethod",
  "shippingMethodId",
  "shippingCode",
  "shippingMethodName",
  "shippingMethodNameEn",
  "receiver",
  "nextOrderDate",
  "orderCount",
  "originOrderId",
  "createdAt",
  "updatedAt",
] as const;

export type SubscriptionView = { id: number; status: SubscriptionStatus } & Pick<
  SubscriptionListRow,
  (typeof SUBSCRIPTION_VIEW_FIELDS)[number]
> & {
    actions: SubscriptionAction[];
    canChangeShipping: boolean;
  };

export type SubscriptionDetail = SubscriptionView & { runs: SubscriptionRun[] };
export type AdminSubscriptionView = SubscriptionView & { member: { id: number; name: string; email: string } };
