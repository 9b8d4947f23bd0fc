import { batch, sqlOf } from "@db/catalogue/sql";
import type { BranchCategoryRow, BranchProductRow, PriceRow } from "@db/network/branchCatalogue";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError } from "../../platform/errors";
import { branchSaleOf } from "../../platform/tenancy/salesScope";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import {
  branchUnitPrice,
  type Customisation,
  customisationProblem,
  headSellingPrice,
  type ProfitOptions,
  type ProfitType,
  priceBand,
  profitOptionsOf,
  saleCustomisation,
} from "../../shared/network/branchPricing";
import type { FieldIssue } from "../../shared/validators";
import type { CategoryCustomisationsInput, ProductCustomisationsInput, ProductListQuery } from "./schemas";

// The branch catalogue's reads and writes (issue 13 §3). The head store authorises products and
// categories, sets platform fees and the profit options; a branch customises display and price of
// what is authorised, inside the options. Prices come from shared/network/branchPricing.ts only.

const catalogue = (scope: StoreScope) => scope.branchCatalogue;
const isBranch = (scope: StoreScope) => isBranchType(scope.store.type) && scope.headStoreId !== scope.storeId;

export type { BranchCategoryRow };

export type BranchProductItem = Omit<BranchProductRow, "custom"> & {
  /** The branch's own choice for this product (null on the head store's view or when none). */
  custom: Customisation | null;
  /** The head store's selling price of one unit. */
  headPrice: number;
  /** What the branch sells it for (the head price on the head store's own view). */
  branchPrice: number;
  band: { min: number; max: number };
  /** Where the branch's price comes from: its own choice, a category's, or none. */
  appliedFrom: "PRODUCT" | "CATEGORY" | null;
  /** Listed on the branch's storefront. */
  isListed: boolean;
};

export type BranchProductList = {
  data: BranchProductItem[];
  total: number;
  options: ProfitOptions;
  viewer: "HEAD_STORE" | "BRANCH";
};

export async function profitOptions(scope: StoreScope): Promise<ProfitOptions> {
  if (!isBranch(scope)) return profitOptionsOf(scope.store.settingBranch);
  return (await branchSaleOf(scope))?.options ?? profitOptionsOf(null);
}

/** GET /api/admin/product/multilevelBranch: the head store's view, or a branch's authorised products. */
export async function listBranchProducts(scope: StoreScope, q: ProductListQuery): Promise<BranchProductList> {
  const branch = isBranch(scope);
  const sale = branch ? await branchSaleOf(scope) : null;
  const options = sale?.options ?? profitOptionsOf(scope.store.settingBranch);
  const { items, total } = await catalogue(scope).products(branch ? scope.storeId : null, {
    keyword: q.keyword,
    authorised: branch ? true : q.isForBranch,
    limit: q.limit,
    offset: q.offset,
  });
  const data = items.map((r): BranchProductItem => {
    const headPrice = headSellingPrice(r);
    const applied = sale ? saleCustomisation(sale, r.id) : null;
    return {
      ...r,
      custom: r.custom as Customisation | null,
      headPrice,
      branchPrice: branchUnitPrice(headPrice, applied, options),
      band: priceBand(headPrice, options),
      appliedFrom: !applied ? null : r.custom ? "PRODUCT" : "CATEGORY",
      isListed: applied?.isDisplay ?? true,
    };
  });
  return { data, total, options, viewer: branch ? "BRANCH" : "HEAD_STORE" };
}

/** The head store's categories (authorised or not), or a branch's authorised ones with its choices. */
export async function listBranchCategories(
  scope: StoreScope,
  isForBranch: boolean | undefined,
): Promise<{ data: BranchCategoryRow[]; options: ProfitOptions; viewer: "HEAD_STORE" | "BRANCH" }> {
  const branch = isBranch(scope);
  const data = await catalogue(scope).categories(branch ? scope.storeId : null, branch ? true : isForBranch);
  return { data, options: await profitOptions(scope), viewer: branch ? "BRANCH" : "HEAD_STORE" };
}

/** Platform fee per authorised product of the network (admin and storefront calls). */
export function platformFees(scope: StoreScope) {
  return catalogue(scope).platformFees();
}

function requireBranch(scope: StoreScope) {
  if (!isBranch(scope)) throw new AppError(Code.BRANCH_ONLY, 200, "Only a branch store customises products.");
}

type Choice = { profitType: ProfitType; profitValue: number; isDisplay: boolean };

/**
 * Refuses the whole call when one object is not authorised (400390), its type is not allowed
 * (400392) or it would price one of its products outside the band (400391); the field issues
 * name the item.
 */
function check(rows: PriceRow[], items: readonly (Choice & { objectId: number })[], options: ProfitOptions) {
  const byObject = new Map<number, PriceRow[]>();
  for (const r of rows) byObject.set(r.objectId, [...(byObject.get(r.objectId) ?? []), r]);
  const refuse = (code: (typeof Code)[keyof typeof Code], i: number, field: string, message: string) =>
    new AppError(code, 422, message, [{ path: `items.${i}.${field}`, message: "validation.oneOf" } as FieldIssue]);
  items.forEach((item, i) => {
    const found = byObject.get(item.objectId);
    if (!found) throw refuse(Code.BRANCH_NOT_AUTHORISED, i, "id", "Not authorised for branches.");
    for (const r of found) {
      if (r.productId === null && item.profitType === "ORIGINAL") continue;
      const problem = customisationProblem(r.productId === null ? 0 : headSellingPrice(r), item, options);
      if (problem === "TYPE_NOT_ALLOWED")
        throw refuse(Code.BRANCH_PROFIT_TYPE_NOT_ALLOWED, i, "profitType", "The head store does not allow this.");
      if (problem === "OUT_OF_RANGE" && r.productId !== null)
        throw refuse(Code.BRANCH_PRICE_OUT_OF_RANGE, i, "profitValue", `Outside the allowed range for ${r.name}.`);
    }
  });
}

async function customise(
  scope: StoreScope,
  kind: "PRODUCT" | "CATEGORY",
  items: readonly (Choice & { objectId: number })[],
  audit: AuditTrail,
): Promise<{ updated: number }> {
  requireBranch(scope);
  const cat = catalogue(scope);
  const [rows, sale] = await Promise.all([
    cat.pricesFor(
      kind,
      items.map((i) => i.objectId),
    ),
    branchSaleOf(scope),
  ]);
  const options = sale?.options ?? profitOptionsOf(null);
  check(rows, items, options);
  const current = kind === "PRODUCT" ? sale?.products : sale?.categories;
  const before = Object.fromEntries(items.map((i) => [i.objectId, current?.get(i.objectId) ?? null]));
  const after = Object.fromEntries(items.map((i) => [i.objectId, pick(i)]));
  await batch(scope.db, [
    cat.upsertStatement(
      scope.storeId,
      kind,
      items.map((i) => ({ ...pick(i), objectId: i.objectId })),
    ),
    ...sqlOf([
      audit.item({
        objectId: items.map((i) => i.objectId).join(","),
        objectName: [...new Set(rows.map((r) => r.name))].slice(0, 5).join(", "),
        before,
        after,
      }),
    ]),
  ]);
  return { updated: items.length };
}

const pick = (c: Choice): Customisation => ({
  profitType: c.profitType,
  profitValue: c.profitType === "ORIGINAL" ? 0 : c.profitValue,
  isDisplay: c.isDisplay,
});

export const customiseProducts = (scope: StoreScope, input: ProductCustomisationsInput, audit: AuditTrail) =>
  customise(
    scope,
    "PRODUCT",
    input.items.map(({ productId, ...c }) => ({ ...c, objectId: productId })),
    audit,
  );

export const customiseCategories = (scope: StoreScope, input: CategoryCustomisationsInput, audit: AuditTrail) =>
  customise(
    scope,
    "CATEGORY",
    input.items.map(({ id, ...c }) => ({ ...c, objectId: id })),
    audit,
  );

/** The head store authorises or withdraws products and/or sets their platform fee. */
export async function authoriseProducts(
  scope: StoreScope,
  input: { ids: number[]; isForBranch?: boolean; platformFee?: number },
  audit: AuditTrail,
) {
  const cat = catalogue(scope);
  const statements = [
    ...(input.isForBranch !== undefined
      ? [
          ...cat.selectionsChangeStatements("PRODUCT", input.ids, input.isForBranch),
          cat.authoriseStatement("PRODUCT", input.ids, input.isForBranch),
        ]
      : []),
    ...(input.platformFee !== undefined ? [cat.platformFeeStatement(input.ids, input.platformFee)] : []),
  ];
  const { ids: _ids, ...after } = input;
  await batch(scope.db, [
    ...statements,
    ...sqlOf([audit.item({ objectId: input.ids.join(","), after, always: true })]),
  ]);
  return { updated: input.ids.length };
}

export async function authoriseCategories(
  scope: StoreScope,
  input: { ids: number[]; isForBranch: boolean },
  audit: AuditTrail,
) {
  const cat = catalogue(scope);
  await batch(scope.db, [
    ...cat.selectionsChangeStatements("CATEGORY", input.ids, input.isForBranch),
    cat.authoriseStatement("CATEGORY", input.ids, input.isForBranch),
    ...sqlOf([audit.item({ objectId: input.ids.join(","), after: { isForBranch: input.isForBranch }, always: true })]),
  ]);
  return { updated: input.ids.length };
}

export async function setProfitOptions(scope: StoreScope, input: ProfitOptions, audit: AuditTrail) {
  const before = profitOptionsOf(scope.store.settingBranch);
  const next = profitOptionsOf({ profitOptions: input });
  await batch(scope.db, [
    catalogue(scope).profitOptionsStatement(next),
    ...sqlOf([audit.item({ objectId: scope.storeId, before: { ...before }, after: { ...next } })]),
  ]);
  scope.store.settingBranch = { ...(scope.store.settingBranch ?? {}), profitOptions: next };
  return next;
}
