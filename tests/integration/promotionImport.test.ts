import { describe, expect, it } from "vitest";
import { sql } from "../helpers";
import { shop } from "./orderFixtures";
import { csv, uploadSheet } from "./sheetUploads";

// POST /api/admin/promotion/excel/import: promotions and coupons from a sheet, each row checked by
// the create form's schema, all or nothing, one audit row. Real workerd D1.

const PATH = "/api/admin/promotion/excel/import";
const HEADER = ["類型", "名稱", "折價券代碼", "條件", "門檻", "優惠方式", "優惠內容", "開始時間", "結束時間"];

const rowsOf = (storeId: number) =>
  sql<{ scope: string; name: string; code: string | null; conditions: string; start_at: string; action_type: string }>(
    "SELECT scope, name, code, conditions, start_at, action_type FROM promotions WHERE store_id = ? ORDER BY id",
    storeId,
  );

describe("promotion import", () => {
  it("creates every row's promotion or coupon in one audited write", async () => {
    const s = await shop("promo-import-a.localhost");
    const r = await uploadSheet(
      s.host,
      PATH,
      s.admin,
      csv([
        HEADER,
        ["優惠活動", "滿千折百", "", "滿額", "1000", "折抵", "100", "2026-12-01 00:00", "2026-12-31 23:59"],
        ["coupon", "Winter 15% off", "WINTER15", "amount", "0", "percent", "85", "", ""],
      ]),
    );
    expect(r.body).toMatchObject({ code: 0, data: { created: 2, names: ["滿千折百", "Winter 15% off"] } });
    const rows = await rowsOf(s.storeId);
    expect(rows.map((p) => [p.scope, p.name, p.code, p.action_type])).toEqual([
      ["PROMOTION", "滿千折百", null, "AMOUNT_OFF"],
      ["COUPON", "Winter 15% off", "WINTER15", "PERCENT_OFF"],
    ]);
    // NT$ in the sheet, minor units stored; Taipei wall-clock time, UTC stored.
    expect(JSON.parse(rows[0]!.conditions)[0]).toMatchObject({ condition: 100000, value: 10000 });
    expect(rows[0]!.start_at).toBe("2026-11-30T16:00:00.000Z");
    expect(JSON.parse(rows[1]!.conditions)[0]).toMatchObject({ value: 85 });
    const audits = await sql("SELECT id FROM audit_logs WHERE store_id = ? AND path = ?", s.storeId, PATH);
    expect(audits).toHaveLength(1);
  });

  it("writes nothing when one row is wrong and names that row and column", async () => {
    const s = await shop("promo-import-b.localhost");
    const first = csv([HEADER, ["折價券", "Old", "TAKEN1", "滿額", "0", "折抵", "50", "", ""]]);
    expect((await uploadSheet(s.host, PATH, s.admin, first)).body.code).toBe(0);
    const r = await uploadSheet(
      s.host,
      PATH,
      s.admin,
      csv([
        HEADER,
        ["優惠活動", "滿千折百", "", "滿額", "1000", "折抵", "100", "", ""],
        ["折價券", "沒有代碼", "", "滿額", "0", "折抵", "50", "", ""],
        ["折價券", "撞名", "taken1", "滿額", "0", "折抵", "50", "", ""],
        ["優惠活動", "壞時間", "", "滿額", "0", "折抵", "50", "明天", ""],
        ["優惠活動", "結束在前", "", "滿額", "0", "折抵", "50", "2026-12-02", "2026-12-01"],
      ]),
    );
    expect(r.status).toBe(422);
    const issues = r.body.issues.map((i: { row: number; field: string; message: string }) => [
      i.row,
      i.field,
      i.message,
    ]);
    expect(issues).toEqual([
      [3, "code", "validation.required"],
      [4, "code", "validation.codeTaken"],
      [5, "startAt", "validation.datetime"],
      [6, "endAt", "validation.endBeforeStart"],
    ]);
    expect((await rowsOf(s.storeId)).map((p) => p.name)).toEqual(["Old"]);
  });

  it("refuses a sheet without its required columns", async () => {
    const s = await shop("promo-import-c.localhost");
    const r = await uploadSheet(s.host, PATH, s.admin, csv([["名稱"], ["只有名稱"]]));
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([
      expect.objectContaining({ row: 1, field: "actionType", message: "validation.columnRequired" }),
    ]);
    expect(await rowsOf(s.storeId)).toEqual([]);
  });
});
