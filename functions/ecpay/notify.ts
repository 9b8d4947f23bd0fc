import { checkoutOf } from "../../db/checkout";
import type { StoreScope } from "../platform/scope";
import { verifyCheckMac } from "./checkMac";
import { ecpayAccountOf } from "./config";

// ECPay logistics status notifications (物流狀態通知): a server-to-server form POST signed with
// CheckMacValue (MD5) under the store's HashKey/HashIV. ECPay expects the body "1|OK" once it is
// accepted and retries otherwise; a signature that does not verify changes nothing and answers
// "0|…". MerchantTradeNo is the order number the logistics order was created with.

export async function logisticsNotify(scope: StoreScope, form: Record<string, string>): Promise<string> {
  const account = ecpayAccountOf(scope.env, scope.store);
  if (!account) return "0|NotConfigured";
  if (form.MerchantID !== account.merchantId) return "0|MerchantIDError";
  if (!(await verifyCheckMac(form, account.hashKey, account.hashIV, "MD5"))) return "0|CheckMacValueError";
  const orderNumber = (form.MerchantTradeNo ?? "").trim();
  const note = [
    `ECPay ${form.RtnCode ?? ""}`,
    form.RtnMsg ?? "",
    form.AllPayLogisticsID ? `id ${form.AllPayLogisticsID}` : "",
    form.UpdateStatusDate ?? "",
  ]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 500);
  const known = orderNumber ? await checkoutOf(scope.db, scope.storeId).logisticsEvent(orderNumber, note) : false;
  return known ? "1|OK" : "0|OrderNotFound";
}
