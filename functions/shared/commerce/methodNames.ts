import type { ShippingCode } from "./commerce";

// The name a shopper (or an admin) sees for a shipping or invoice method, in the page's language.
// One rule for every page and API answer (issue 11):
// - an English page shows the store's English name (`nameEn`) when it is filled;
// - a name still equal to a built-in name of its code in the OTHER language (the name the store
//   was created with, or the label the settings page pre-filled) is shown as the built-in name of
//   the page's language, so an untouched store reads naturally in English;
// - otherwise the name as the store entered it (a Chinese page always shows what the store typed,
//   unless it is an untouched English default);
// - no name at all (the method was deleted after the order) → the built-in name of the code.
// Pure and binding-free: the browser uses it too.

export type NameLocale = "zh-TW" | "en";
/** Per language: the built-in name first, then labels the settings pages pre-filled earlier. */
type Names = Record<NameLocale, readonly [string, ...string[]]>;

/** Shopper-facing built-in names per shipping code. */
export const SHIPPING_NAMES: Record<ShippingCode, Names> = {
  HOME: { "zh-TW": ["宅配"], en: ["Home delivery"] },
  CONVENIENCE_STORE: { "zh-TW": ["超商取貨"], en: ["Convenience-store pickup", "Convenience store pickup"] },
  MANUAL: { "zh-TW": ["自訂配送", "其他配送"], en: ["Custom delivery", "Other delivery"] },
  SEVEN_ELEVEN_C2C: { "zh-TW": ["7-11 取貨", "7-11 取貨（店到店）"], en: ["7-Eleven pickup", "7-Eleven pickup (C2C)"] },
  SEVEN_ELEVEN_B2C: {
    "zh-TW": ["7-11 取貨", "7-11 取貨（大宗寄倉）"],
    en: ["7-Eleven pickup", "7-Eleven pickup (B2C)"],
  },
  FAMILY_MART_C2C: {
    "zh-TW": ["全家取貨", "全家取貨（店到店）"],
    en: ["FamilyMart pickup", "FamilyMart pickup (C2C)"],
  },
  FAMILY_MART_B2C: {
    "zh-TW": ["全家取貨", "全家取貨（大宗寄倉）"],
    en: ["FamilyMart pickup", "FamilyMart pickup (B2C)"],
  },
  HI_LIFE_C2C: { "zh-TW": ["萊爾富取貨", "萊爾富取貨（店到店）"], en: ["Hi-Life pickup", "Hi-Life pickup (C2C)"] },
  HI_LIFE_B2C: { "zh-TW": ["萊爾富取貨", "萊爾富取貨（大宗寄倉）"], en: ["Hi-Life pickup", "Hi-Life pickup (B2C)"] },
  BLACK_CAT: { "zh-TW": ["黑貓宅急便"], en: ["Black Cat (T-cat) delivery", "Black Cat (T-cat)"] },
  HCT: { "zh-TW": ["新竹物流"], en: ["HCT Logistics"] },
};

/** Shopper-facing built-in names per invoice type (spec §5 invoice types). */
export const INVOICE_NAMES: Record<string, Names> = {
  PERSONAL: {
    "zh-TW": ["電子發票（會員載具）", "個人電子發票"],
    en: ["E-invoice (member carrier)", "Personal e-invoice"],
  },
  MOBILE_CARRIER: { "zh-TW": ["手機條碼載具"], en: ["Mobile barcode carrier"] },
  CERTIFICATE_CARRIER: { "zh-TW": ["自然人憑證載具"], en: ["Citizen certificate carrier"] },
  COMPANY: {
    "zh-TW": ["公司戶發票（統一編號）", "公司（三聯式）發票"],
    en: ["Company invoice (tax number)", "Company invoice (with tax number)"],
  },
  DONATION: { "zh-TW": ["捐贈發票"], en: ["Donate the invoice"] },
};

const OTHER_SHIPPING: Names = { "zh-TW": ["其他配送"], en: ["Other delivery"] };
const OTHER_INVOICE: Names = { "zh-TW": ["發票"], en: ["Invoice"] };

/** What the rule needs of a method; `name` null when the method no longer exists. */
export type NamedMethod = { name?: string | null; nameEn?: string | null };

const other = (locale: NameLocale): NameLocale => (locale === "en" ? "zh-TW" : "en");

function resolve(names: Names, m: NamedMethod, locale: NameLocale): string {
  const en = m.nameEn?.trim();
  if (locale === "en" && en) return en;
  const name = m.name?.trim();
  // A built-in name of the other language is a default nobody translated: show this language's.
  if (!name || names[other(locale)].includes(name)) return names[locale][0];
  return name;
}

/** The built-in name of a shipping code in a language (unknown codes: "other delivery"). */
export function builtInShippingName(code: string, locale: NameLocale): string {
  return (SHIPPING_NAMES[code as ShippingCode] ?? OTHER_SHIPPING)[locale][0];
}

const SERVICE: Record<"C2C" | "B2C", Record<NameLocale, string>> = {
  C2C: { "zh-TW": "（店到店）", en: " (C2C)" },
  B2C: { "zh-TW": "（大宗寄倉）", en: " (B2C)" },
};

/**
 * The back office's label of a shipping code: its built-in name, with the pickup service where one
 * chain has two (7-11 取貨（店到店）). The dictionaries take their code names from here, so the
 * settings, the product editor and checkout call a method by one name.
 */
export function shippingCodeLabel(code: ShippingCode, locale: NameLocale): string {
  const service = code.endsWith("_C2C") ? "C2C" : code.endsWith("_B2C") ? "B2C" : null;
  return builtInShippingName(code, locale) + (service ? SERVICE[service][locale] : "");
}

/** The built-in name of an invoice type in a language. */
export function builtInInvoiceName(type: string, locale: NameLocale): string {
  return (INVOICE_NAMES[type] ?? OTHER_INVOICE)[locale][0];
}

/** The display name of a shipping method (see the rule above). */
export function shippingDisplayName(m: NamedMethod & { code: string }, locale: NameLocale): string {
  return resolve(SHIPPING_NAMES[m.code as ShippingCode] ?? OTHER_SHIPPING, m, locale);
}

/** The display name of an invoice method (see the rule above). */
export function invoiceDisplayName(m: NamedMethod & { type: string }, locale: NameLocale): string {
  return resolve(INVOICE_NAMES[m.type] ?? OTHER_INVOICE, m, locale);
}

/** Longest English name a store may enter (the same bound as `name`). */
export const MAX_METHOD_NAME = 40;
