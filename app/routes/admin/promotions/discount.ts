import type { Locale } from "~/i18n";

// A percent-off tier in each language's idiom, stored one way. The API keeps PERCENT_OFF in
// tenths of the price paid (spec: "stored in tenths, shown as fold"): 90 = the shopper pays 90 %.
// zh-TW shoppers say 9 折 (a "fold": tenths paid), English shoppers say 10 % off; both are 90.

/** "8.5" (折) → 85; "0.1"–"9.9" in steps of 0.1, else null. */
export function foldToTenths(text: string): number | null {
  const s = text.trim();
  if (!/^\d(\.\d)?$/.test(s)) return null;
  const n = Math.round(Number(s) * 10);
  return n >= 1 && n <= 99 ? n : null;
}

/** 85 → "8.5", 80 → "8". */
export const tenthsToFold = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);

/** "15" (% off) → 85; whole percents 1–99 (tenths paid have no finer step), else null. */
export function percentOffToTenths(text: string): number | null {
  const s = text.trim().replace(/\s*%$/, "");
  if (!/^\d{1,2}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 99 ? 100 - n : null;
}

export const tenthsToPercentOff = (tenths: number): string => String(100 - tenths);

/** The idiom a language types and reads a percent-off tier in. */
export const discountIdiom = (locale: Locale) =>
  locale === "zh-TW"
    ? ({ parse: foldToTenths, show: tenthsToFold, inputMode: "decimal" } as const)
    : ({ parse: percentOffToTenths, show: tenthsToPercentOff, inputMode: "numeric" } as const);
