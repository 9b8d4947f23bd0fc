import { describe, expect, it } from "vitest";
import { registeredMessages, translate } from "../../app/i18n";
import { PLURAL_BLOCK } from "../../app/i18n/plural";
import { SHIPPING_CODES } from "../../functions/shared/commerce/commerce";
import { builtInShippingName } from "../../functions/shared/commerce/methodNames";
import { TW_CITIES } from "../../functions/shared/taiwan";

// Every dictionary, as the pages register them (issue 28 §8): a message that counts things goes
// through the plural helper in English (no "1 items", no "order(s)"), and English has no
// full-width punctuation ("Winter 10% off（WINTER10）").
import.meta.glob(["../../app/i18n/**/*.ts", "../../app/components/shop/checkout/i18n.ts"], { eager: true });
/** The pages' own source: punctuation written around a value belongs in the dictionaries. */
const SOURCES = import.meta.glob<string>(["../../app/components/**/*.tsx", "../../app/routes/**/*.tsx"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const en = registeredMessages("en");
/** Placeholders that hold a count ({name}, {label}… are words). */
const COUNTS = new Set([
  "n",
  "count",
  "total",
  "max",
  "min",
  "threshold",
  "changed",
  "unchanged",
  "cycle",
  "children",
  "shown",
  "left",
  "done",
]);
/** Words between a number and its noun that do not change with the count ("3 unsaved changes"). */
const BETWEEN = new Set(["unused", "other", "more", "unsaved", "plan", "new", "top-level", "recovery"]);

/** The placeholders of a message (outside plural blocks) that count a plural noun after them. */
function uncounted(text: string): string[] {
  const plain = text.replace(PLURAL_BLOCK, "");
  const out: string[] = [];
  if (/\w\(s\)/.test(plain.replaceAll("http(s)", ""))) out.push("(s)");
  for (const m of plain.matchAll(/\{(\w+)\}((?: [\w-]+)+)/g)) {
    if (!COUNTS.has(m[1]!)) continue;
    const words = m[2]!.trim().split(" ");
    let i = 0;
    while (i < words.length - 1 && BETWEEN.has(words[i]!)) i++;
    if (/^[a-z-]+s$/.test(words[i]!) && words[i] !== "is") out.push(`{${m[1]}} ${words.slice(0, i + 1).join(" ")}`);
  }
  return out;
}

describe("the dictionaries", () => {
  it("load every area (the check below reads them all)", () => {
    expect(Object.keys(en).length).toBeGreaterThan(2000);
  });

  it("count in English only through the plural helper", () => {
    const bad = Object.entries(en)
      .map(([key, text]) => [key, uncounted(text)] as const)
      .filter(([, found]) => found.length);
    expect(bad).toEqual([]);
  });

  it("have no full-width punctuation in English", () => {
    const bad = Object.entries(en).filter(([, text]) => /[（）：；，。！？「」【】、]/.test(text));
    expect(bad).toEqual([]);
  });

  it("write no full-width punctuation in page code (it would show on English pages)", () => {
    const bad: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
    for (const [file, text] of Object.entries(SOURCES)) {
      const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
      for (const line of code.split("\n")) if (/[（）：「」]/.test(line)) bad.push(`${file}: ${line.trim()}`);
    }
    expect(bad).toEqual([]);
  });

  it("call each shipping method by one name: the settings, the product editor, the address book, checkout", () => {
    const zh = registeredMessages("zh-TW");
    for (const code of SHIPPING_CODES)
      for (const [locale, dict] of [
        ["zh-TW", zh],
        ["en", en],
      ] as const)
        expect(dict[`commerceSettings.shipping.code.${code}`], code).toMatch(
          new RegExp(`^${builtInShippingName(code, locale).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        );
    expect(en["addressBook.typeHome"]).toBe(builtInShippingName("HOME", "en"));
    expect(zh["addressBook.typeHome"]).toBe(builtInShippingName("HOME", "zh-TW"));
  });

  it("name every county, city and district in English", () => {
    const all = TW_CITIES.flatMap((c) => [c.nameEn, ...c.districts.map((d) => d.nameEn)]);
    expect(TW_CITIES.reduce((n, c) => n + c.districts.length, 0)).toBe(368);
    expect(all.filter((n) => !/^[A-Z][A-Za-z' -]+ (City|County|District|Township)$/.test(n))).toEqual([]);
  });

  it("choose the plural form by the platform's rules", () => {
    expect(translate("en", "adminOrders.done", { n: 1 })).toBe("1 order updated");
    expect(translate("en", "adminOrders.done", { n: 3 })).toBe("3 orders updated");
    expect(translate("en", "checkoutPage.lines.count", { n: 1 })).toBe("1 item");
    expect(translate("zh-TW", "adminOrders.done", { n: 3 })).toBe("已更新 3 筆訂單");
  });
});
