// Messages of the back office's registration plan page (/admin/subscription-registration-plan).
// Registered by this module itself (a side effect of importing it). zh-TW first; en has every key.
import { registerMessages } from "../../index";

const zhTW = {
  "regPlan.title": "開店方案",
  "regPlan.description": "設定加盟者開店時要購買的商品與選購規則。",
  "regPlan.crumb": "訂閱制",
  "regPlan.policy": "開店規則",
  "regPlan.allowBranch": "開放加盟開店",
  "regPlan.allowBranchHint": "關閉後，加盟頁面會顯示「不開放」，也無法送出開店申請。",
  "regPlan.selectAmount": "方案內含商品數",
  "regPlan.selectAmountHint": "加盟者選擇開店方案後，需再挑選幾項方案內含商品；0 表示不需挑選。",
  "regPlan.selectLimit": "內含商品件數上限",
  "regPlan.selectLimitHint": "方案內含商品合計最多可選的件數（不少於須選項目數）；0 表示每項 1 件。",
  "regPlan.minAmount": "開店最低消費",
  "regPlan.minAmountHint": "開店訂單的商品金額需達到此金額；0 表示不限。",
  "regPlan.products": "方案商品",
  "regPlan.productsHint": "為每項商品選擇在開店時的角色。「一般」表示不在開店方案中。",
  "regPlan.type.NORMAL": "一般（不在方案中）",
  "regPlan.type.OPTION_TO_BE_BOUGHT": "可加購",
  "regPlan.type.MUST_BE_BOUGHT_ONCE": "必購（限一次）",
  "regPlan.type.MUST_BE_BOUGHT": "開店方案",
  "regPlan.type.CREATING_ONLY": "僅限開店購買",
  "regPlan.typeOf": "{name} 的開店角色",
  "regPlan.empty": "尚無商品，請先新增商品。",
  "regPlan.productSaved": "已更新 {name}",
  "regPlan.inPlan": "方案中 {n} 項",
  "regPlan.saveFailed": "更新失敗，請稍後再試",
};

const en: Record<keyof typeof zhTW, string> = {
  "regPlan.title": "Registration plan",
  "regPlan.description": "What a new branch buys when it opens, and how it picks.",
  "regPlan.crumb": "Subscriptions",
  "regPlan.policy": "Opening rules",
  "regPlan.allowBranch": "Take branch registrations",
  "regPlan.allowBranchHint": "When off, the join pages say registrations are closed and no application can be sent.",
  "regPlan.selectAmount": "Products in a plan",
  "regPlan.selectAmountHint": "How many products a registrant picks with the plan; 0 = none.",
  "regPlan.selectLimit": "Most units of the plan's products",
  "regPlan.selectLimitHint":
    "The most units the chosen products may hold together (at least the number to choose); 0 = one of each.",
  "regPlan.minAmount": "Minimum opening order",
  "regPlan.minAmountHint": "The opening order's items must reach this amount; 0 = no minimum.",
  "regPlan.products": "Plan products",
  "regPlan.productsHint": 'Choose each product\'s part in opening a branch. "Regular" keeps it out of the plan.',
  "regPlan.type.NORMAL": "Regular (not in the plan)",
  "regPlan.type.OPTION_TO_BE_BOUGHT": "Optional add-on",
  "regPlan.type.MUST_BE_BOUGHT_ONCE": "Required, once",
  "regPlan.type.MUST_BE_BOUGHT": "Opening plan",
  "regPlan.type.CREATING_ONLY": "Only when opening",
  "regPlan.typeOf": "{name}: part in opening",
  "regPlan.empty": "No products yet. Add products first.",
  "regPlan.productSaved": "{name} updated",
  "regPlan.inPlan": "{n} in the plan",
  "regPlan.saveFailed": "Couldn't save; try again",
};

registerMessages(zhTW, en);
