import { type PaymentProvider, str } from "./types";

// Payment methods settled outside the site: the order records how the shopper will pay.

const BANK_FIELDS = ["bankCode", "bankName", "branchName", "accountName", "accountNumber"] as const;

/** TRANSFER: the store's bank account (payment_methods.details), shown on the completion page. */
export const bankTransfer: PaymentProvider = {
  name: "BANK",
  online: false,
  needsPrime: false,
  available: (ctx) => str(ctx.details.accountNumber) !== null,
  async start(_order, ctx) {
    const info: Record<string, unknown> = { type: "TRANSFER" };
    for (const k of BANK_FIELDS) {
      const v = str(ctx.details[k]);
      if (v) info[k] = v;
    }
    return { kind: "OFFLINE", paymentStatus: "UNPAID", paymentInfo: info };
  },
  complete: () => Promise.reject(new Error("bank transfers are confirmed by the store")),
};

/** Days a virtual account stays payable. */
export const VIRTUAL_ACCOUNT_DAYS = 3;

/**
 * A 14-digit virtual account: the store's bank-issued prefix, the order number's digits and a
 * check digit (weights 3, 7, 1 repeating, mod 10) — the scheme Taiwanese banks issue "虛擬帳號"
 * prefixes for, so the bank can match a transfer to one order without any API call. Banks differ
 * in their weights; a bank that needs another check rule changes only this function.
 */
export function virtualAccountOf(prefix: string, orderNumber: string): string {
  const width = 13 - prefix.length;
  const digits = orderNumber.replace(/\D/g, "");
  const body = prefix + digits.slice(-width).padStart(width, "0");
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (weights[i % 3] as number);
  return body + String((10 - (sum % 10)) % 10);
}

/** TRANSFER_VIRTUAL: details {bankCode, bankName?, prefix (3–8 digits from the bank)}. */
export const virtualAccount: PaymentProvider = {
  name: "VIRTUAL_ACCOUNT",
  online: false,
  needsPrime: false,
  available: (ctx) => str(ctx.details.bankCode) !== null && /^\d{3,8}$/.test(str(ctx.details.prefix) ?? ""),
  async start(order, ctx) {
    const prefix = str(ctx.details.prefix) ?? "";
    const expiresAt = new Date(Date.now() + VIRTUAL_ACCOUNT_DAYS * 86_400_000).toISOString();
    return {
      kind: "OFFLINE",
      paymentStatus: "UNPAID",
      paymentInfo: {
        type: "TRANSFER_VIRTUAL",
        bankCode: str(ctx.details.bankCode),
        bankName: str(ctx.details.bankName),
        virtualAccount: virtualAccountOf(prefix, order.orderNumber),
        amount: order.totalAmount,
        expiresAt,
      },
    };
  },
  complete: () => Promise.reject(new Error("virtual account payments are confirmed by the bank")),
};

/** CASH_ON_DELIVERY: nothing to pay now. */
export const cashOnDelivery: PaymentProvider = {
  name: "COD",
  online: false,
  needsPrime: false,
  available: () => true,
  async start() {
    return { kind: "OFFLINE", paymentStatus: "NOT_REQUIRED", paymentInfo: { type: "CASH_ON_DELIVERY" } };
  },
  complete: () => Promise.reject(new Error("cash on delivery is collected by the carrier")),
};
