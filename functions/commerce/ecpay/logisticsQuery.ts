import { AppError, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { checkMacValue, verifyCheckMac } from "./checkMac";
import { type EcpayAccount, ecpayAccountOf, logisticsSubTypeOf } from "./config";
import { testQueryLogisticsTradeInfo } from "./testLogistics";

// GET /api/admin/shipping/ecpayQueryShippingOrder (back-office §7: shippingOrderNumber,
// orderNumber): asks ECPay for one logistics order (物流訂單查詢, QueryLogisticsTradeInfo/V5),
// signed with CheckMacValue (MD5, checkMac.ts) under the store's logistics account, and reads the
// reply only when ITS CheckMacValue verifies. The order must be this store's and ship with ECPay;
// in test mode the local test provider (testLogistics.ts) answers instead of ECPay's servers.

const QUERY_PATH = "/Helper/QueryLogisticsTradeInfo/V5";

export type ShippingOrderQuery = { orderNumber: string; shippingOrderNumber: string };

export type ShippingOrderInfo = {
  orderNumber: string;
  shippingOrderNumber: string;
  logisticsType: string;
  logisticsSubType: string;
  /** ECPay's LogisticsStatus code and its own (zh-TW) wording. */
  status: string;
  statusMessage: string;
  shipmentNo: string;
  goodsAmount: number;
  tradeDate: string;
  test: boolean;
};

const unavailable = () => new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, "The order does not ship with ECPay.");
const providerError = (msg: string) => new AppError(Code.SHIPPING_NOT_AVAILABLE, 200, `ECPay: ${msg}`);

/** The signed request form (exported for tests: the same form ECPay would receive). */
export async function queryForm(account: EcpayAccount, q: ShippingOrderQuery, now = Date.now()) {
  const form: Record<string, string> = {
    MerchantID: account.merchantId,
    AllPayLogisticsID: q.shippingOrderNumber,
    MerchantTradeNo: q.orderNumber,
    TimeStamp: String(Math.floor(now / 1000)),
  };
  form.CheckMacValue = await checkMacValue(form, account.hashKey, account.hashIV, "MD5");
  return form;
}

async function send(scope: StoreScope, account: EcpayAccount, form: Record<string, string>) {
  if (account.test) {
    return testQueryLogisticsTradeInfo(account, form, async (n) => (await scope.orders.byNumbers([n]))[0]);
  }
  const res = await fetch(new URL(QUERY_PATH, account.mapUrl).toString(), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!res?.ok) {
    await res?.body?.cancel();
    throw providerError("unreachable");
  }
  return Object.fromEntries(new URLSearchParams(await res.text()));
}

export async function queryShippingOrder(scope: StoreScope, q: ShippingOrderQuery): Promise<ShippingOrderInfo> {
  const [order] = await scope.orders.byNumbers([q.orderNumber]);
  if (!order) throw notFound();
  if (!logisticsSubTypeOf(order.shippingCode)) throw unavailable();
  const account = ecpayAccountOf(scope.env, scope.store);
  if (!account) throw unavailable();
  const reply = await send(scope, account, await queryForm(account, q));
  if (!reply.CheckMacValue) throw providerError(reply.RtnMsg || "no answer");
  if (!(await verifyCheckMac(reply, account.hashKey, account.hashIV, "MD5"))) throw providerError("CheckMacValue");
  if (reply.MerchantTradeNo !== order.orderNumber) throw providerError("another order");
  return {
    orderNumber: order.orderNumber,
    shippingOrderNumber: reply.AllPayLogisticsID ?? q.shippingOrderNumber,
    logisticsType: reply.LogisticsType ?? "",
    logisticsSubType: reply.LogisticsSubType ?? "",
    status: reply.LogisticsStatus ?? "",
    statusMessage: reply.LogisticsStatusMessage ?? "",
    shipmentNo: reply.ShipmentNo ?? "",
    goodsAmount: Number(reply.GoodsAmount ?? 0) * 100,
    tradeDate: reply.TradeDate ?? "",
    test: account.test,
  };
}
