import { describe, expect, it } from "vitest";
import { checkFile } from "../../app/components/admin/mediaUpload";
import { minorToText, textToMinor } from "../../app/components/admin/NumberField";
import { applyWrap } from "../../app/components/admin/RichTextArea";
import { translate } from "../../app/i18n";
import { adminEn, adminZhTW } from "../../app/i18n/admin";
import { en as coreEn } from "../../app/i18n/en";
import { zhTW as coreZhTW } from "../../app/i18n/zh-TW";

const zhTW = { ...coreZhTW, ...adminZhTW };
const en = { ...coreEn, ...adminEn };

import { rowIssues } from "../../app/components/admin/kit/importPage/ImportPanel";
import {
  displayMatches,
  displayOf,
  idParam,
  isoToTaipeiLocal,
  listOf,
  shelfOf,
  shelfQuery,
  taipeiLocalToIso,
  totalOf,
} from "../../app/routes/admin/catalogue/lib/filters";
import { SORTS } from "../../app/routes/admin/catalogue/lib/product";
import { type EditLine, toStockInput, totalStock } from "../../app/routes/admin/catalogue/lib/StockLinesEditor";
import { SHEET_COLUMNS, templateCsv } from "../../app/routes/admin/catalogue/lib/sheetColumns";
import { productCreateInput, productPatchInput, stockPatchInput } from "../../functions/commerce/catalogue/schemas";
import { categoryCreateInput, topicCreateInput } from "../../functions/commerce/catalogue/taxonomySchemas";
import { PAYMENT_PLANS, TYPES_FOR_CREATING_STORE } from "../../functions/shared/commerce/catalogue";
import { MAX_UPLOAD_BYTES } from "../../functions/shared/media";

describe("money input", () => {
  it("shows minor units as NT$ text and reads it back", () => {
    expect(minorToText(129900)).toBe("1299");
    expect(minorToText(129950)).toBe("1299.5");
    expect(minorToText(129905)).toBe("1299.05");
    expect(minorToText(null)).toBe("");
    expect(textToMinor("1,299.5")).toBe(129950);
    expect(textToMinor("99.999")).toBe(9999); // two decimals kept
    expect(textToMinor("")).toBeNull();
    expect(textToMinor("abc")).toBeNull();
    for (const n of [0, 1, 99, 100, 12345, 100000000]) expect(textToMinor(minorToText(n))).toBe(n);
  });
});

describe("catalogue URL filters", () => {
  it("reads the Chinese shelf words of the menu paths", () => {
    expect(shelfOf(encodeURIComponent("上架"))).toBe("on");
    expect(shelfOf("下架")).toBe("off");
    expect(shelfOf(encodeURIComponent("全部"))).toBe("all");
    expect(shelfOf("nonsense")).toBe("on");
    expect(shelfQuery("all")).toBeUndefined();
    expect(shelfQuery("off")).toBe(false);
  });
  it("reads the display enum 1 shown, 2 hidden, 3 all", () => {
    expect(displayOf("2")).toBe("2");
    expect(displayOf("x")).toBe("1");
    expect(displayMatches("3", false)).toBe(true);
    expect(displayMatches("1", false)).toBe(false);
  });
  it("treats 0 and new as no id", () => {
    expect(idParam("0")).toBeNull();
    expect(idParam("new")).toBeNull();
    expect(idParam("12")).toBe(12);
  });
  it("unwraps list answers", () => {
    expect(listOf<number>({ data: [1, 2], total: 9 })).toEqual([1, 2]);
    expect(listOf<number>([3])).toEqual([3]);
    expect(totalOf({ data: [], total: 9 }, 0)).toBe(9);
  });
  it("converts Taiwan local times for datetime inputs", () => {
    expect(isoToTaipeiLocal("2026-11-22T02:30:00.000Z")).toBe("2026-11-22T10:30");
    expect(taipeiLocalToIso("2026-11-22T10:30")).toBe("2026-11-22T10:30:00+08:00");
    expect(new Date(taipeiLocalToIso("2026-11-22T10:30") as string).toISOString()).toBe("2026-11-22T02:30:00.000Z");
    expect(taipeiLocalToIso("")).toBeNull();
  });
});

describe("stock lines", () => {
  const line = (p: Partial<EditLine>): EditLine => ({ key: "k", spec: "", sku: "", stock: 0, children: [], ...p });
  it("sends stock only for new or edited lines, none for parents", () => {
    const lines = [
      line({ id: 1, spec: "紅", stock: 5, origStock: 5 }),
      line({ id: 2, spec: "藍", stock: 7, origStock: 3 }),
      line({ spec: "綠", stock: 2 }),
      line({
        id: 4,
        spec: "白",
        children: [line({ id: 5, spec: "M", stock: 1, origStock: 1 }), line({ spec: "L", stock: 4 })],
      }),
    ];
    expect(toStockInput(lines, false)).toEqual([
      { id: 1, spec: "紅", sku: null },
      { id: 2, spec: "藍", sku: null, stock: 7 },
      { spec: "綠", sku: null, stock: 2 },
      {
        id: 4,
        spec: "白",
        sku: null,
        children: [
          { id: 5, spec: "M", sku: null },
          { spec: "L", sku: null, stock: 4 },
        ],
      },
    ]);
    expect(totalStock(lines)).toBe(5 + 7 + 2 + 1 + 4);
    expect(toStockInput([line({ spec: "組", stock: 3 })], true)).toEqual([{ spec: "組", sku: null }]);
  });
  it("builds bodies the product schemas accept", () => {
    const body = {
      name: "手工陶杯",
      price: 68000,
      specialPrice: 0,
      stocks: toStockInput([line({ spec: "白", stock: 3 })], false),
      combos: [],
      mediaIds: [1],
    };
    expect(productCreateInput.safeParse(body).success).toBe(true);
    expect(productPatchInput.safeParse(body).success).toBe(true);
  });
});

describe("upload checks mirror the server", () => {
  it("refuses other types and files over the limit", () => {
    expect(checkFile({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(checkFile({ type: "image/svg+xml", size: 1000 })).toBe("type");
    expect(checkFile({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe("size");
  });
});

describe("rich text toolbar", () => {
  it("wraps the selection, or a placeholder", () => {
    expect(applyWrap("abc def", 4, 7, { before: "<strong>", after: "</strong>", placeholder: "x" }).text).toBe(
      "abc <strong>def</strong>",
    );
    const r = applyWrap("ab", 2, 2, { before: "<h2>", after: "</h2>", placeholder: "T", block: true });
    expect(r.text).toBe("ab\n<h2>T</h2>");
    expect(r.text.slice(r.start, r.end)).toBe("T");
  });
});

describe("imports", () => {
  it("reads row issues of a sheet answer", () => {
    expect(rowIssues([{ path: "12.price", message: "validation.price" }])).toEqual([
      { row: 12, field: "price", message: "validation.price" },
    ]);
  });
  it("offers a template with the documented header", () => {
    const csv = templateCsv();
    expect(csv.startsWith("\ufeff商品編號,商品名稱,售價")).toBe(true);
    expect(csv.split("\r\n")[0]?.split(",").length).toBe(SHEET_COLUMNS.length);
  });
});

describe("catalogue messages", () => {
  const both = (key: string) => {
    expect(zhTW, key).toHaveProperty([key]);
    expect(en, key).toHaveProperty([key]);
  };
  it("have every dynamically built key in zh-TW and English", () => {
    for (const p of PAYMENT_PLANS) both(`plan.${p}`);
    for (const k of TYPES_FOR_CREATING_STORE) both(`cst.${k}`);
    for (const k of ["NORMAL", "COMBO"]) {
      both(`kind.${k}`);
      both(`kind.${k}.hint`);
    }
    for (const s of ["on", "off", "all"]) both(`shelf.${s}`);
    for (const s of Object.keys(SORTS)) both(`pl.sort.${s}`);
    for (const r of ["ADMIN", "IMPORT", "ORDER", "CANCEL"]) both(`stock.reason.${r}`);
    for (const s of ["PENDING", "ON_GOING", "FINISHED", "showingAll", "startAt", "endAt"]) both(`topic.${s}`);
    for (const f of ["price", "specialPrice", "subscriptionPrice"]) both(`price.${f}Of`);
    for (const k of ["SQUARE", "PORTRAIT"]) both(`img.ratio.${k}`);
    for (const k of ["RADIUS1", "RADIUS2", "RADIUS3"]) both(`img.border.${k}`);
    for (const k of ["NO_SHADOW", "SHADOW"]) both(`img.shadow.${k}`);
    for (const k of ["FULL_SCREEN", "SPACE_LARGE", "SPACE_MEDIUM"]) both(`img.mobile.${k}`);
  });
  it("translate the validation keys the catalogue schemas answer with", () => {
    const keys = new Set<string>();
    const collect = (r: { success: boolean; error?: { issues: { message: string }[] } }) => {
      for (const i of r.error?.issues ?? []) keys.add(i.message);
    };
    collect(
      productCreateInput.safeParse({ name: "", price: -1, minQuantityPerOrder: 5, maxQuantityPerOrder: 2, kind: "X" }),
    );
    collect(productCreateInput.safeParse({ name: "a", stocks: [], tagIds: [1, 1], isAdult: "yes", summary: 3 }));
    collect(stockPatchInput.safeParse([{ stockId: 1 }, { stockId: 2, stock: -1 }]));
    collect(categoryCreateInput.safeParse({ name: "x".repeat(80) }));
    collect(topicCreateInput.safeParse({ name: "t", startAt: "2026-02-01T00:00:00Z", endAt: "2026-01-01T00:00:00Z" }));
    expect(keys.size).toBeGreaterThan(5);
    for (const k of keys) {
      expect(translate("zh-TW", k), k).not.toBe(k);
      expect(translate("en", k), k).not.toBe(k);
    }
  });
});
