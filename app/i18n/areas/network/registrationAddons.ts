// Messages of the registration add-ons (issue 13 §2): the registration bill's promotions, gifts and
// add-ons (/cart-extras/openstore, /cart-additional-products/openstore) and the plan picks' units
// (policy selectLimit). Registered by this module itself. zh-TW first; en has every key.
import { registerMessages } from "../../index";

const zhTW = {
  "regAddons.backToCart": "返回開店明細",
  "regAddons.toCheckout": "下一步：前往結帳",
  "regAddons.toAddOns": "下一步：加購優惠",
  "regAddons.gifts": "選擇開店贈品",
  "regAddons.addOns": "開店加購優惠",
  "regAddons.discount": "優惠折抵",
  "regAddons.gift": "贈品",
  "regAddons.addOn": "加購",
  "regAddons.units": "數量",
  "regAddons.setUnits": "更新數量",
  "regAddons.unitLimit": "方案內含商品合計最多 {n} 件。",
  "regAddons.separate": "這筆訂單含預購商品，會分批出貨：現貨先出，預購商品到貨後再寄出。",
  "reg.cart.problem.SELECT_LIMIT_EXCEEDED": "方案內含商品的數量超過上限，請減少數量。",
  "code.400420": "方案內含商品的數量超過上限。",
};

const en: Record<keyof typeof zhTW, string> = {
  "regAddons.backToCart": "Back to your opening order",
  "regAddons.toCheckout": "Next: checkout",
  "regAddons.toAddOns": "Next: add-on offers",
  "regAddons.gifts": "Choose your opening gifts",
  "regAddons.addOns": "Opening add-on offers",
  "regAddons.discount": "Discount",
  "regAddons.gift": "Gift",
  "regAddons.addOn": "Add-on",
  "regAddons.units": "Units",
  "regAddons.setUnits": "Update units",
  "regAddons.unitLimit":
    "{n, plural, one {Up to # unit in total across the plan's products.} other {Up to # units in total across the plan's products.}}",
  "regAddons.separate":
    "This order includes pre-order products and ships in parts: items in stock first, pre-orders when they arrive.",
  "reg.cart.problem.SELECT_LIMIT_EXCEEDED": "The plan's products are over the unit limit; lower a quantity.",
  "code.400420": "The plan's products are over the unit limit.",
};

registerMessages(zhTW, en);
