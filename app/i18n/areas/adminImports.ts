// Messages of the promotion and shipping-per-product import pages
// (/admin/settingpage/promotion-import, /admin/settingpage/shipping-product-import) and the
// issues their sheets answer with. zh-TW first; en has every key.
export const adminImportsZhTW = {
  "promotionImport.title": "匯入優惠",
  "promotionImport.link": "匯入",
  "promotionImport.import": "上傳優惠活動與優惠券",
  "promotionImport.importHint":
    "上傳 .xlsx 或 .csv，一次建立多筆優惠活動或優惠券，每列一筆、一個門檻。整份檔案檢查通過才會建立，有任何問題時不會建立任何一筆。",
  "promotionImport.done": "已建立 {created} 筆優惠。",
  "promotionImport.howTitle": "怎麼填寫",
  "promotionImport.how1": "「類型」填 優惠活動 或 折價券；折價券要填「折價券代碼」，不可與既有代碼重複。",
  "promotionImport.how2": "「條件」填 滿額、滿件 或 運費；「門檻」是金額（NT$）或件數。",
  "promotionImport.how3":
    "「優惠方式」填 折抵、打折、運費優惠 或 均一價；「優惠內容」為 NT$，打折時填實付比例，85 即 85 折。",
  "promotionImport.how4":
    "時間為台北時間（2026-12-01 09:00），留白表示不限；「上架」填 是 或 否。贈品與加購請在編輯頁設定。單次最多 {max} 筆。",
  "promotionImport.template": "下載範本（.xlsx）",
  "promotionImport.exampleName": "滿千折百",
  "promotionImport.exampleDescription": "全館滿 NT$1,000 折 NT$100",
  "promotionImport.col.scope": "類型",
  "promotionImport.col.name": "名稱",
  "promotionImport.col.code": "折價券代碼",
  "promotionImport.col.conditionType": "條件",
  "promotionImport.col.condition": "門檻",
  "promotionImport.col.actionType": "優惠方式",
  "promotionImport.col.value": "優惠內容",
  "promotionImport.col.startAt": "開始時間",
  "promotionImport.col.endAt": "結束時間",
  "promotionImport.col.isOpen": "上架",
  "promotionImport.col.totalQuantity": "總數量",
  "promotionImport.col.limitPerUser": "每人限用",
  "promotionImport.col.description": "說明",
  "promotionImport.col.file": "檔案",
  "validation.codeTaken": "這個代碼已被其他優惠使用",
  "shippingImport.title": "匯入商品運送方式",
  "shippingImport.link": "依商品匯入",
  "shippingImport.import": "上傳商品的運送方式",
  "shippingImport.importHint":
    "上傳 .xlsx 或 .csv，一次設定多項商品可用的運送方式。整份檔案檢查通過才會套用，有任何問題時不會更動任何商品。",
  "shippingImport.done": "已更新 {updated} 項商品的運送方式。",
  "shippingImport.howTitle": "怎麼填寫",
  "shippingImport.how1":
    "每列一項商品，以「商品編號」對應（商品列表與商品匯出檔都有）；「商品名稱」僅供辨識，不會讀取。",
  "shippingImport.how2":
    "「配送方式」填這項商品可用的方式，以逗號或頓號分隔；本店的方式：{methods}。填「全部」表示所有方式。",
  "shippingImport.how3": "沒填到的方式，這項商品結帳時就不提供；限定商品的方式會把這項商品加入可用清單。",
  "shippingImport.how4": "同一項商品只能出現一次。單次最多 {max} 筆。",
  "shippingImport.template": "下載範本（.xlsx）",
  "shippingImport.exampleProduct": "範例商品",
  "shippingImport.col.productId": "商品編號",
  "shippingImport.col.productName": "商品名稱",
  "shippingImport.col.shippingMethods": "配送方式",
  "shippingImport.col.file": "檔案",
  "validation.unknownShipping": "本店沒有這個運送方式",
  "validation.ambiguousShipping": "有兩個運送方式同名，請改填代碼（例如 HOME）",
};

export const adminImportsEn: Record<keyof typeof adminImportsZhTW, string> = {
  "promotionImport.title": "Import promotions",
  "promotionImport.link": "Import",
  "promotionImport.import": "Upload promotions and coupons",
  "promotionImport.importHint":
    "Upload an .xlsx or .csv to create many promotions or coupons at once, one per row with one tier. Nothing is created unless the whole file checks out.",
  "promotionImport.done": "{created, plural, one {# promotion created.} other {# promotions created.}}",
  "promotionImport.howTitle": "How to fill it in",
  "promotionImport.how1":
    "Type: promotion or coupon. A coupon needs a coupon code that no other promotion of the store uses.",
  "promotionImport.how2": "Condition: amount, quantity or shipping; the threshold is NT$ or a number of items.",
  "promotionImport.how3":
    "Offer: amount_off, percent, shipping_fee or single_price; the offer value is NT$, or for percent the share the shopper pays (85 = 15% off).",
  "promotionImport.how4":
    "{max, plural, one {Times are Taipei time (2026-12-01 09:00), blank for no limit; Listed: yes or no. Gifts and add-on buys are set in the editor. Up to # row per file.} other {Times are Taipei time (2026-12-01 09:00), blank for no limit; Listed: yes or no. Gifts and add-on buys are set in the editor. Up to # rows per file.}}",
  "promotionImport.template": "Download template (.xlsx)",
  "promotionImport.exampleName": "NT$100 off NT$1,000",
  "promotionImport.exampleDescription": "NT$100 off any order of NT$1,000 or more",
  "promotionImport.col.scope": "Type",
  "promotionImport.col.name": "Name",
  "promotionImport.col.code": "Coupon code",
  "promotionImport.col.conditionType": "Condition",
  "promotionImport.col.condition": "Threshold",
  "promotionImport.col.actionType": "Offer",
  "promotionImport.col.value": "Offer value",
  "promotionImport.col.startAt": "Starts",
  "promotionImport.col.endAt": "Ends",
  "promotionImport.col.isOpen": "Listed",
  "promotionImport.col.totalQuantity": "Total quantity",
  "promotionImport.col.limitPerUser": "Limit per member",
  "promotionImport.col.description": "Description",
  "promotionImport.col.file": "File",
  "validation.codeTaken": "Another promotion already uses this code",
  "shippingImport.title": "Import shipping per product",
  "shippingImport.link": "Import per product",
  "shippingImport.import": "Upload each product's shipping methods",
  "shippingImport.importHint":
    "Upload an .xlsx or .csv to set which shipping methods many products ship with at once. Nothing changes unless the whole file checks out.",
  "shippingImport.done":
    "{updated, plural, one {Shipping updated for # product.} other {Shipping updated for # products.}}",
  "shippingImport.howTitle": "How to fill it in",
  "shippingImport.how1":
    "One product per row, matched by product ID (in the product list and the product export); the product name is only for you and is not read.",
  "shippingImport.how2":
    'Shipping methods: the ones the product ships with, separated by commas. This store\'s methods: {methods}. "all" means every method.',
  "shippingImport.how3":
    "Methods left out are not offered for the product at checkout; a method for listed products only gets the product added to its list.",
  "shippingImport.how4":
    "{max, plural, one {Each product once per file. Up to # row per file.} other {Each product once per file. Up to # rows per file.}}",
  "shippingImport.template": "Download template (.xlsx)",
  "shippingImport.exampleProduct": "Example product",
  "shippingImport.col.productId": "Product ID",
  "shippingImport.col.productName": "Product name",
  "shippingImport.col.shippingMethods": "Shipping methods",
  "shippingImport.col.file": "File",
  "validation.unknownShipping": "This store has no shipping method of that name",
  "validation.ambiguousShipping": "Two shipping methods share this name; use the code (e.g. HOME)",
};
