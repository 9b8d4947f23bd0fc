// Demo subscription feedbacks (issue 28 §4): feedback comes only with a member's cancel, so the
// demo member subscribes twice more and cancels each subscription with its reasons, as a shopper
// would on the subscription page. Each item is known by its order's receiver phone (09110000NN);
// a subscription already cancelled is left alone, so a start stopped halfway only adds what is missing.
import { rowsOf, signedIn } from "./seed-catalogue.mjs";
import { place, subscriptionProduct } from "./seed-orders.mjs";

const FEEDBACKS = [
  { n: 21, reasons: ["ACCIDENTAL_SUBSCRIBE"], content: "手滑按到訂閱，其實只想買一次。" },
  { n: 22, reasons: ["UNKNOWN_PURCHASE", "SUBSCRIBED_WITHOUT_CONSENT"], content: "家人用我的帳號訂的，請協助確認。" },
];

export async function seedFeedbacks(base, admin, demo, productIds) {
  const member = await signedIn(base, demo.host, demo.member);
  const subscriptionProductId = await subscriptionProduct(admin, productIds);
  if (!subscriptionProductId) return { added: 0 };
  const home = (await member.json("GET", "/api/shipping")).find((m) => m.code === "HOME");
  let added = 0;
  for (const f of FEEDBACKS) {
    const phone = `09110000${f.n}`;
    let order = rowsOf(await admin.json("GET", `/api/admin/orders?keyword=${phone}&limit=5`))[0];
    if (!order) {
      const plan = { n: f.n, product: "subscription", steps: [] };
      order = await place(member, admin, { plan, productId: subscriptionProductId, phone, home, demo });
    }
    const subs = rowsOf(await member.json("GET", "/api/subscriptions?limit=100"));
    const sub = subs.find((s) => s.originOrderId === order.id);
    if (!sub || sub.status === "CANCELLED") continue;
    await member.json("PATCH", `/api/subscriptions/${sub.id}`, {
      action: "cancel",
      feedback: { reasons: f.reasons, content: f.content },
    });
    added++;
  }
  return { added };
}
