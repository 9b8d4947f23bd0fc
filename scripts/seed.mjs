// Seeds the demo stores through the operator API of a running server. Idempotent per item (issue 28
// §6): a store, member, category, product, promotion or order that exists is kept and only what is
// missing is added, so a start stopped halfway through seeding is completed by the next one.
import { catalogueA, catalogueB } from "./demo-catalogue-data.mjs";
import { DEMO_STORES } from "./demo-data.mjs";
import { seedBulletins, seedSystemNotice } from "./seed-bulletins.mjs";
import { seedCatalogue, signedIn } from "./seed-catalogue.mjs";
import { seedCommerce } from "./seed-commerce.mjs";
import { seedFeedbacks } from "./seed-feedbacks.mjs";
import { seedHistory } from "./seed-history.mjs";
import { seedNetwork } from "./seed-network.mjs";
import { seedNetworkSales } from "./seed-network-sales.mjs";
import { seedNotifications } from "./seed-notifications.mjs";
import { seedOrders } from "./seed-orders.mjs";
import { noteAnswer } from "./seed-progress.mjs";
import { seedRegistration } from "./seed-registration.mjs";
import { seedSchedules } from "./seed-schedules.mjs";

export async function seed(baseUrl, token) {
  const call = async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.json();
    noteAnswer();
    return { status: res.status, body: answer };
  };
  const existing = await call("GET", "/operator/stores?limit=100");
  if (existing.status !== 200) throw new Error(`operator API refused: ${JSON.stringify(existing.body)}`);
  const byHost = new Map();
  for (const s of existing.body.data) for (const h of s.hosts) byHost.set(h, s.storeId);
  const out = [];
  for (const demo of DEMO_STORES) {
    let storeId = byHost.get(demo.host);
    let created = false;
    if (storeId === undefined) {
      const r = await call("POST", "/operator/stores", {
        name: demo.name,
        storeType: demo.storeType,
        host: demo.host,
        admin: demo.admin,
      });
      if (r.status !== 201) throw new Error(`create ${demo.host}: ${JSON.stringify(r.body)}`);
      storeId = r.body.data.storeId;
      created = true;
    }
    const m = await call("POST", `/operator/stores/${storeId}/users`, demo.member);
    if (m.status !== 201 && m.status !== 409) throw new Error(`member ${demo.host}: ${JSON.stringify(m.body)}`);
    const catalogue = demo.host.startsWith("shop-a") ? catalogueA() : catalogueB();
    // A catalogue that fails to seed leaves the store empty but serving: say so loudly, go on.
    const admin = await signedIn(baseUrl, demo.host, demo.admin);
    const filled = await seedCatalogue(admin, demo, catalogue).catch((e) => {
      console.warn(`⚠ ${demo.host}: demo catalogue not seeded: ${e.message}`);
      return { created: false, error: e.message };
    });
    await seedCommerce(admin, demo).catch((e) =>
      console.warn(`⚠ ${demo.host}: demo promotions not seeded: ${e.message}`),
    );
    if (filled.productIds) {
      await seedOrders(baseUrl, admin, demo, filled.productIds).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo orders not seeded: ${e.message}`),
      );
      await seedSchedules(admin, filled.productIds).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo schedule not seeded: ${e.message}`),
      );
      await seedFeedbacks(baseUrl, admin, demo, filled.productIds).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo subscription feedbacks not seeded: ${e.message}`),
      );
      await seedNotifications(admin, filled.productIds).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo notification settings not seeded: ${e.message}`),
      );
    }
    byHost.set(demo.host, storeId);
    if (demo.storeType === "HEAD_STORE_MULTILEVEL" && filled.productIds) {
      await seedHistory(baseUrl, call, admin, demo, storeId, filled.productIds).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo month of orders not seeded: ${e.message}`),
      );
    }
    if (demo.storeType === "HEAD_STORE_MULTILEVEL") {
      await seedRegistration(baseUrl, demo).catch((e) =>
        console.warn(`⚠ ${demo.host}: demo registration plan not seeded: ${e.message}`),
      );
      await seedBulletins(admin).catch((e) => console.warn(`⚠ ${demo.host}: demo bulletins not seeded: ${e.message}`));
      await seedSystemNotice(call, admin).catch((e) => console.warn(`⚠ demo system notice not seeded: ${e.message}`));
    }
    out.push({ ...demo, storeId, created, catalogue: filled });
  }
  const network = await seedNetwork(call, byHost).catch((e) => {
    console.warn(`⚠ demo branch network not seeded: ${e.message}`);
    return [];
  });
  const head = DEMO_STORES.find((d) => d.storeType === "HEAD_STORE_MULTILEVEL");
  if (network.length && head) {
    await seedNetworkSales(baseUrl, call, head, network).catch((e) =>
      console.warn(`⚠ demo branch sales not seeded: ${e.message}`),
    );
  }
  return Object.assign(out, { network });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
  const token = process.env.OPERATOR_TOKEN ?? "dev-operator-token";
  const r = await seed(base, token);
  for (const s of r) console.log(`${s.created ? "created" : "kept   "} ${s.host} (store ${s.storeId})`);
  for (const b of r.network) console.log(`branch  ${b.host} (store ${b.storeId})`);
}
