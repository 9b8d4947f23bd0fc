import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { api, sql } from "../helpers";
import { member, order, product, shop } from "../integration/orderFixtures";

// `npm run bench:import`: a 10,000-row order import (the spec allows 30 minutes, back-office §9)
// through POST /api/admin/order/excel/import inside workerd with local D1: first a sheet with one
// bad row (every row checked, nothing written), then the fixed sheet (every order shipped in one
// D1 batch). Prints the wall time of each; the figures are in the README ("Imports").

const HOST = "bench-import.localhost";
const ROWS = Number((globalThis as { BENCH_IMPORT_ROWS?: string }).BENCH_IMPORT_ROWS ?? 10_000);

const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;

async function upload(host: string, token: string, text: string) {
  const form = new FormData();
  form.append("deliverWithTracking", "1");
  form.append("file", new File([text], "orders.csv", { type: "text/csv" }));
  const t0 = performance.now();
  const res = await SELF.fetch(`http://${host}/api/admin/order/excel/import`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    code: number;
    issues?: { row: number; field: string }[];
    data?: { changed: number };
  };
  return { ms: performance.now() - t0, status: res.status, body };
}

it(`imports ${ROWS} orders`, async () => {
  const s = await shop(HOST);
  const m = await member(HOST, "bench@example.com");
  const p = await product(s, { stock: 5 });
  const first = await order(s, m.userId, [{ ...p, quantity: 1, unitPrice: 50000 }], { number: "B0000000" });
  // The other orders copied from the first in one statement each (orders, then their items).
  const t0 = performance.now();
  await sql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO orders (store_id, order_number, user_id, status, payment_status, payment_method, shipping_method_id,
       shipping_code, receiver, items_total_amount, shipping_fee, total_amount)
     SELECT o.store_id, 'B' || printf('%07d', n.i), o.user_id, 'UNPROCESSED', 'PAID', o.payment_method,
       o.shipping_method_id, o.shipping_code, o.receiver, o.items_total_amount, o.shipping_fee, o.total_amount
     FROM orders o, n WHERE o.id = ?`,
    ROWS - 1,
    first,
  );
  await sql("UPDATE orders SET payment_status = 'PAID' WHERE id = ?", first);
  const seeded = performance.now() - t0;
  const numbers = (
    await sql<{ n: string }>("SELECT order_number AS n FROM orders WHERE store_id = ? ORDER BY id", s.storeId)
  ).map((r) => r.n);
  expect(numbers.length).toBe(ROWS);

  const header = ["訂單編號", "出貨進度", "物流單號", "出貨備註"];
  const rows = numbers.map((n, i) => [n, "已出貨", `TW${String(i).padStart(10, "0")}`, ""]);
  const bad = rows.map((r) => [...r]);
  const badAt = Math.floor(ROWS / 2);
  bad[badAt]![2] = "not a number!"; // one tracking number with spaces and "!"
  const refused = await upload(HOST, s.admin, csv([header, ...bad]));
  expect(refused.status).toBe(422);
  expect(refused.body.issues).toEqual([expect.objectContaining({ row: badAt + 2, field: "trackingNumber" })]);
  const untouched = await sql<{ n: number }>(
    "SELECT count(*) AS n FROM orders WHERE store_id = ? AND status <> 'UNPROCESSED'",
    s.storeId,
  );
  expect(untouched[0]!.n).toBe(0);

  const done = await upload(HOST, s.admin, csv([header, ...rows]));
  expect(done.body.code).toBe(0);
  expect(done.body.data?.changed).toBe(ROWS);
  const shipped = await sql<{ n: number }>(
    "SELECT count(*) AS n FROM orders WHERE store_id = ? AND status = 'DELIVERED' AND tracking_number IS NOT NULL",
    s.storeId,
  );
  expect(shipped[0]!.n).toBe(ROWS);
  const again = await api(HOST, "GET", "/api/admin/orders?list=delivered&limit=1", { token: s.admin });
  console.log(
    JSON.stringify({
      bench: "order import",
      rows: ROWS,
      seedMs: Math.round(seeded),
      refusedMs: Math.round(refused.ms),
      importedMs: Math.round(done.ms),
      deliveredListCode: again.body.code,
    }),
  );
});
