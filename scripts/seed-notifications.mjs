// The demo stores' notification settings (issue 28 §2, §6): new orders and low stock also reach
// the owner by e-mail (the outbox locally), and a muted product shows on notification-settings.
// The notifications themselves come with the demo orders (each checkout writes its own). Idempotent
// per item: a switch that exists is kept (the API answers the same row), a missing one is added.
import { rowsOf } from "./seed-catalogue.mjs";

const MAILED = ["ORDER_UNPROCESSED", "PRODUCT_UNDER_STOCK"];

export async function seedNotifications(api, productIds) {
  const have = new Set(rowsOf(await api.json("GET", "/api/admin/notification/typeSwitches")).map((r) => r.type));
  let added = 0;
  for (const type of MAILED) {
    if (have.has(type)) continue;
    await api.json("POST", "/api/admin/notification/typeSwitches", { type });
    added += 1;
  }
  const muted = rowsOf(await api.json("GET", "/api/admin/notification/objectSwitches"));
  const objectId = productIds.at(-1);
  if (objectId && !muted.some((r) => r.type === "PRODUCT_UNDER_STOCK" && r.objectId === objectId)) {
    await api.json("POST", "/api/admin/notification/objectSwitches", { type: "PRODUCT_UNDER_STOCK", objectId });
    added += 1;
  }
  return { added };
}
