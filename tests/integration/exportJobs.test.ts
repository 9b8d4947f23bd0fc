import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, sql } from "../helpers";
import { member, product, RECEIVER, type Shop, shop } from "./orderFixtures";

// Exports that hold every row (issue 28 §1): more orders than the old 5,000 cap, built as a job
// the poll steps page by page, read back whole with exceljs; typed cells; isolation of the job.

const A = "export-jobs-a.localhost";
const B = "export-jobs-b.localhost";

/** `n` orders (one line each) in one INSERT … SELECT per table: 12,000 rows in a moment. */
async function seedOrders(s: Shop, userId: number, p: { productId: number; stockId: number }, n: number) {
  await sql(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO orders (store_id, order_number, user_id, status, payment_status, payment_method, shipping_method_id,
       shipping_code, receiver, items_total_amount, shipping_fee, total_amount, created_at)
     SELECT ?, printf('X%07d', i), ?, 'UNPROCESSED', 'UNPAID', 'TRANSFER', ?, 'HOME', ?, i * 100, 6000, i * 100 + 6000,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', printf('+%d minutes', i)) FROM k`,
    n,
    s.storeId,
    userId,
    s.homeId,
    JSON.stringify(RECEIVER),
  );
  await sql(
    `INSERT INTO order_items (store_id, order_id, product_id, stock_id, product_name, payment_plan, unit_price, quantity, amount)
     SELECT store_id, id, ?, ?, 'Tea ' || order_number, 'NORMAL', items_total_amount, 1, items_total_amount
     FROM orders WHERE store_id = ?`,
    p.productId,
    p.stockId,
    s.storeId,
  );
}

const get = (host: string, path: string, token: string) =>
  SELF.fetch(`http://${host}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Polls as the page does until the job is no longer running. */
async function finish(host: string, token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const r = await api(host, "GET", `/api/admin/exports/${id}`, { token });
    expect(r.body.code).toBe(0);
    if (r.body.data.status !== "RUNNING") return r.body.data;
  }
  throw new Error("export did not finish");
}

async function rowsOf(res: Response) {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe("order export as a job", () => {
  it("exports 12,000 orders whole, every one read back with typed cells", async () => {
    const s = await shop(A);
    const mia = await member(A, "mia@example.com");
    const p = await product(s, { stock: 5 });
    await seedOrders(s, mia.userId, p, 12_000);

    const start = await get(A, "/api/admin/order/excel?list=all", s.admin);
    expect(start.status).toBe(202);
    const job = ((await start.json()) as { data: { id: string; total: number; status: string } }).data;
    expect(job).toMatchObject({ total: 12_000, status: "RUNNING" });

    const done = await finish(A, s.admin, job.id);
    expect(done).toMatchObject({ status: "DONE", done: 12_000, downloadUrl: `/api/admin/exports/${job.id}/file` });
    const file = await get(A, done.downloadUrl, s.admin);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/filename="orders-all-\d{8}\.xlsx"/);
    const rows = await rowsOf(file);
    expect(rows[0]?.[0]).toBe("訂單編號");
    expect(rows.length).toBe(12_001);
    const numbers = new Set(rows.slice(1).map((r) => r[0]));
    expect(numbers.size).toBe(12_000);
    for (let i = 1; i <= 12_000; i++) expect(numbers.has(`X${String(i).padStart(7, "0")}`)).toBe(true);
    // Newest first; the time is an Excel date (Taipei on its face), money a number.
    expect(rows[1]?.[0]).toBe("X0012000");
    expect(rows[1]?.[1]).toEqual(new Date(Date.parse("2026-01-01T00:00:00Z") + (12_000 + 8 * 60) * 60_000));
    expect(rows[1]?.[13]).toBe(12_000);
    expect(rows[1]?.[16]).toBe(12_060);

    // Pieces are gone once the file is made; a finished job is not stepped again.
    const again = await api(A, "GET", `/api/admin/exports/${job.id}`, { token: s.admin });
    expect(again.body.data.status).toBe("DONE");
  });

  it("keeps a store's job to that store, and reads only that store's orders", async () => {
    const a = await shop(A);
    const b = await shop(B);
    const ma = await member(A, "ann@example.com");
    const mb = await member(B, "ben@example.com");
    const pa = await product(a, { stock: 5 });
    const pb = await product(b, { stock: 5 });
    await seedOrders(a, ma.userId, pa, 30);
    await seedOrders(b, mb.userId, pb, 40);

    const start = await get(A, "/api/admin/order/excel?list=all&job=1", a.admin);
    expect(start.status).toBe(202);
    const { id } = ((await start.json()) as { data: { id: string } }).data;

    // Store B's admin, on B's host, cannot poll, retry or download A's job.
    expect((await api(B, "GET", `/api/admin/exports/${id}`, { token: b.admin })).body.code).toBe(400004);
    expect((await api(B, "POST", `/api/admin/exports/${id}/retry`, { token: b.admin })).body.code).toBe(400004);
    // Nor with A's token on B's host (the session is A's store's).
    expect((await api(B, "GET", `/api/admin/exports/${id}`, { token: a.admin })).body.code).not.toBe(0);

    const done = await finish(A, a.admin, id);
    expect(done).toMatchObject({ status: "DONE", total: 30, done: 30 });
    expect((await get(B, `/api/admin/exports/${id}/file`, b.admin)).headers.get("content-type")).not.toContain(
      "spreadsheetml",
    );
    const rows = await rowsOf(await get(A, `/api/admin/exports/${id}/file`, a.admin));
    expect(rows.length).toBe(31);
    expect(rows.slice(1).every((r) => String(r[9]).startsWith("Tea X"))).toBe(true);

    // A staff member blocked from Orders may not poll an orders export.
    await sql("UPDATE users SET blocked_privileges = '[1]' WHERE store_id = ? AND is_admin = 1", a.storeId);
    expect((await api(A, "GET", `/api/admin/exports/${id}`, { token: a.admin })).body.code).toBe(400027);
  });
});
