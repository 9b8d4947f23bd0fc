import type { Statement } from "@db/batch";
import type { Db } from "@db/client";
import { type InvoiceMethodValues, invoiceMethodInserts } from "@db/invoice";
import { type PaymentMethodValues, paymentMethodInserts } from "@db/payment";
import { type ShippingMethodValues, shippingMethodInserts } from "@db/shipping";
import { newStoreIdOf } from "@db/stores";
import { INVOICE_NAMES, SHIPPING_NAMES } from "../../shared/commerce/methodNames";

// The commerce settings a new store starts with, written in the store-creation batch so a store
// can take an order the moment it exists:
// - shipping: home delivery NT$100 (free from NT$1,500), 7-11 and FamilyMart pickup NT$60 via
//   ECPay; all open, all collect cash on delivery (so a new store has a way to be paid);
// - payment: cash on delivery open; TRANSFER closed until the admin fills in the bank account
//   (opening it without one is refused, so it cannot start open with empty details); credit card
//   and LINE Pay closed until configured (they also need Worker secrets);
// - invoice: member carrier, mobile barcode, company (tax number) and donation, open.

type ShippingDefault = Partial<ShippingMethodValues> & Pick<ShippingMethodValues, "code" | "name" | "type">;

export const DEFAULT_SHIPPING_METHODS: readonly ShippingDefault[] = [
  {
    code: "HOME",
    type: "SELF",
    name: SHIPPING_NAMES.HOME["zh-TW"][0],
    shippingFee: 100_00,
    freeShippingAmount: 1_500_00,
    ifOpenCashOnDelivery: true,
    isOpen: true,
    sort: 0,
  },
  {
    code: "SEVEN_ELEVEN_C2C",
    type: "ECPAY",
    name: SHIPPING_NAMES.SEVEN_ELEVEN_C2C["zh-TW"][0],
    shippingFee: 60_00,
    ifOpenCashOnDelivery: true,
    isOpen: true,
    sort: 1,
  },
  {
    code: "FAMILY_MART_C2C",
    type: "ECPAY",
    name: SHIPPING_NAMES.FAMILY_MART_C2C["zh-TW"][0],
    shippingFee: 60_00,
    ifOpenCashOnDelivery: true,
    isOpen: true,
    sort: 2,
  },
];

export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodValues[] = [
  { method: "CASH_ON_DELIVERY", isOpen: true, sort: 0, details: {} },
  { method: "TRANSFER", isOpen: false, sort: 1, details: {} },
  { method: "CREDIT_CARD", isOpen: false, sort: 2, details: {} },
  { method: "LINE_PAY", isOpen: false, sort: 3, details: {} },
];

const zh = (type: string) => INVOICE_NAMES[type]?.["zh-TW"][0] ?? type;

export const DEFAULT_INVOICE_METHODS: readonly InvoiceMethodValues[] = [
  { type: "PERSONAL", name: zh("PERSONAL"), isOpen: true, sort: 0, details: {} },
  { type: "MOBILE_CARRIER", name: zh("MOBILE_CARRIER"), isOpen: true, sort: 1, details: {} },
  { type: "COMPANY", name: zh("COMPANY"), isOpen: true, sort: 2, details: {} },
  { type: "DONATION", name: zh("DONATION"), isOpen: true, sort: 3, details: {} },
];

/** The stores.invoice_methods value (initial data invoiceMethods) matching the defaults. */
export const DEFAULT_INVOICE_TYPES: string[] = DEFAULT_INVOICE_METHODS.filter((m) => m.isOpen).map((m) => m.type);

/** The inserts of a new store's commerce defaults, for the batch that creates the store on `hostname`. */
export function commerceDefaultStatements(db: Db, hostname: string): Statement[] {
  const storeId = newStoreIdOf(hostname);
  return [
    ...shippingMethodInserts(db, storeId, DEFAULT_SHIPPING_METHODS),
    ...paymentMethodInserts(db, storeId, DEFAULT_PAYMENT_METHODS),
    ...invoiceMethodInserts(db, storeId, DEFAULT_INVOICE_METHODS),
  ];
}
