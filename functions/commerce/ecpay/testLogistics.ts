import type { OrderRow } from "@db/schema";
import { checkMacValue, verifyCheckMac } from "./checkMac";
import { type EcpayAccount, logisticsSubTypeOf } from "./config";

// The local test provider of ECPay's logistics calls: what ECPay's QueryLogisticsTradeInfo answers,
// made here in test mode (PAYMENT_TEST_MODE=1, no ECPay secret), so the whole signed round trip
// runs offline. It checks the request as ECPay does (MerchantID, a TimeStamp at most 3 minutes
// old, CheckMacValue MD5) and signs its reply with the same account. ECPay keeps its own shipments;
// this provider has none, so it answers from our order (status → ECPay's LogisticsStatus).

/** ECPay's TimeStamp is valid for 3 minutes (its docs: "TimeStamp 驗證時間 3 分鐘"). */
const TIMESTAMP_WINDOW_S = 180;

/** ECPay LogisticsStatus codes (物流狀態代碼) for our order statuses, per chain where they differ. */
function statusOf(order: OrderRow, subType: string): { code: string; message: string } {
  const fami = subType.startsWith("FAMI");
  switch (order.status) {
    case "DELIVERED":
      return fami ? { code: "3018", message: "到店尚未取貨" } : { code: "2073", message: "商品配達買家取貨門市" };
    case "COMPLETE":
      return fami ? { code: "3022", message: "買家已到店取貨" } : { code: "2067", message: "消費者成功取件" };
    case "CANCEL_UNPROCESSED":
    case "CANCEL_COMPLETE":
      return { code: "2065", message: "EC 收單（取消）" };
    default:
      return { code: "300", message: "訂單處理中(已收到訂單資料)" };
  }
}

export type TestLedger = (merchantTradeNo: string) => Promise<OrderRow | undefined>;

/** One QueryLogisticsTradeInfo call to the local provider: the reply ECPay would send (a form). */
export async function testQueryLogisticsTradeInfo(
  account: EcpayAccount,
  form: Record<string, string>,
  ledger: TestLedger,
  now = Date.now(),
): Promise<Record<string, string>> {
  const fail = (msg: string) => ({ RtnCode: "0", RtnMsg: msg });
  if (form.MerchantID !== account.merchantId) return fail("MerchantID Error");
  if (!(await verifyCheckMac(form, account.hashKey, account.hashIV, "MD5"))) return fail("CheckMacValue Error");
  const ts = Number(form.TimeStamp);
  if (!Number.isFinite(ts) || Math.abs(now / 1000 - ts) > TIMESTAMP_WINDOW_S) return fail("TimeStamp Error");
  const order = form.MerchantTradeNo ? await ledger(form.MerchantTradeNo) : undefined;
  const subType = order ? logisticsSubTypeOf(order.shippingCode) : null;
  if (!order || !subType) return fail("AllPayLogisticsID Not Found");
  const status = statusOf(order, subType);
  const reply: Record<string, string> = {
    MerchantID: account.merchantId,
    MerchantTradeNo: order.orderNumber,
    AllPayLogisticsID: form.AllPayLogisticsID ?? "",
    GoodsAmount: String(Math.round(order.totalAmount / 100)),
    LogisticsType: "CVS",
    LogisticsSubType: subType,
    HandlingCharge: "0",
    TradeDate: order.createdAt.replace("T", " ").slice(0, 19),
    LogisticsStatus: status.code,
    LogisticsStatusMessage: status.message,
    GoodsName: "Storefleet",
    ShipmentNo: order.trackingNumber ?? "",
    BookingNote: "",
  };
  reply.CheckMacValue = await checkMacValue(reply, account.hashKey, account.hashIV, "MD5");
  return reply;
}
