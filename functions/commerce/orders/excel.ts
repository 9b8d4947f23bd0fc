// GET /api/admin/order/excel: the filtered order list as .xlsx, one row per order line (order
// columns repeat on each of its lines), times in Taipei, amounts in NT$ (minor units / 100).

import type { StoreScope } from "../../platform/tenancy/scope";
import { type Cell, writeXlsx } from "../catalogue/sheet";
import { filterOf } from "./adminService";
import { MAX_EXPORT_ORDERS, type OrderFilterQuery } from "./schemas";
import { taipeiDateTime } from "./time";

type Locale = "zh-TW" | "en";

const HEADER: Record<Locale, string[]> = {
  "zh-TW": [
    "訂單編號",
    "下單時間",
    "訂單狀態",
    "付款狀態",
    "付款方式",
    "配送方式",
    "收件人",
    "收件人電話",
    "收件地址",
    "商品名稱",
    "規格",
    "單價 (NT$)",
    "數量",
    "小計 (NT$)",
    "運費 (NT$)",
    "折扣 (NT$)",
    "訂單總額 (NT$)",
    "備註",
    "物流單號",
  ],
  en: [
    "Order number",
    "Ordered at",
    "Status",
    "Payment status",
    "Payment method",
    "Shipping",
    "Receiver",
    "Receiver phone",
    "Address",
    "Product",
    "Spec",
    "Unit price (NT$)",
    "Quantity",
    "Amount (NT$)",
    "Shipping fee (NT$)",
    "Discount (NT$)",
    "Order total (NT$)",
    "Note",
    "Tracking number",
  ],
};

const STATUS_ZH: Record<string, string> = {
  UNPROCESSED: "未處理",
  PROCESSED: "處理中",
  DELIVERED: "已出貨",
  COMPLETE: "已完成",
  CANCEL_UNPROCESSED: "取消申請中",
  CANCEL_COMPLETE: "已取消",
  RETURN_UNPROCESSED: "退貨申請中",
  RETURN_COMPLETE: "已退貨",
  UNPAID: "未付款",
  CONFIRM_PAID: "已回報付款",
  PAID: "已付款",
  FAILED: "付款失敗",
  REFUNDED: "已退款",
  NOT_REQUIRED: "貨到付款",
};

const ntd = (minor: number) => minor / 100;

export async function exportOrders(
  scope: StoreScope,
  q: OrderFilterQuery,
  locale: Locale,
): Promise<{ body: Uint8Array; filename: string; contentType: string }> {
  const db = scope.orders;
  const { rows } = await db.list(filterOf(q), { offset: 0, limit: MAX_EXPORT_ORDERS });
  const items = await db.itemsOf(rows.map((r) => r.id));
  const byOrder = new Map<number, typeof items>();
  for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
  const label = (v: string) => (locale === "zh-TW" ? (STATUS_ZH[v] ?? v) : v);
  const out: Cell[][] = [];
  for (const o of rows) {
    const r = o.receiver;
    const address = r.cvs
      ? `${r.cvs.storeName} (${r.cvs.storeId}) ${r.cvs.address}`
      : [r.postalCode, r.city, r.district, r.address].filter(Boolean).join(" ");
    const head: Cell[] = [
      o.orderNumber,
      taipeiDateTime(o.createdAt),
      label(o.status),
      label(o.paymentStatus),
      o.paymentMethod,
      o.shippingCode,
      r.name,
      r.phone,
      address,
    ];
    const tail: Cell[] = [
      ntd(o.shippingFee),
      ntd(o.discountAmount + o.discountShippingFee),
      ntd(o.totalAmount),
      o.note,
      o.trackingNumber ?? "",
    ];
    const lines = byOrder.get(o.id) ?? [];
    if (!lines.length) out.push([...head, "", "", null, null, null, ...tail]);
    for (const l of lines)
      out.push([...head, l.productName, l.spec, ntd(l.unitPrice), l.quantity, ntd(l.amount), ...tail]);
  }
  const body = await writeXlsx(locale === "zh-TW" ? "訂單" : "Orders", HEADER[locale], out);
  const stamp = taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "");
  return {
    body,
    filename: `orders-${q.list}-${stamp}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
