import type { StoreScope } from "../../platform/tenancy/scope";
import { salesScopeOf } from "../../platform/tenancy/scope";
import { isBranchType } from "../../shared/constants";
import type { LabelLocale } from "../../shared/network/branchLabels";
import { personalSettingsOf } from "../../shared/storeSettings/defaults";
import { storeInitialData } from "../../store/initial";
import { labelSourceOf } from "../settings/labels";

// A branch host shows the branch's name and banners and — only when the head store's setting
// ifBranchCanCustomizeLogo is on — the branch's logo; otherwise the head store's (issue 13 §3).

/** The store's initial data as its storefront shows it (a branch's logo by its head store's rule). */
export async function shopInitialData(scope: StoreScope, locale: LabelLocale = "zh-TW") {
  const data = storeInitialData(scope.store, locale, await labelSourceOf(scope));
  if (!isBranchType(scope.store.type) || scope.headStoreId === scope.storeId) return data;
  const head = (await salesScopeOf(scope)).store;
  if (personalSettingsOf(head).ifBranchCanCustomizeLogo) return data;
  const headLogo = head.settingStore?.logo;
  const { logo: _own, ...rest } = data.settingStore;
  return { ...data, settingStore: headLogo === undefined ? rest : { ...rest, logo: headLogo } };
}
