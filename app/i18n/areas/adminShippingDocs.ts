// Messages of the back office's shipping documents and ECPay look-ups. zh-TW first; en has every key.
export const adminShippingDocsZhTW = {
  "validation.shippingOrderNumber": "物流訂單編號只能是英數字與 -，最多 30 字",
};

export const adminShippingDocsEn: Record<keyof typeof adminShippingDocsZhTW, string> = {
  "validation.shippingOrderNumber": "The logistics order number is letters, digits and -, at most 30 characters",
};
