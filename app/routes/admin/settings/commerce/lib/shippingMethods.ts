import type { AdminShippingSetting as AdminShippingMethod } from "@functions/commerce/shipping/settings";
import type { ShippingCode } from "@functions/shared/commerce/commerce";

// The shipping page's editable methods: what the form holds of each method, and the PUT body.

export type Method = Omit<AdminShippingMethod, "details" | "cvsChain" | "id" | "allowedProductRefs"> & {
  id?: number;
  key: string;
};

export const refsOf = (methods: readonly AdminShippingMethod[]): [number, string][] =>
  methods.flatMap((m) => m.allowedProductRefs.map((p): [number, string] => [p.id, p.name]));

let seq = 0;
export const editable = (m: AdminShippingMethod): Method => {
  const { details: _d, cvsChain: _c, allowedProductRefs: _r, ...rest } = m;
  seq += 1;
  return { ...rest, key: `m${m.id}-${seq}` };
};
export const fresh = (code: ShippingCode, name: string, sort: number): Method => {
  seq += 1;
  return {
    key: `new-${seq}`,
    code,
    type: "SELF",
    subType: null,
    name,
    nameEn: null,
    isOpen: true,
    isForeign: false,
    sort,
    shippingFee: 0,
    freeShippingAmount: 0,
    ifOpenCashOnDelivery: false,
    checkStatusUrl: null,
    feeType: "FIXED",
    districtShippingFee: {},
    allowedDistrictType: "ALL",
    allowedDistricts: [],
    allowedProductType: "ALL",
    allowedProducts: [],
  };
};
/** The PUT body of one method: the server fills the type of a new one from its code. */
export const bodyOf = ({ key: _k, id, type, ...m }: Method, i: number) => ({
  ...(id ? { id, type } : {}),
  ...m,
  sort: i,
  nameEn: m.nameEn?.trim() || null,
  checkStatusUrl: m.checkStatusUrl || null,
});

/** The shipping-per-product import's page (shipping-product-import.tsx). */
export const SHIPPING_PRODUCT_IMPORT_PATH = "/admin/settingpage/shipping-product-import";
