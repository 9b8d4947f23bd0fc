// The head store's registration plan for the demo (issue 13 §2): branches open, one product to
// pick per plan, two plans, a welcome kit bought once and two products to choose for the plan.
// The card payment is opened for it. Idempotent: a plan already set (any MUST_BE_BOUGHT product) is left as it is.
import { storeClient } from "./seed-catalogue.mjs";

export async function seedRegistration(base, demo) {
  const api = storeClient(base, demo.host);
  const login = await api.json("POST", "/api/auth/login", { email: demo.admin.email, password: demo.admin.password });
  api.setToken(login.accessToken);
  const products = await api.json("GET", "/api/admin/products/creatingStore");
  if (products.some((p) => p.typeForCreatingStore === "MUST_BE_BOUGHT")) {
    await seedOpeningGift(api, products);
    return { created: false };
  }
  const normal = products.filter((p) => p.paymentPlan === "NORMAL").sort((a, b) => b.price - a.price);
  const plan = [
    ["MUST_BE_BOUGHT", normal[0]],
    ["MUST_BE_BOUGHT", normal[1]],
    ["MUST_BE_BOUGHT_ONCE", normal.at(-1)],
    ["OPTION_TO_BE_BOUGHT", normal.at(-2)],
    ["OPTION_TO_BE_BOUGHT", normal.at(-3)],
  ];
  for (const [type, p] of plan) {
    if (!p) continue;
    await api.json("PATCH", `/api/admin/products/creatingStore/${p.id}`, {
      typeForCreatingStore: type,
      paymentPlanForCreatingStore: "NORMAL",
    });
  }
  await seedOpeningGift(api, await api.json("GET", "/api/admin/products/creatingStore"));
  // The branch opens on payment: registrants pay by card. Locally (test mode, no TapPay secrets in
  // the environment) the test provider takes card payments; the shown merchant ids are placeholders.
  const payments = await api.json("GET", "/api/admin/payments");
  const list = Array.isArray(payments) ? payments : (payments.methods ?? payments.data ?? []);
  const demoCard = { appId: "10000", appKey: "demo-test-mode", merchantId: "demo-test-mode", serverType: "sandbox" };
  const methods = list.map((m) => ({
    method: m.method,
    isOpen: m.method === "CREDIT_CARD" ? true : m.isOpen,
    sort: m.sort,
    details: m.method === "CREDIT_CARD" ? { ...(m.details ?? {}), ...demoCard } : (m.details ?? {}),
  }));
  await api.json("PUT", "/api/admin/payments", { methods });
  await api.json("PATCH", "/api/admin/subscription/creatingStore", {
    allowBranch: true,
    selectAmount: 1,
    selectLimit: 1,
    minAmountShoppingForCreatingStore: 0,
  });
  // New branches wait for the head store's review of the owner's profile (the audit list), and
  // one invitation code gives a 30-day trial.
  const setting = await api.json("GET", "/api/admin/setting/branch");
  await api.json("PATCH", "/api/admin/setting/branch", {
    settingBranch: { ...setting.settingBranch, ifMustReviewUserInfo: true },
  });
  await api.json("POST", "/api/admin/verifications", {
    code: "FOREST30",
    name: "森林夥伴 30 天試用",
    trialType: "BY_VERIFYCODE",
    trialLength: 30,
    trialUnit: "DAY",
    startAt: null,
    endAt: null,
    maxUses: 100,
    isOpen: true,
  });
  return { created: true };
}

/**
 * A registration-only gift (storeScope CREATING_STORE, GIFT): every opening order may take one unit
 * of a product that is not in the plan (/cart-extras/openstore). Left alone when one exists.
 */
async function seedOpeningGift(api, products) {
  const existing = await api.json("GET", "/api/admin/promotions/creatingStore");
  if ((existing.items ?? []).some((p) => p.actionType === "GIFT")) return;
  const candidates = products
    .filter((p) => p.paymentPlan === "NORMAL" && p.typeForCreatingStore === "NORMAL")
    .sort((a, b) => a.price - b.price);
  for (const p of candidates) {
    // Hidden products answer 404 here; a gift must be one the shop shows.
    const answer = await api.json("GET", `/api/products/${p.id}/stocks`).catch(() => null);
    // The call answers { data: [stock lines] }; a gift is a leaf line (no specs under it) in stock.
    const leaves = (lines) => lines.flatMap((l) => (l.children?.length ? leaves(l.children) : [l]));
    const line = leaves(answer?.data ?? []).find((l) => l.stock > 0);
    if (!line) continue;
    await api.json("POST", "/api/admin/promotions", {
      name: "開店禮：加盟即贈",
      isOpen: true,
      conditionType: "FULL_AMOUNT",
      actionType: "GIFT",
      storeScope: "CREATING_STORE",
      conditions: [{ condition: 0, value: 0, extras: [{ productId: p.id, stockId: line.id, price: 0, quantity: 1 }] }],
    });
    return;
  }
}
