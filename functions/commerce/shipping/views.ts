import type { ShippingMethodRow } from "@db/schema";
import { cvsChainOf } from "../../shared/commerce/commerce";

// The shapes a shipping method is answered in. The admin view is the spec's back-office §3 entity
// (with `details`, as the spec nests name / fee / COD / status URL) plus the flat columns the
// settings form edits; the public view is what a shopper's checkout needs, no admin-only fields.

export function adminShippingView(m: ShippingMethodRow) {
  return {
    id: m.id,
    code: m.code,
    type: m.type,
    subType: m.subType,
    name: m.name,
    nameEn: m.nameEn,
    isOpen: m.isOpen,
    isForeign: m.isForeign,
    sort: m.sort,
    shippingFee: m.shippingFee,
    freeShippingAmount: m.freeShippingAmount,
    ifOpenCashOnDelivery: m.ifOpenCashOnDelivery,
    checkStatusUrl: m.checkStatusUrl,
    feeType: m.feeType,
    districtShippingFee: m.districtShippingFee,
    allowedDistrictType: m.allowedDistrictType,
    allowedDistricts: m.allowedDistricts,
    allowedProductType: m.allowedProductType,
    allowedProducts: m.allowedProducts,
    cvsChain: cvsChainOf(m.code),
    details: {
      name: m.name,
      shippingFee: m.shippingFee,
      ifOpenCashOnDelivery: m.ifOpenCashOnDelivery,
      checkStatusUrl: m.checkStatusUrl,
    },
  };
}
export type AdminShippingMethod = ReturnType<typeof adminShippingView>;

export function publicShippingView(m: ShippingMethodRow) {
  return {
    id: m.id,
    code: m.code,
    type: m.type,
    name: m.name,
    /** English name as entered (null: none); pages resolve with shippingDisplayName. */
    nameEn: m.nameEn,
    isForeign: m.isForeign,
    sort: m.sort,
    shippingFee: m.shippingFee,
    freeShippingAmount: m.freeShippingAmount,
    ifOpenCashOnDelivery: m.ifOpenCashOnDelivery,
    feeType: m.feeType,
    districtShippingFee: m.districtShippingFee,
    allowedDistrictType: m.allowedDistrictType,
    allowedDistricts: m.allowedDistricts,
    /** Convenience-store chain of a pickup method (UNIMART, FAMI, HILIFE), null for delivery. */
    cvsChain: cvsChainOf(m.code),
  };
}
export type PublicShippingMethod = ReturnType<typeof publicShippingView>;
