import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { templateXlsx } from "~/components/admin/kit/importPage/template";
import { adminEn, adminZhTW } from "~/i18n/admin";
import { templateSheet as orderTemplate } from "~/routes/admin/orders/orders-import";
import { promotionTemplate } from "~/routes/admin/promotions/promotion-import";
import { sql } from "../helpers";
import { shop } from "./orderFixtures";

// "A downloadable template per import" (issue 28 §4): each page's .xlsx template, exactly as the
// page writes it, is read by its own import. The promotion template's dates are Excel date cells
// (serials), read as Taipei times.

async function upload(host: string, path: string, token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "template.xlsx"));
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("import templates", () => {
  for (const [locale, words] of [
    ["zh-TW", adminZhTW],
    ["en", adminEn],
  ] as const) {
    it(`the promotion template (${locale}) imports as is: its example coupon, its dates`, async () => {
      const s = await shop(`tpl-promo-${locale.toLowerCase()}.localhost`);
      const bytes = await templateXlsx(promotionTemplate(locale, (k) => words[k]));
      const r = await upload(s.host, "/api/admin/promotion/excel/import", s.admin, bytes);
      expect(r.body.issues ?? []).toEqual([]);
      expect(r.body).toMatchObject({ code: 0, data: { created: 1, names: [words["promotionImport.exampleName"]] } });
      const [row] = await sql<{ scope: string; code: string; start_at: string; end_at: string; conditions: string }>(
        "SELECT scope, code, start_at, end_at, conditions FROM promotions WHERE store_id = ?",
        s.storeId,
      );
      expect(row).toMatchObject({ scope: "COUPON", code: "WELCOME100" });
      expect(JSON.parse(row!.conditions)[0]).toMatchObject({ condition: 100_000, value: 10_000 });
      // Today 00:00 Taipei, and 31 days later less a minute.
      const start = Date.parse(row!.start_at);
      expect((start + 8 * 3_600_000) % 86_400_000).toBe(0);
      expect(Math.abs(start - Date.now())).toBeLessThan(86_400_000);
      expect(Date.parse(row!.end_at) - start).toBe(31 * 86_400_000 - 60_000);
    });

    it(`the order template (${locale}) is read with its columns: its example orders are unknown here`, async () => {
      const s = await shop(`tpl-order-${locale.toLowerCase()}.localhost`);
      const r = await upload(
        s.host,
        "/api/admin/order/excel/import",
        s.admin,
        await templateXlsx(orderTemplate(locale)),
      );
      expect(r.status).toBe(422);
      expect(
        r.body.issues.map((i: { row: number; field: string; message: string }) => [i.row, i.field, i.message]),
      ).toEqual([
        [2, "orderNumber", "validation.unknownOrder"],
        [3, "orderNumber", "validation.unknownOrder"],
      ]);
    });
  }
});
