import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadExcel } from "../../functions/commerce/catalogue/sheet";
import { api, sql } from "../helpers";
import { member, order, orderRow, product, type Shop, shop } from "./orderFixtures";

// Back-office order import (POST /api/admin/order/excel/import, page /admin/orders-import):
// fulfilment steps and tracking numbers by spreadsheet, all or nothing, idempotent, the export
// as a valid import, permissions, audit and isolation. Real workerd D1.

const A = "order-import-a.localhost";
const B = "order-import-b.localhost";
const PATH = "/api/admin/order/excel/import";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;

async function upload(s: Shop, content: Uint8Array | string, fields: Record<string, string> = {}, token = s.admin) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const isCsv = typeof content === "string";
  form.append(
    "file",
    new File([content as Uint8Array<ArrayBuffer> | string], isCsv ? "orders.csv" : "orders.xlsx", {
      type: isCsv ? "text/csv" : XLSX,
    }),
  );
  const res = await SELF.fetch(`http://${s.host}${PATH}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function setup(host = A) {
  const s = await shop(host);
  const mia = await member(host, `mia@${host}`);
  const p = await product(s, { stock: 20 });
  const line = { ...p, quantity: 1, unitPrice: 50000 };
  const mk = (number: string, status = "UNPROCESSED", paymentStatus = "PAID") =>
    order(s, mia.userId, [line], { number, status, paymentStatus });
  return { s, mia, line, mk };
}

const eventsOf = (id: number) =>
  sql<{ to: string; actor: string; note: string | null }>(
    `SELECT "to", actor, note FROM order_events WHERE order_id = ? AND type = 'STATUS' ORDER BY id`,
    id,
  );
const audits = (storeId: number) =>
  sql<{ system: string; path: string }>(
    "SELECT system, path FROM audit_logs WHERE store_id = ? AND path = ?",
    storeId,
    PATH,
  );

describe("order import", () => {
  it("moves orders by step, records tracking numbers and notes, in one audited write", async () => {
    const { s, mia, mk } = await setup();
    const a = await mk("261125000001");
    const b = await mk("261125000002");
    const r = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度", "物流單號", "出貨備註"],
        ["261125000001", "已出貨", "903412345678", "黑貓"],
        ["261125000002", "process", "", ""],
      ]),
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual({ changed: 2, unchanged: 0, orderNumbers: ["261125000001", "261125000002"] });
    const ra = await orderRow(a);
    expect(ra).toMatchObject({ status: "DELIVERED", tracking_number: "903412345678" });
    expect(ra.delivered_at).toBeTruthy();
    expect(await orderRow(b)).toMatchObject({ status: "PROCESSED", tracking_number: null });
    expect((await eventsOf(a)).at(-1)).toEqual({ to: "DELIVERED", actor: "ADMIN", note: "黑貓" });
    expect(await audits(s.storeId)).toEqual([{ system: "Order", path: PATH }]);

    // The member sees the tracking number on the order.
    const mine = await api(A, "GET", `/api/orders/${a}`, { token: mia.token });
    expect(mine.body.data.trackingNumber).toBe("903412345678");

    // The same sheet again changes nothing (no new events), and a later step is taken from there.
    const again = await upload(
      s,
      csv([
        ["Order number", "Step", "Tracking number"],
        ["261125000001", "deliver", "903412345678"],
        ["261125000002", "processed", ""],
      ]),
    );
    expect(again.body.data).toMatchObject({ changed: 0, unchanged: 2 });
    expect((await eventsOf(a)).length).toBe(2);
    const done = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000001", "已完成"],
      ]),
    );
    expect(done.body.data.changed).toBe(1);
    expect((await orderRow(a)).status).toBe("COMPLETE");
  });

  it("takes the order export as it is: tracking numbers added, item rows repeated, other columns passed over", async () => {
    const { s, line, mk } = await setup();
    const green = { ...line, name: "Green" };
    const x = await order(s, (await member(A, "leo@example.com")).userId, [line, green], { number: "261125000011" });
    const y = await mk("261125000012");
    const res = await SELF.fetch(`http://${A}/api/admin/order/excel?list=unprocessed`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = header.indexOf("物流單號") + 1;
    expect(col).toBeGreaterThan(0);
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === "261125000011") row.getCell(col).value = "HCT-0001234";
    });
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());

    const r = await upload(s, bytes, { deliverWithTracking: "1" });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ changed: 1, unchanged: 1 });
    expect(await orderRow(x)).toMatchObject({ status: "DELIVERED", tracking_number: "HCT-0001234" });
    expect(await orderRow(y)).toMatchObject({ status: "UNPROCESSED", tracking_number: null });

    // Without the option, a tracking number is only recorded.
    const z = await mk("261125000013");
    const only = await upload(
      s,
      csv([
        ["訂單編號", "物流單號"],
        ["261125000013", "7111-22233"],
      ]),
      {
        deliverWithTracking: "0",
      },
    );
    expect(only.body.data.changed).toBe(1);
    expect(await orderRow(z)).toMatchObject({ status: "UNPROCESSED", tracking_number: "7111-22233" });
  });

  it("lists every row problem and changes nothing when any row is wrong", async () => {
    const { s, mk } = await setup();
    const good = await mk("261125000021");
    await mk("261125000022", "CANCEL_COMPLETE", "UNPAID");
    await mk("261125000023");
    const r = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度", "物流單號", "顧客備註"],
        ["261125000021", "已出貨", "903400000001", "x"],
        ["261125999999", "已出貨", "", ""],
        ["261125000022", "已出貨", "", ""],
        ["261125000023", "寄出了", "bad number!", ""],
        ["261125000021", "已完成", "", ""],
        ["", "已出貨", "", ""],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    const issues = r.body.issues.map((i: { row: number; field: string; message: string }) => [
      i.row,
      i.field,
      i.message,
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [6, "orderNumber", "validation.duplicate"],
        [5, "step", "validation.oneOf"],
        [5, "trackingNumber", "validation.trackingNumber"],
        [7, "orderNumber", "validation.required"],
      ]),
    );
    expect(await orderRow(good)).toMatchObject({ status: "UNPROCESSED", tracking_number: null });
    expect(await audits(s.storeId)).toEqual([]);

    // With the sheet itself clean, unknown and refused orders are still per-row problems.
    const r2 = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000021", "已出貨"],
        ["261125999999", "已出貨"],
        ["261125000022", "已出貨"],
      ]),
    );
    expect(r2.status).toBe(422);
    expect(r2.body.issues.map((i: { row: number; message: string }) => [i.row, i.message])).toEqual([
      [3, "validation.unknownOrder"],
      [4, "validation.orderStep"],
    ]);
    expect((await orderRow(good)).status).toBe("UNPROCESSED");

    const noColumn = await upload(s, csv([["出貨進度"], ["已出貨"]]));
    expect(noColumn.status).toBe(422);
    expect(noColumn.body.issues[0]).toMatchObject({ field: "orderNumber", message: "validation.columnRequired" });
    const empty = await upload(s, csv([["訂單編號", "出貨進度"]]));
    expect(empty.body.issues[0]).toMatchObject({ field: "file", message: "validation.fileEmpty" });
  });

  it("is for the store's admins only and never reaches another store's orders", async () => {
    const { s, mia, mk } = await setup();
    const { s: other, mk: mkB } = await setup(B);
    const theirs = await mkB("261125000031");
    await mk("261125000032");
    const r = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000031", "已出貨"],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.issues[0]).toMatchObject({ row: 2, message: "validation.unknownOrder" });
    expect((await orderRow(theirs)).status).toBe("UNPROCESSED");

    const asMember = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000032", "已出貨"],
      ]),
      {},
      mia.token,
    );
    expect(asMember.body.code).toBe(400027);
    const crossToken = await upload(
      other,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000031", "已出貨"],
      ]),
      {},
      s.admin,
    );
    expect(crossToken.body.code).not.toBe(0);
    expect((await orderRow(theirs)).status).toBe("UNPROCESSED");

    await sql("UPDATE users SET blocked_privileges = '[1]' WHERE store_id = ? AND is_root = 1", s.storeId);
    const blocked = await upload(
      s,
      csv([
        ["訂單編號", "出貨進度"],
        ["261125000032", "已出貨"],
      ]),
    );
    expect(blocked.body.code).toBe(400027);
  });
});
