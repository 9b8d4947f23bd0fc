// GET /api/admin/order/excel: the filtered order list as .xlsx, one row per order line (order
// columns repeat on each of its lines), every order the filter matches (issue 28 §1): read in
// keyset pages, newest first, as the export job's source. Times are Excel dates shown in Taipei,
// amounts NT$ numbers (minor units / 100).

import type { ExportSource, Locale } from "../../platform/exports/job";
import { at, type XCell } from "../../platform/exports/xlsx";
import { filterOf } from "./adminService";
import { excelQuery, type OrderFilterQuery } from "./schemas";
import { taipeiDateTime } from "./time";

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

export const orderExport: ExportSource<OrderFilterQuery> = {
  parse: (raw) => excelQuery.parse(raw),
  total: async (scope, q) => (await scope.orders.count(filterOf(q), [{ name: "n" }])).n ?? 0,
  header: (locale) => HEADER[locale],
  sheet: (locale) => (locale === "zh-TW" ? "訂單" : "Orders"),
  filename: (q) => `orders-${q.list}-${taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "")}.xlsx`,
  async page(scope, q, locale: Locale, cursor, limit) {
    const db = scope.orders;
    const rows = await db.exportPage({ ...filterOf(q), beforeId: cursor ?? undefined }, limit);
    const items = await db.itemsOf(rows.map((r) => r.id));
    const byOrder = new Map<number, typeof items>();
    for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
    const label = (v: string) => (locale === "zh-TW" ? (STATUS_ZH[v] ?? v) : v);
    const out: XCell[][] = [];
    for (const o of rows) {
      const r = o.receiver;
      const address = r.cvs
        ? `${r.cvs.storeName} (${r.cvs.storeId}) ${r.cvs.address}`
        : [r.postalCode, r.city, r.district, r.address].filter(Boolean).join(" ");
      const head: XCell[] = [
        o.orderNumber,
        at(o.createdAt),
        label(o.status),
        label(o.paymentStatus),
        o.paymentMethod,
        o.shippingCode,
        r.name,
        r.phone,
        address,
      ];
      const tail: XCell[] = [
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
    const last = rows.at(-1);
    return { rows: out, records: rows.length, next: rows.length === limit && last ? last.id : null };
  },
};
