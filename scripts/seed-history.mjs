// The head store's month of orders (issue 28 §6 "a month of reports"): so /admin/analytics/store
// shows a real month on a fresh start, three demo shoppers order on each of the last 30 days. Each order
// is placed through the storefront's checkout like any other and moved on by the back office; the
// operator's demo endpoint (outside production only) then gives each its day and runs the report's
// roll-up over the month, so store_daily_reports is filled by the roll-up's own code. Idempotent per
// item: an order is known by its receiver phone (09120000NN), and dating it again changes nothing.
import { DEMO_PASSWORD } from "./demo-data.mjs";
import { rowsOf, signedIn } from "./seed-catalogue.mjs";
import { place, skipRefused } from "./seed-orders.mjs";

/** Days back of each history order: one a day for 29 days, a second on every fourth day. */
export const HISTORY_ORDERS = [
  ...Array.from({ length: 29 }, (_, i) => i + 1),
  ...Array.from({ length: 7 }, (_, i) => 4 * (i + 1)),
].map((daysAgo, i) => ({ k: i + 1, daysAgo }));

const phoneOf = (k) => `09120000${String(k).padStart(2, "0")}`;

/** The month's shoppers, taking turns: checkout allows a member 20 orders per 10 minutes. */
const SHOPPERS = ["李小樹", "吳小溪", "許小山"].map((name, i) => ({
  email: `shopper${i + 1}@shop-b.test`,
  password: DEMO_PASSWORD,
  name,
}));

/** Older orders are further along: completed after a week, delivered after three days. */
function stepsOf(o, payment) {
  const paid = payment === "TRANSFER" ? [["admin", "confirmPaid"]] : [];
  if (o.daysAgo >= 7) return [...paid, ["admin", "process"], ["admin", "deliver"], ["admin", "complete"]];
  if (o.daysAgo >= 3) return [...paid, ["admin", "process"], ["admin", "deliver"]];
  return paid;
}

export async function seedHistory(base, call, admin, demo, storeId, productIds) {
  if (!productIds.length) return { placed: 0, moved: 0 };
  const members = [];
  for (const who of SHOPPERS) {
    const r = await call("POST", `/operator/stores/${storeId}/users`, who);
    if (r.status !== 201 && r.status !== 409) throw new Error(`shopper ${who.email}: ${JSON.stringify(r.body)}`);
    members.push(await signedIn(base, demo.host, who));
  }
  const home = (await members[0].json("GET", "/api/shipping")).find((m) => m.code === "HOME");
  const dated = [];
  let placed = 0;
  for (const o of HISTORY_ORDERS) {
    const phone = phoneOf(o.k);
    const payment = o.k % 4 === 0 ? "CASH_ON_DELIVERY" : "TRANSFER";
    let order = rowsOf(await admin.json("GET", `/api/admin/orders?keyword=${phone}&limit=5`))[0];
    if (!order) {
      const member = members[o.k % members.length];
      order = await place(member, admin, {
        plan: { n: 20 + o.k, payment },
        productId: productIds[o.k % productIds.length],
        quantity: 1 + (o.k % 3),
        phone,
        home,
        demo: { ...demo, member: SHOPPERS[o.k % SHOPPERS.length] },
        key: `demo-history-${demo.host.split(".")[0]}-${o.k}`,
      });
      placed++;
    }
    for (const [, action] of stepsOf(o, payment)) {
      await admin.json("PATCH", "/api/admin/orders", { ids: [order.id], action }).then(() => true, skipRefused);
    }
    dated.push({ id: order.id, daysAgo: o.daysAgo });
  }
  const r = await call("POST", `/operator/stores/${storeId}/demo-history`, { orders: dated });
  if (r.status !== 200) throw new Error(`demo history: ${JSON.stringify(r.body)}`);
  return { placed, ...r.body.data };
}
