// The demo members' orders (issue 28 §6): one order in each state a shopper and an admin meet, and a
// subscription, placed through the storefront's checkout and moved on through the back office as a
// person would. Each order is known by its receiver phone (09110000NN); a start stopped halfway
// finds the orders that exist and runs their steps again: a step the order is already past is
// refused by the order state machine (ORDER_STATUS_INVALID) and skipped, so only missing steps run.
import { rowsOf, signedIn } from "./seed-catalogue.mjs";

const confirm = ["admin", "confirmPaid"];
const processIt = ["admin", "process"];
const deliver = ["admin", "deliver"];
const complete = ["admin", "complete"];

/** Each order's path from checkout: [who, action]; the state after each step is read back, not assumed. */
export const DEMO_ORDERS = [
  { n: 1, product: 0, steps: [] },
  { n: 2, product: 1, steps: [["member", "confirmPaid"]] },
  { n: 3, product: 2, steps: [confirm, processIt] },
  { n: 4, product: 3, steps: [confirm, processIt, deliver] },
  { n: 5, product: 4, steps: [confirm, processIt, deliver, complete] },
  { n: 6, product: 5, steps: [confirm, ["member", "cancel"]] },
  { n: 7, product: 6, steps: [["member", "cancel"]] },
  { n: 8, product: 7, payment: "CASH_ON_DELIVERY", steps: [processIt, deliver, ["member", "return"]] },
  { n: 9, product: "subscription", steps: [confirm] },
];

const phoneOf = (n) => `09110000${String(n).padStart(2, "0")}`;
const REASON = { cancel: "想改買其他款式", return: "尺寸不合適" };

export async function seedOrders(base, admin, demo, productIds) {
  const member = await signedIn(base, demo.host, demo.member);

  const subscriptionId = await subscriptionProduct(admin, productIds);
  const home = (await member.json("GET", "/api/shipping")).find((m) => m.code === "HOME");
  let placed = 0;
  let stepped = 0;
  for (const plan of DEMO_ORDERS) {
    const productId = plan.product === "subscription" ? subscriptionId : productIds[plan.product];
    if (!productId) continue;
    const phone = phoneOf(plan.n);
    let order = rowsOf(await admin.json("GET", `/api/admin/orders?keyword=${phone}&limit=5`))[0];
    if (!order) {
      order = await place(member, admin, { plan, productId, phone, home, demo });
      placed++;
    }
    for (const [who, action] of plan.steps) {
      const step =
        who === "admin"
          ? admin.json("PATCH", "/api/admin/orders", { ids: [order.id], action })
          : member.json("PATCH", `/api/orders/${order.id}`, memberStep(action));
      if (await step.then(() => true, skipRefused)) stepped++;
    }
  }
  return { placed, stepped };
}

const ORDER_STATUS_INVALID = 400050;

/** A step the order is already past: the state machine refuses it; anything else is an error. */
export function skipRefused(e) {
  if (String(e.message).includes(`"code":${ORDER_STATUS_INVALID}`)) return false;
  throw e;
}

function memberStep(action) {
  if (action === "confirmPaid") return { action, last5: "12345", paidAt: new Date().toISOString() };
  return { action, reason: REASON[action] };
}

/** One order through the storefront's cart and checkout; `key` names it (a retried key answers the first). */
export async function place(member, admin, { plan, productId, phone, home, demo, key, quantity = 1 }) {
  const cart = rowsOf(await member.json("GET", "/api/cart/items"));
  const ids = cart.map((l) => l.id).filter(Boolean);
  if (ids.length) await member.json("DELETE", "/api/cart/items", { ids });
  const product = await admin.json("GET", `/api/admin/products/${productId}`);
  const sub = plan.product === "subscription";
  await member.json("POST", "/api/cart/items", {
    stockId: product.stocks[0].id,
    quantity,
    paymentPlan: sub ? "SUBSCRIPTION" : "NORMAL",
    ...(sub ? { subscriptionCycle: 1 } : {}),
  });
  const receiver = {
    name: demo.member.name,
    phone,
    email: demo.member.email,
    city: "臺北市",
    district: "大安區",
    postalCode: "106",
    address: `忠孝東路四段 ${100 + plan.n} 號`,
  };
  const bill = await member.json("POST", "/api/checkout/bill", { shippingMethodId: home.id, city: receiver.city });
  const out = await member.json("POST", "/api/checkout", {
    idempotencyKey: key ?? `demo-order-${demo.host.split(".")[0]}-${plan.n}`,
    shippingMethodId: home.id,
    receiver,
    paymentMethod: plan.payment ?? "TRANSFER",
    invoice: { type: "DONATION", donationCode: "919" },
    expectedTotal: bill.totalAmount,
  });
  return out.order;
}

/** The store's subscription product: the first product that may be bought on subscription. */
export async function subscriptionProduct(admin, productIds) {
  const rows = rowsOf(await admin.json("GET", "/api/admin/products?limit=100"));
  const ids = new Set(productIds);
  return rows.find((p) => ids.has(p.id) && p.paymentPlan?.includes("SUBSCRIPTION"))?.id ?? null;
}
