// The head store's custom labels (spec back-office §3: branch, revenue, bonus, introducer, team,
// rank…), read in one place for every page, menu and mail that shows them. Binding-free: the
// browser and the Worker import it alike.
//
// Stored shape (stores.labels JSON): `{ "zh-TW": { key: text }, en: { key: text } }`. An older flat
// `{ key: text }` still counts for every language, so rows written before per-language labels keep
// working. A branch shows its HEAD STORE's labels: callers pass the head store's row/initial data.

export type LabelLocale = "zh-TW" | "en";

export const LABEL_KEYS = [
  "selfProfitLabel",
  "profitLabel",
  "multilevelProfitLabel",
  "multiLevelLabel",
  "branchNameLabel",
  "revenueLabel",
  "recruitLabel",
  "teamLabel",
  "organizationLabel",
  "classLabel",
  "introducerLabel",
  "firstLineLabel",
  "bonusLabel",
  "branchLabel",
  "rankLabel",
] as const;

export type LabelKey = (typeof LABEL_KEYS)[number];
export type Labels = Record<LabelKey, string>;

/** Spec defaults; the zh-TW texts are the product's own words for the spec's English ones. */
export const DEFAULT_LABELS_BY_LOCALE: Record<LabelLocale, Labels> = {
  "zh-TW": {
    selfProfitLabel: "產品獎金",
    profitLabel: "銷售分潤",
    multilevelProfitLabel: "額外獎金",
    multiLevelLabel: "銷售層級",
    branchNameLabel: "分店",
    revenueLabel: "總銷售額",
    recruitLabel: "招募",
    teamLabel: "團隊",
    organizationLabel: "組織",
    classLabel: "等級",
    introducerLabel: "介紹人",
    firstLineLabel: "第一線",
    bonusLabel: "回饋金",
    branchLabel: "線",
    rankLabel: "階級",
  },
  en: {
    selfProfitLabel: "product bonus",
    profitLabel: "sales share",
    multilevelProfitLabel: "extra bonus",
    multiLevelLabel: "sales tier",
    branchNameLabel: "branch",
    revenueLabel: "total sales",
    recruitLabel: "recruit",
    teamLabel: "team",
    organizationLabel: "organization",
    classLabel: "rank",
    introducerLabel: "introducer",
    firstLineLabel: "first line",
    bonusLabel: "rebate",
    branchLabel: "line",
    rankLabel: "tier",
  },
};

/** Longest label a head store may set (menus and table headers must still fit at 375 px). */
export const LABEL_MAX = 20;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** Only the overrides a store set for `locale` (flat legacy keys included), no defaults. */
export function labelOverrides(stored: unknown, locale: LabelLocale): Partial<Labels> {
  const out: Partial<Labels> = {};
  if (!isObj(stored)) return out;
  const perLocale = isObj(stored[locale]) ? stored[locale] : {};
  for (const key of LABEL_KEYS) {
    const value = text(perLocale[key]) ?? text(stored[key]);
    if (value) out[key] = value.slice(0, LABEL_MAX);
  }
  return out;
}

/**
 * The 15 labels of `store` in `locale`: the store's override, else the spec default. `store` is
 * anything carrying the stored `labels` JSON (a stores row, or initial data after `labelsOf`).
 */
export function labelsOf(store: { labels?: unknown } | null | undefined, locale: LabelLocale): Labels {
  return { ...DEFAULT_LABELS_BY_LOCALE[locale], ...labelOverrides(store?.labels, locale) };
}

/** A label as a menu or heading title: English defaults are lower-case words ("branch" → "Branch"). */
export const labelTitle = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
