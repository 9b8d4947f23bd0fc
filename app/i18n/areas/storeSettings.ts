// Storefront messages of the issue 12 settings: test-mode preview bar, "ships by" estimate,
// low-stock note, product story, subscription contract at checkout. zh-TW first, English second.

export const storeSettingsZhTW = {
  "preview.bar": "測試模式預覽中：您看到的是尚未公開的商店，至 {time} 止。",
  "preview.exit": "結束預覽",
  "preview.notAllowedExit": "結束預覽並回到首頁",
  "testMode.adminBar": "測試模式開啟中，至 {time} 止：持有預覽連結的人可瀏覽商店。",
  "testMode.manage": "管理測試模式",
  "testMode.badge": "測試模式",
  "delivery.shipsBy": "預計 {date} 前出貨",
  "delivery.shipsByHint": "依店家出貨日與休假日計算，實際以出貨通知為準。",
  "product.lowStock": "僅剩 {count} 件",
  "product.story": "商品故事",
  "contract.title": "定期購約定條款",
  "contract.version": "第 {version} 版，{date} 起生效",
  "contract.agree": "結帳即表示您同意定期購約定條款。",
} as const;

export const storeSettingsEn: Record<keyof typeof storeSettingsZhTW, string> = {
  "preview.bar": "Test-mode preview: you are seeing the store before it is public, until {time}.",
  "preview.exit": "Exit preview",
  "preview.notAllowedExit": "Exit preview and go to the home page",
  "testMode.adminBar": "Test mode is on until {time}: anyone with the preview link can browse the store.",
  "testMode.manage": "Manage test mode",
  "testMode.badge": "Test mode",
  "delivery.shipsBy": "Ships by {date}",
  "delivery.shipsByHint": "Estimated from the store's shipping days and holidays; the shipping notice is final.",
  "product.lowStock": "Only {count} left",
  "product.story": "Product story",
  "contract.title": "Subscription terms",
  "contract.version": "Version {version}, in effect from {date}",
  "contract.agree": "By placing this order you agree to the subscription terms.",
};
