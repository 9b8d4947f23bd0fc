// Messages of the printable consignment notes (/consignment-note-print) and the local stand-in
// for ECPay's print page (/dev/test-ecpay-print). Registered by this module itself (a side effect
// of importing it), so these pages outside the back office have them. zh-TW first; en has every key.
import { registerMessages } from "../index";

const zhTW = {
  "notes.title": "託運單",
  "notes.many": "列印 {n} 張託運單",
  "notes.sender": "寄件人",
  "notes.receiver": "收件人",
  "notes.order": "訂單編號",
  "notes.date": "訂單日期",
  "notes.method": "配送方式",
  "notes.pieces": "件數",
  "notes.piecesValue": "{n} 件",
  "notes.collect": "代收貨款",
  "notes.noCollect": "免代收",
  "notes.tracking": "物流單號",
  "notes.note": "備註",
  "notes.contents": "內容物",
  "notes.size.A4": "A4（每張兩份）",
  "notes.size.LABEL": "標籤 100 × 150 mm",
  "notes.sizeLabel": "紙張",
  "notes.testTitle": "綠界物流列印（測試）",
  "notes.testNote": "測試模式：這一頁代替綠界的託運單列印頁，簽章已驗證。",
  "notes.testRefused": "綠界列印要求被拒：{message}",
  "notes.shipment": "物流交易編號",
  "notes.paymentNo": "寄貨編號",
  "notes.merchant": "特店編號",
};

const en: Record<keyof typeof zhTW, string> = {
  "notes.title": "Consignment note",
  "notes.many": "{n, plural, one {Print # consignment note} other {Print # consignment notes}}",
  "notes.sender": "Sender",
  "notes.receiver": "Receiver",
  "notes.order": "Order number",
  "notes.date": "Order date",
  "notes.method": "Shipping",
  "notes.pieces": "Items",
  "notes.piecesValue": "{n, plural, one {# item} other {# items}}",
  "notes.collect": "Cash on delivery",
  "notes.noCollect": "Nothing to collect",
  "notes.tracking": "Tracking number",
  "notes.note": "Note",
  "notes.contents": "Contents",
  "notes.size.A4": "A4 (two a sheet)",
  "notes.size.LABEL": "Label 100 × 150 mm",
  "notes.sizeLabel": "Paper",
  "notes.testTitle": "ECPay logistics print (test)",
  "notes.testNote":
    "Test mode: this page stands in for ECPay's consignment-note print page; the signature was verified.",
  "notes.testRefused": "ECPay refused the print request: {message}",
  "notes.shipment": "Logistics ID",
  "notes.paymentNo": "Shipment number",
  "notes.merchant": "Merchant ID",
};

registerMessages(zhTW, en);
