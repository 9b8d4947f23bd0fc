import type { InvoiceJson, OrderRow, PaymentRow, ReceiverJson } from "./schema";

// The shapes the order-placing batch and the checkout reads take and return (db/checkout.ts).

/** One order line as written: a snapshot of the catalogue at checkout. */
export type OrderLineWrite = {
  productId: number;
  stockId: number;
  productName: string;
  spec: string;
  mediaPath: string | null;
  paymentPlan: string;
  subscriptionCycle: number;
  unitPrice: number;
  quantity: number;
  amount: number;
  promotionId: number | null;
};

/** What an order costs, as the bill priced it. */
export type OrderAmounts = {
  itemsTotalAmount: number;
  shippingFee: number;
  discountAmount: number;
  discountShippingFee: number;
  totalAmount: number;
  promotionList: unknown[];
};

export type OrderWrite = OrderAmounts & {
  userId: number;
  /** The store's lowStockThreshold: a sale leaving a line at it or under writes PRODUCT_UNDER_STOCK. */
  lowStockThreshold: number;
  /** The branch whose host sold the order (issue 13); absent for the store's own sales. */
  branchStoreId?: number | null;
  idempotencyKey: string;
  checkoutType: string;
  paymentStatus: "UNPAID" | "NOT_REQUIRED";
  paymentMethod: string;
  shippingMethodId: number | null;
  shippingCode: string;
  receiver: ReceiverJson;
  invoice: InvoiceJson | null;
  note: string;
  couponCode: string | null;
  subscriptionId: number | null;
  paymentInfo: Record<string, unknown> | null;
  lines: OrderLineWrite[];
  /** Units taken from each stock line (COMBO lines already expanded into their parts). */
  decrements: { stockId: number; quantity: number }[];
  /** A valid coupon's promotion: its use is recorded under its total and per-member limits. */
  coupon: { promotionId: number } | null;
  /** SUBSCRIPTION lines bought now become subscriptions (not for renewal orders). */
  subscriptions: { productId: number; stockId: number; quantity: number; cycle: number }[];
  actor: "MEMBER" | "SYSTEM";
  /** The online payment attempt started with the order (card, LINE Pay), else null. */
  payment: { provider: string; nonce: string } | null;
  /** Cart lines bought (deleted with the order). */
  cartLineIds: number[];
  /** Saves the receiver to the member's address book when it is not there yet. */
  saveCheckoutInfo: { type: "HOME" | "CVS" } | null;
};

export type PlaceOutcome =
  /** lowestStock: the lowest stock among the lines the order took from (null: it took none). */
  /** jobId: the order's after-commit job (db/outboxJobs.ts), done by place.ts or the scheduled handler. */
  | { ok: true; orderId: number; orderNumber: string; lowestStock: number | null; jobId: number | null }
  | { ok: false; reason: "DUPLICATE_KEY" | "OUT_OF_STOCK" | "LINE_GONE" | "COUPON_USED_UP" | "COUPON_USER_LIMIT" };

export type OrderSummaryRow = Pick<
  OrderRow,
  "id" | "orderNumber" | "totalAmount" | "paymentMethod" | "paymentStatus" | "status" | "userId"
>;

export type PaymentWithOrder = PaymentRow & { order: OrderSummaryRow };

/** The outbox job every placed order carries until its after-commit work is done. */
export const ORDER_PLACED_JOB = "order-placed";
/** How long the answer's path has to finish it before the scheduled handler may. */
export const AFTER_COMMIT_GRACE_MS = 120_000;
