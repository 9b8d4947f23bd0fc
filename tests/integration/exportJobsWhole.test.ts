import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, sql } from "../helpers";
import { HEAD, network } from "./branchCatalogueFixtures";
import { shop } from "./orderFixtures";

// Products, members and branch users exports hold every row (issue 28 §1): more than the old
// 10,000 cap, each as a job the poll steps to the end, read back whole with exceljs.

const N = 10_050;

const seedUsers = (storeId: number, n: number, prefix: string) =>
  sql(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO users (store_id, email, name, password_hash) SELECT ?, printf('%s%05d@example.com', ?, i),
       printf('%s %05d', ?, i), 'x' FROM k`,
    n,
    storeId,
    prefix,
    prefix,
  );

async function exportWhole(host: string, token: string, path: string) {
  const start = await SELF.fetch(`http://${host}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(start.status).toBe(202);
  const { id, total } = ((await start.json()) as { data: { id: string; total: number } }).data;
  let status = "RUNNING";
  for (let i = 0; i < 100 && status === "RUNNING"; i++)
    status = (await api(host, "GET", `/api/admin/exports/${id}`, { token })).body.data.status;
  expect(status).toBe("DONE");
  const file = await SELF.fetch(`http://${host}/api/admin/exports/${id}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await file.arrayBuffer());
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { total, rows };
}

describe("whole exports past the old 10,000 cap", () => {
  it("products: every product once", async () => {
    const s = await shop("export-whole-products.localhost");
    await sql(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
       INSERT INTO products (store_id, name, price) SELECT ?, printf('Tea %05d', i), i * 100 FROM k`,
      N,
      s.storeId,
    );
    const { total, rows } = await exportWhole(s.host, s.admin, "/api/admin/product/excel");
    expect(total).toBe(N);
    expect(rows.length).toBe(N + 1);
    const names = new Set(rows.slice(1).map((r) => r[1]));
    expect(names.size).toBe(N);
    expect(rows.find((r) => r[1] === "Tea 10050")?.[2]).toBe(10_050); // NT$, a number
  });

  it("members: every member once, none of another store", async () => {
    const s = await shop("export-whole-members.localhost");
    const other = await shop("export-whole-members-b.localhost");
    await seedUsers(s.storeId, N, "m");
    await seedUsers(other.storeId, 20, "z");
    const { total, rows } = await exportWhole(s.host, s.admin, "/api/admin/user/excel");
    expect(total).toBe(N);
    expect(rows.length).toBe(N + 1);
    const emails = new Set(rows.slice(1).map((r) => r[2]));
    expect(emails.size).toBe(N);
    expect([...emails].every((e) => String(e).startsWith("m"))).toBe(true);
    expect(rows[1]?.[6]).toBeInstanceOf(Date); // joined: an Excel date
  });

  it("branch users: every member of the network's branches", async () => {
    const n = await network();
    await seedUsers(n.alpha.id, N - 50, "a");
    await seedUsers(n.bravo.id, 50, "b");
    const { total, rows } = await exportWhole(HEAD, n.headToken, "/api/admin/branch/user/excel");
    expect(total).toBe(N);
    expect(rows.length).toBe(N + 1);
    expect(new Set(rows.slice(1).map((r) => r[2])).size).toBe(N);
    expect(rows.filter((r) => String(r[2]).startsWith("b")).length).toBe(50);
  });
});
