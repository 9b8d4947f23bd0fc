// The branch price rule (issue 13 §3, docs/decisions/branch-catalogue.md): one isomorphic module
// that the API, the admin pages, the storefront and checkout all use. A branch sells a head-store
// product at the head store's selling price changed by the branch's customisation, kept inside the
// band the head store allows.
import { effectivePrice } from "../pricing";

export const PROFIT_TYPES = ["ORIGINAL", "FIXED", "AMOUNT_UP", "AMOUNT_DOWN", "PERCENT_UP", "PERCENT_DOWN"] as const;
export type ProfitType = (typeof PROFIT_TYPES)[number];

/** A branch's choice for one product or category. profitValue: minor units, or tenths of a percent. */
export type Customisation = { profitType: ProfitType; profitValue: number; isDisplay: boolean };

/**
 * What the head store lets its branches do (stores.setting_branch.profitOptions). The band is in
 * tenths of a percent of the head store's selling price: a branch price stays within
 * [base × (1000 − maxDownPermille) / 1000, base × (1000 + maxUpPermille) / 1000].
 */
export type ProfitOptions = { types: ProfitType[]; maxUpPermille: number; maxDownPermille: number };

export const DEFAULT_PROFIT_OPTIONS: ProfitOptions = {
  types: [...PROFIT_TYPES],
  maxUpPermille: 500,
  maxDownPermille: 200,
};

/** The stored options with defaults for what is missing; ORIGINAL is always allowed. */
export function profitOptionsOf(settingBranch: unknown): ProfitOptions {
  const raw = (settingBranch as { profitOptions?: Partial<ProfitOptions> } | null)?.profitOptions ?? {};
  const types = Array.isArray(raw.types)
    ? PROFIT_TYPES.filter((t) => t === "ORIGINAL" || raw.types?.includes(t))
    : DEFAULT_PROFIT_OPTIONS.types;
  const permille = (v: unknown, d: number, max: number) =>
    typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= max ? v : d;
  return {
    types,
    maxUpPermille: permille(raw.maxUpPermille, DEFAULT_PROFIT_OPTIONS.maxUpPermille, 10_000),
    maxDownPermille: permille(raw.maxDownPermille, DEFAULT_PROFIT_OPTIONS.maxDownPermille, 1000),
  };
}

/** The head store's selling price of one unit: the effective price when there is one, else the list price. */
export function headSellingPrice(p: { price: number; specialPrice: number; subscriptionPrice: number }): number {
  const eff = effectivePrice(p);
  return eff > 0 ? eff : p.price;
}

/** The branch price before the band: what the customisation asks for. */
export function askedPrice(base: number, c: Pick<Customisation, "profitType" | "profitValue">): number {
  const v = c.profitValue;
  switch (c.profitType) {
    case "FIXED":
      return v;
    case "AMOUNT_UP":
      return base + v;
    case "AMOUNT_DOWN":
      return base - v;
    case "PERCENT_UP":
      return Math.round((base * (1000 + v)) / 1000);
    case "PERCENT_DOWN":
      return Math.round((base * (1000 - v)) / 1000);
    default:
      return base;
  }
}

/** The allowed band around a base price (rounded inwards, never below 0). */
export function priceBand(base: number, o: ProfitOptions): { min: number; max: number } {
  return {
    min: Math.max(0, Math.ceil((base * (1000 - o.maxDownPermille)) / 1000)),
    max: Math.floor((base * (1000 + o.maxUpPermille)) / 1000),
  };
}

export type CustomisationProblem = "TYPE_NOT_ALLOWED" | "OUT_OF_RANGE" | null;

/** Why a customisation may not be saved for a product of this base price (null: it may). */
export function customisationProblem(
  base: number,
  c: Pick<Customisation, "profitType" | "profitValue">,
  o: ProfitOptions,
): CustomisationProblem {
  if (c.profitType === "ORIGINAL") return null;
  if (!o.types.includes(c.profitType)) return "TYPE_NOT_ALLOWED";
  const asked = askedPrice(base, c);
  const band = priceBand(base, o);
  return asked < band.min || asked > band.max ? "OUT_OF_RANGE" : null;
}

/** The branch's unit price: the asked price clamped into the band (options may tighten after a save). */
export function branchUnitPrice(base: number, c: Customisation | null, o: ProfitOptions): number {
  if (!c || c.profitType === "ORIGINAL" || !o.types.includes(c.profitType)) return base;
  const band = priceBand(base, o);
  return Math.min(band.max, Math.max(band.min, askedPrice(base, c)));
}

/** A product's own customisation wins; else the first of its categories' (lowest category id). */
export function customisationFor(
  own: Customisation | undefined,
  categories: readonly (Customisation | undefined)[],
): Customisation | null {
  return own ?? categories.find((c) => c !== undefined) ?? null;
}

type Prices = { price: number; specialPrice: number; subscriptionPrice: number };

/**
 * The three price fields a branch shows and charges. ORIGINAL keeps the head store's fields (its
 * special and subscription prices included); any other choice is one price for every payment plan,
 * so the card, the cart line and the order all read the same figure through the usual rules.
 */
export function branchPrices<T extends Prices>(p: T, c: Customisation | null, o: ProfitOptions): T {
  if (!c || c.profitType === "ORIGINAL" || !o.types.includes(c.profitType)) return p;
  return { ...p, price: branchUnitPrice(headSellingPrice(p), c, o), specialPrice: 0, subscriptionPrice: 0 };
}

/** What one request selling on a branch host knows of the branch (loaded once per request). */
export type BranchSale = {
  branchStoreId: number;
  branchName: string;
  options: ProfitOptions;
  products: ReadonlyMap<number, Customisation>;
  categories: ReadonlyMap<number, Customisation>;
  /** Product → its categories that the branch customised, lowest id first. */
  productCategories: ReadonlyMap<number, readonly number[]>;
};

/** The customisation that applies to a product on this branch (own, else its category's). */
export function saleCustomisation(sale: BranchSale, productId: number): Customisation | null {
  const cats = sale.productCategories.get(productId) ?? [];
  return customisationFor(
    sale.products.get(productId),
    cats.map((c) => sale.categories.get(c)),
  );
}

/** A product a branch sells: authorised by the head store and not unlisted by the branch. */
export function sellsOnBranch(sale: BranchSale, productId: number, isForBranch: boolean): boolean {
  return isForBranch && (saleCustomisation(sale, productId)?.isDisplay ?? true);
}

/** The product's price fields on this branch. */
export function salePrices<T extends Prices>(sale: BranchSale, productId: number, p: T): T {
  return branchPrices(p, saleCustomisation(sale, productId), sale.options);
}
