import { invoiceDisplayName, shippingDisplayName } from "@functions/shared/commerce/methodNames";
import type { Locale } from "../../i18n";
import "../../i18n/areas/orders";

// Order labels and Taipei times shared by the member, print and back-office order pages.

/** Taipei times and calendar dates: the one format of app/lib/taipeiTime. */
export { formatCalendarDate as calendarDate, formatTaipei as taipei } from "../../lib/taipeiTime";

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
