// Messages of the back office's order import page (/admin/orders-import). zh-TW first; en has every key.
export const adminOrdersImportZhTW = {
  "ordersImport.title": "匯入訂單",
  "ordersImport.import": "上傳出貨資料",
  "ordersImport.importHint":
    "上傳 .xlsx 或 .csv，一次更新多筆訂單的出貨進度與物流單號。整份檔案檢查通過才會更新，有任何問題時不會更動任何訂單。",
  "ordersImport.done": "已更新 {changed} 筆訂單，{unchanged} 筆原本就是這個狀態。",
  "ordersImport.howTitle": "怎麼填寫",
  "ordersImport.how1": "以「訂單編號」對應訂單；匯出的訂單檔可直接填上「物流單號」後上傳，其他欄位會略過。",
  "ordersImport.how2":
    "「出貨進度」可填 處理中、已出貨 或 已完成（英文 process、deliver、complete 亦可），也可以留白。",
  "ordersImport.how3": "「物流單號」為英數字與 -，4–40 字，會顯示在會員的訂單頁。",
  "ordersImport.how4": "訂單已是該進度時不會重複更新，同一份檔案可以放心重新上傳。單次最多 {max} 筆。",
  "ordersImport.template": "下載範本",
  "ordersImport.deliverWithTracking": "填了物流單號的訂單標為「已出貨」",
  "ordersImport.deliverWithTrackingHint": "「出貨進度」留白的列，有物流單號就視為已出貨；取消勾選則只記錄物流單號。",
  "ordersImport.exportTitle": "取得訂單編號",
  "ordersImport.exportHint": "先匯出待出貨的訂單，填上物流單號後再上傳。",
  "ordersImport.exportUnprocessed": "匯出未處理訂單",
  "ordersImport.exportProcessed": "匯出處理中訂單",
  "ordersImport.col.orderNumber": "訂單編號",
  "ordersImport.col.step": "出貨進度",
  "ordersImport.col.trackingNumber": "物流單號",
  "ordersImport.col.note": "出貨備註",
  "ordersImport.col.file": "檔案",
  "validation.unknownOrder": "找不到這筆訂單編號",
  "validation.orderStep": "這筆訂單目前的狀態不能改為這個進度",
  "validation.trackingNumber": "物流單號只能是英數字與 -，4–40 字",
};

export const adminOrdersImportEn: Record<keyof typeof adminOrdersImportZhTW, string> = {
  "ordersImport.title": "Import orders",
  "ordersImport.import": "Upload shipping updates",
  "ordersImport.importHint":
    "Upload an .xlsx or .csv to update the fulfilment step and tracking number of many orders at once. Nothing changes unless the whole file checks out.",
  "ordersImport.done":
    "{changed, plural, one {# order updated} other {# orders updated}}; {unchanged, plural, one {# was already at that step} other {# were already at that step}}.",
  "ordersImport.howTitle": "How to fill it in",
  "ordersImport.how1":
    "Orders are matched by order number; an order export works as is: add the tracking numbers and upload, other columns are passed over.",
  "ordersImport.how2": "Step: process, deliver or complete (處理中, 已出貨, 已完成 also work), or blank.",
  "ordersImport.how3":
    "Tracking number: letters, digits and dashes, 4–40 characters; the member sees it on the order page.",
  "ordersImport.how4":
    "{max, plural, one {An order already at that step is left alone, so uploading the same file again is safe. Up to # row per file.} other {An order already at that step is left alone, so uploading the same file again is safe. Up to # rows per file.}}",
  "ordersImport.template": "Download template",
  "ordersImport.deliverWithTracking": "Mark orders with a tracking number as shipped",
  "ordersImport.deliverWithTrackingHint":
    "Rows with a tracking number and no step count as shipped; untick to record the tracking number only.",
  "ordersImport.exportTitle": "Get the order numbers",
  "ordersImport.exportHint": "Export the orders waiting to ship, add tracking numbers, then upload.",
  "ordersImport.exportUnprocessed": "Export new orders",
  "ordersImport.exportProcessed": "Export orders in progress",
  "ordersImport.col.orderNumber": "Order number",
  "ordersImport.col.step": "Step",
  "ordersImport.col.trackingNumber": "Tracking number",
  "ordersImport.col.note": "Shipping note",
  "ordersImport.col.file": "File",
  "validation.unknownOrder": "No order has this number",
  "validation.orderStep": "This order cannot move to that step from its current status",
  "validation.trackingNumber": "Letters, digits and dashes only, 4–40 characters",
};
