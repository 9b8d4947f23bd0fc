import type { StoreRow } from "../../db/schema";
import { DEFAULT_PROFIT_PERCENT, DEFAULT_SETTLEMENT_CYCLE } from "../shared/constants";
import { type LabelLocale, labelsOf } from "../shared/network/branchLabels";
import { DEFAULT_POLICY, DEFAULT_SOCIAL, personalSettingsOf } from "../shared/storeSettings/defaults";

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * `GET /api/initial` data: every field of spec storefront §3 "Store initial data". `labelStore`
 * is where the custom labels come from: a branch shows its head store's labels.
 */
export function storeInitialData(
  store: StoreRow,
  locale: LabelLocale = "zh-TW",
  labelStore: { labels?: unknown } = store,
) {
  const settingStore = obj(store.settingStore);
  return {
    storeId: store.id,
    storeName: store.name,
    storeStatus: store.status,
    storeType: store.type,
    storeTrialType: store.trialType,
    isWholeSaler: store.isWholeSaler,
    policy: { ...DEFAULT_POLICY, ...obj(store.policy) },
    plan: store.plan ?? null,
    settingStore,
    settingBranch: obj(store.settingBranch),
    settingSystem: obj(store.settingSystem),
    settingPage: obj(store.settingPage),
    tappay: obj(store.tappay),
    ecpay: { merchantID: store.ecpayMerchantId ?? "" },
    countries: store.countries ?? ["TW"],
    invoiceMethods: store.invoiceMethods ?? [],
    storeVerification: store.storeVerification ?? null,
    profitPercent: store.profitPercent ?? DEFAULT_PROFIT_PERCENT,
    settlementCycle: store.settlementCycle ?? DEFAULT_SETTLEMENT_CYCLE,
    minRevenue: store.minRevenue,
    minAmountShoppingForCreatingStore: store.minAmountShoppingForCreatingStore,
    productPaymentPlanForCreatingStore: store.productPaymentPlanForCreatingStore ?? "NORMAL",
    social: { ...DEFAULT_SOCIAL, ...obj(store.social) },
    labels: labelsOf(labelStore, locale),
    imageBorderType: store.imageBorderType,
    ifMustReviewUserInfo: store.ifMustReviewUserInfo,
    testModeTime: store.testModeTime,
    metaTitle: store.metaTitle ?? store.name,
    metaDescription: store.metaDescription ?? "",
    defaultDomain: store.defaultDomain,
    personalSettings: personalSettingsOf(store),
  };
}

export type StoreInitialData = ReturnType<typeof storeInitialData>;
