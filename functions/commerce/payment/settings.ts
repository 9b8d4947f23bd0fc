import type { PaymentMethodRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { OFFERED_PAYMENT_METHODS } from "../../shared/commerce/commerce";
import { secretsOf } from "./providers/secrets";
import { bankOf } from "./settingsBanks";
import type { PaymentMethodInput } from "./settingsSchemas";

// Setting-payment (GET, PUT /api/admin/payments) and the checkout's view of it (GET /api/payments,
// availablePaymentMethods, requirePaymentMethod). An open method is a configured one: saving an
// open method with its required details missing is refused (settingsSchemas.ts).

type OfferedMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

/** Which PROVIDER_SECRETS entry (functions/commerce/payment/providers/secrets.ts) each method needs. */
const SECRET_OF: Partial<Record<OfferedMethod, "tappay" | "linePay">> = {
  CREDIT_CARD: "tappay",
  LINE_PAY: "linePay",
};

/** Details a shopper may see, by method: the bank account to transfer to, TapPay's public keys. */
const PUBLIC_DETAILS: Record<string, readonly string[]> = {
  TRANSFER: ["bankCode", "bankName", "branch", "accountName", "accountNumber"],
  TRANSFER_VIRTUAL: ["bankCode", "bankName"],
  CREDIT_CARD: ["appId", "appKey", "serverType"],
};

const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== "").map((k) => [k, o[k]]));

const isOffered = (m: string): m is OfferedMethod => (OFFERED_PAYMENT_METHODS as readonly string[]).includes(m);

export function publicPaymentView(row: Pick<PaymentMethodRow, "method" | "sort" | "details">) {
  return { method: row.method, sort: row.sort, details: pick(row.details, PUBLIC_DETAILS[row.method] ?? []) };
}
export type PublicPaymentMethod = ReturnType<typeof publicPaymentView>;

/** Every offered method, stored or not (a method without a row is closed, with no details). */
export async function listPaymentSettings(scope: StoreScope) {
  const rows = await scope.paymentMethods.list();
  const byMethod = new Map(rows.map((r) => [r.method, r]));
  const secrets = secretsOf(scope.env, scope.storeId);
  return OFFERED_PAYMENT_METHODS.map((method, i) => {
    const row = byMethod.get(method);
    const key = SECRET_OF[method];
    return {
      id: row?.id ?? null,
      method,
      isOpen: row?.isOpen ?? false,
      sort: row?.sort ?? i,
      details: row?.details ?? {},
      /** The Worker secret entry this method needs, and whether this store has it. */
      secrets: key ? [{ name: `PROVIDER_SECRETS.${key}`, isSet: secrets[key] !== undefined }] : [],
      updatedAt: row?.updatedAt ?? null,
    };
  }).sort(
    (a, b) => a.sort - b.sort || OFFERED_PAYMENT_METHODS.indexOf(a.method) - OFFERED_PAYMENT_METHODS.indexOf(b.method),
  );
}

/** Saves the listed methods in one batch (others unchanged); TapPay's public ids also go to initial data. */
export async function savePaymentSettings(
  scope: StoreScope,
  methods: readonly PaymentMethodInput[],
  audit: AuditTrail,
) {
  const repo = scope.paymentMethods;
  const stored = await repo.list();
  // A method saved without a sort keeps its place (stored, else the offered order).
  const sortOf = new Map(stored.map((r) => [r.method, r.sort]));
  const rows = methods.map((m) => {
    const details: Record<string, unknown> = { ...m.details };
    // The bank name always follows the code, so the shopper sees the bank the code names.
    if (typeof details.bankCode === "string") {
      const bank = bankOf(details.bankCode);
      if (bank) details.bankName = bank.name;
    }
    if (m.method === "TRANSFER") {
      const branch = details.branch ?? details.branchName;
      details.branch = branch;
      details.branchName = branch;
    }
    for (const k of Object.keys(details)) if (details[k] === "" || details[k] === undefined) delete details[k];
    const sort = m.sort ?? sortOf.get(m.method) ?? OFFERED_PAYMENT_METHODS.indexOf(m.method);
    return { method: m.method, isOpen: m.isOpen, sort, details };
  });
  const card = rows.find((r) => r.method === "CREDIT_CARD");
  const tappay = card ? pick(card.details, ["appId", "appKey", "serverType"]) : undefined;
  const byMethod = (list: readonly { method: string; isOpen: boolean; sort: number; details: unknown }[]) =>
    Object.fromEntries(list.map((r) => [r.method, { isOpen: r.isOpen, sort: r.sort, details: r.details }]));
  const before = byMethod(stored.filter((r) => rows.some((x) => x.method === r.method)));
  // An upsert of every listed method: its last statement may change nothing, the call is still recorded.
  await repo.upsertAll(rows, tappay, [audit.item({ before, after: byMethod(rows), always: true })]);
  return listPaymentSettings(scope);
}

/** GET /api/payments: the open methods, public details only (COD included: it depends on shipping). */
export async function openPaymentMethods(scope: StoreScope): Promise<PublicPaymentMethod[]> {
  const rows = await scope.paymentMethods.listOpen();
  return rows.filter((r) => isOffered(r.method)).map(publicPaymentView);
}

/**
 * What the checkout may offer with the chosen shipping method: the open methods, with cash on
 * delivery only when that shipping method collects it. No shipping chosen yet: no COD.
 */
export async function availablePaymentMethods(
  scope: StoreScope,
  shipping: { ifOpenCashOnDelivery: boolean } | null,
): Promise<PublicPaymentMethod[]> {
  const open = await openPaymentMethods(scope);
  return open.filter((m) => m.method !== "CASH_ON_DELIVERY" || shipping?.ifOpenCashOnDelivery === true);
}

/** The chosen payment method for checkout, or PAYMENT_NOT_AVAILABLE (400041). */
export async function requirePaymentMethod(
  scope: StoreScope,
  method: string,
  shipping: { ifOpenCashOnDelivery: boolean } | null,
): Promise<PaymentMethodRow> {
  const row = await scope.paymentMethods.get(method);
  const cod = method === "CASH_ON_DELIVERY" && shipping?.ifOpenCashOnDelivery !== true;
  if (!row?.isOpen || !isOffered(method) || cod) {
    throw new AppError(Code.PAYMENT_NOT_AVAILABLE, 200, "This payment method cannot be used.");
  }
  return row;
}
