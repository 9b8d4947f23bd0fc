import { checkMacValue, verifyCheckMac } from "./checkMac";
import { ECPAY_TEST_ACCOUNT, type EcpayAccount } from "./config";

// ECPay's print flow for consignment notes (物流 API, 列印託運單/一段標): the browser posts a form,
// signed with CheckMacValue (MD5), to ECPay's print page for the shipment's LogisticsSubType, and
// ECPay renders the printable note from its own shipment record. C2C has one page per chain and
// takes the shipment's CVSPaymentNo (寄貨編號) beside AllPayLogisticsID; B2C shares
// printTradeDocument. Several shipments of one page go in one form, comma-separated, as ECPay allows.
// In test mode the form goes to the local test provider (/dev/test-ecpay-print) instead.

export const PRINT_API: Record<string, string> = {
  UNIMARTC2C: "/Express/PrintUniMartC2COrderInfo",
  FAMIC2C: "/Express/PrintFAMIC2COrderInfo",
  HILIFEC2C: "/Express/PrintHILIFEC2COrderInfo",
  UNIMART: "/helper/printTradeDocument",
  FAMI: "/helper/printTradeDocument",
  HILIFE: "/helper/printTradeDocument",
};
export const TEST_PRINT_PATH = "/dev/test-ecpay-print";

export type PrintShipment = { subType: string; logisticsId: string; paymentNo: string };
export type PrintForm = { action: string; api: string; fields: Record<string, string> };

const isC2C = (api: string) => api.startsWith("/Express/");

export function printActionOf(account: EcpayAccount, api: string): string {
  if (account.test) return `${TEST_PRINT_PATH}?api=${encodeURIComponent(api)}`;
  return new URL(api, account.mapUrl).toString();
}

/** One signed form per ECPay print page, the shipments in the order given. */
export async function printForms(account: EcpayAccount, shipments: readonly PrintShipment[]): Promise<PrintForm[]> {
  const byApi = new Map<string, PrintShipment[]>();
  for (const s of shipments) {
    const api = PRINT_API[s.subType];
    if (!api) continue;
    byApi.set(api, [...(byApi.get(api) ?? []), s]);
  }
  const forms: PrintForm[] = [];
  for (const [api, list] of byApi) {
    const fields: Record<string, string> = {
      MerchantID: account.merchantId,
      AllPayLogisticsID: list.map((s) => s.logisticsId).join(","),
    };
    if (isC2C(api)) fields.CVSPaymentNo = list.map((s) => s.paymentNo).join(",");
    if (api === PRINT_API.UNIMARTC2C) fields.CVSValidationNo = "";
    fields.CheckMacValue = await checkMacValue(fields, account.hashKey, account.hashIV, "MD5");
    forms.push({ action: printActionOf(account, api), api, fields });
  }
  return forms;
}

export type TestPrintResult =
  | { ok: true; api: string; merchantId: string; shipments: { logisticsId: string; paymentNo: string }[] }
  | { ok: false; message: string };

/** What the local test provider checks before it renders notes: ECPay's own checks of the form. */
export async function checkTestPrint(api: string, form: Record<string, string>): Promise<TestPrintResult> {
  if (!Object.values(PRINT_API).includes(api)) return { ok: false, message: "API Not Found" };
  const account = ECPAY_TEST_ACCOUNT;
  if (form.MerchantID !== account.merchantId) return { ok: false, message: "MerchantID Error" };
  if (!(await verifyCheckMac(form, account.hashKey, account.hashIV, "MD5")))
    return { ok: false, message: "CheckMacValue Error" };
  const ids = (form.AllPayLogisticsID ?? "").split(",").filter(Boolean);
  const nos = (form.CVSPaymentNo ?? "").split(",");
  if (!ids.length) return { ok: false, message: "AllPayLogisticsID Error" };
  return {
    ok: true,
    api,
    merchantId: account.merchantId,
    shipments: ids.map((logisticsId, i) => ({ logisticsId, paymentNo: nos[i] ?? "" })),
  };
}
