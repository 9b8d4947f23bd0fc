import { invoiceDisplayName, shippingDisplayName } from "@functions/shared/commerce/methodNames";
import type { Locale } from "../../i18n";
import "../../i18n/areas/orders";

// Order labels and Taipei times shared by the member, print and back-office order pages.

const formatters = new Map<string, Intl.DateTimeFormat>();
function fmt(locale: Locale, withTime: boolean) {
  const key = `${locale}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-TW", {
      timeZone: "Asia/Taipei",
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short", hourCycle: "h23" } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/** A UTC ISO time shown in Taipei; `withTime` false shows the date only. */
export function taipei(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return "";
  const d = new Date(iso.includes("T") ? iso : iso.replace(" ", "T"));
  return Number.isNaN(d.getTime()) ? "" : fmt(locale, withTime).format(d);
}

/** A calendar date (YYYY-MM-DD) as is, in the page's language. */
export function calendarDate(date: string, locale: Locale): string {
  const d = new Date(`${date}T00:00:00+08:00`);
  return Number.isNaN(d.getTime()) ? date : fmt(locale, false).format(d);
}

type Named = { shippingCode: string; shippingMethodName: string | null; shippingMethodNameEn: string | null };

/** The order's shipping method as the page's language shows it (never the raw code). */
export function orderShippingName(o: Named, locale: Locale): string {
  return shippingDisplayName(
    { code: o.shippingCode, name: o.shippingMethodName, nameEn: o.shippingMethodNameEn },
    locale,
  );
}

/** The order's invoice type as the store names it, in the page's language. */
export function orderInvoiceName(
  o: { invoice: { type: string } | null; invoiceMethodName: string | null; invoiceMethodNameEn: string | null },
  locale: Locale,
): string {
  if (!o.invoice) return "";
  return invoiceDisplayName({ type: o.invoice.type, name: o.invoiceMethodName, nameEn: o.invoiceMethodNameEn }, locale);
}

/** Label–value separator: full-width colon in Chinese, colon and space in English. */
export const sep = (locale: Locale): string => (locale === "en" ? ": " : "：");
