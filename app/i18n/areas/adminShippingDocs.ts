// Messages of the back office's shipping documents and ECPay look-ups. zh-TW first; en has every key.
export const adminShippingDocsZhTW = {
  "validation.shippingOrderNumber": "物流訂單編號只能是英數字與 -，最多 30 字",
  "notes.admin.action": "列印託運單",
  "notes.admin.title": "列印託運單",
  "notes.admin.body": "為所選的 {n} 筆訂單列印託運單。以綠界寄送的訂單用綠界的託運單，其餘用本店的託運單。",
  "notes.admin.size": "紙張",
  "notes.admin.size.A4": "A4（每張兩份）",
  "notes.admin.size.LABEL": "標籤 100 × 150 mm",
  "notes.admin.prepare": "準備列印",
  "notes.admin.ready": "託運單已備妥，點選各項在新分頁開啟列印。",
  "notes.admin.viaEcpay": "綠界託運單（{n} 筆）",
  "notes.admin.viaOwn": "本店託運單（{n} 筆）",
  "notes.admin.done": "完成",
};

export const adminShippingDocsEn: Record<keyof typeof adminShippingDocsZhTW, string> = {
  "validation.shippingOrderNumber": "The logistics order number is letters, digits and -, at most 30 characters",
  "notes.admin.action": "Print consignment notes",
  "notes.admin.title": "Print consignment notes",
  "notes.admin.body":
    "{n, plural, one {Print the consignment note of the selected order.} other {Print consignment notes for the # selected orders.}} Orders shipped with ECPay get ECPay's note, the rest the store's own.",
  "notes.admin.size": "Paper",
  "notes.admin.size.A4": "A4 (two a sheet)",
  "notes.admin.size.LABEL": "Label 100 × 150 mm",
  "notes.admin.prepare": "Prepare",
  "notes.admin.ready": "The notes are ready: open each one in a new tab to print it.",
  "notes.admin.viaEcpay": "{n, plural, one {ECPay note (# order)} other {ECPay notes (# orders)}}",
  "notes.admin.viaOwn": "{n, plural, one {Store's note (# order)} other {Store's notes (# orders)}}",
  "notes.admin.done": "Done",
};
