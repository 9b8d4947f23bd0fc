import { sha256 } from "../../platform/crypto";
import type { StoreScope } from "../../platform/tenancy/scope";
import { verifyCheckMac } from "./checkMac";
import { ecpayAccountOf } from "./config";

// ECPay logistics status notifications (物流狀態通知): a server-to-server form POST signed with
// CheckMacValue (MD5) under the store's HashKey/HashIV. ECPay expects the body "1|OK" once it is
// accepted and retries otherwise; a signature that does not verify changes nothing and answers
// "0|…". MerchantTradeNo is the order number the logistics order was created with.
//
// ECPay retries a notice until it reads "1|OK", and a captured notice can be replayed: a verified
// notice is applied once per (order, logistics id, status code, status time), and a repeat still
// answers "1|OK" so ECPay stops retrying.

/** The fields that make one status report: the same report sent again has the same key. */
const noticeKeyOf = (form: Record<string, string>) =>
  sha256(
    [form.MerchantTradeNo, form.AllPayLogisticsID, form.RtnCode, form.UpdateStatusDate]
      .map((v) => (v ?? "").trim())
      .join("\u0000"),
  );

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
  const known = orderNumber ? await scope.checkout.logisticsEvent(orderNumber, note, await noticeKeyOf(form)) : false;
  return known ? "1|OK" : "0|OrderNotFound";
}
