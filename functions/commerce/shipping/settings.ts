import type { ShippingMethodRow } from "@db/schema";
import type { ShippingMethodValues } from "@db/shipping";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { cvsChainOf, type ShippingCode } from "../../shared/commerce/commerce";
import type { FieldIssue } from "../../shared/validators";
import type { ShippingMethodInput } from "./schemas";
import { adminShippingView } from "./views";

// Setting-shipping (GET, PUT /api/admin/shipping): the store's whole method list.

/** Who runs a method when the admin does not say: pickup and carrier codes go through ECPay. */
export function defaultTypeOf(code: ShippingCode): "SELF" | "ECPAY" {
  return cvsChainOf(code) || code === "BLACK_CAT" || code === "HCT" ? "ECPAY" : "SELF";
}

/**
 * The admin views with `allowedProductRefs` (id and name of each allowed product), so the settings
 * page names chosen products that are not on the picker's current page. One query for all methods.
 */
async function withProductRefs(scope: StoreScope, rows: ShippingMethodRow[]) {
  const ids = [...new Set(rows.flatMap((m) => m.allowedProducts))];
  const names = await scope.shippingMethods.productNames(ids);
  return rows.map((m) => ({
    ...adminShippingView(m),
    allowedProductRefs: m.allowedProducts.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  }));
}
export type AdminShippingSetting = Awaited<ReturnType<typeof withProductRefs>>[number];

export async function listShippingSettings(scope: StoreScope) {
  return withProductRefs(scope, await scope.shippingMethods.list());
}

/**
 * Replaces the list in one batch. Ids must be this store's methods and allowed products this
 * store's products; anything else is a 422 field issue naming the row, before anything is written.
 */
export async function replaceShippingSettings(
  scope: StoreScope,
  methods: readonly ShippingMethodInput[],
  audit: AuditTrail,
) {
  const repo = scope.shippingMethods;
  const productIds = [...new Set(methods.flatMap((m) => m.allowedProducts ?? []))];
  const [existing, products] = await Promise.all([repo.list(), repo.existingProductIds(productIds)]);
  const byId = new Map(existing.map((m) => [m.id, m]));

  const issues: FieldIssue[] = [];
  methods.forEach((m, i) => {
    if (m.id !== undefined && !byId.has(m.id))
      issues.push({ path: `methods.${i}.id`, message: "validation.unknownId" });
    (m.allowedProducts ?? []).forEach((p, j) => {
      if (!products.has(p)) issues.push({ path: `methods.${i}.allowedProducts.${j}`, message: "validation.unknownId" });
    });
  });
  if (issues.length) throw invalid(issues);

  const rows = methods.map((m, i): ShippingMethodValues & { id?: number } => {
    const prev = m.id !== undefined ? byId.get(m.id) : undefined;
    return {
      ...(m.id !== undefined ? { id: m.id } : {}),
      code: m.code,
      type: m.type ?? prev?.type ?? defaultTypeOf(m.code),
      subType: m.subType === undefined ? (prev?.subType ?? null) : m.subType,
      name: m.name,
      nameEn: m.nameEn === undefined ? (prev?.nameEn ?? null) : m.nameEn || null,
      isOpen: m.isOpen,
      isForeign: m.isForeign ?? prev?.isForeign ?? false,
      // Without an explicit sort the list order is the display order.
      sort: m.sort ?? i,
      shippingFee: m.shippingFee,
      freeShippingAmount: m.freeShippingAmount ?? prev?.freeShippingAmount ?? 0,
      ifOpenCashOnDelivery: m.ifOpenCashOnDelivery ?? prev?.ifOpenCashOnDelivery ?? false,
      checkStatusUrl: m.checkStatusUrl === undefined ? (prev?.checkStatusUrl ?? null) : m.checkStatusUrl || null,
      feeType: m.feeType ?? prev?.feeType ?? "FIXED",
      districtShippingFee: m.districtShippingFee ?? prev?.districtShippingFee ?? {},
      allowedDistrictType: m.allowedDistrictType ?? prev?.allowedDistrictType ?? "ALL",
      allowedDistricts: m.allowedDistricts ?? prev?.allowedDistricts ?? [],
      allowedProductType: m.allowedProductType ?? prev?.allowedProductType ?? "ALL",
      allowedProducts: m.allowedProducts ?? prev?.allowedProducts ?? [],
    };
  });
  const names = (list: readonly { code: string; name: string }[]) => ({
    methods: list.map((m) => `${m.code} ${m.name}`),
  });
  // A replace-all: its last statement may change no row, the call is still recorded.
  const entry = { before: names(existing), after: names(rows), always: true };
  return withProductRefs(scope, await repo.replaceAll(rows, [audit.item(entry)]));
}
