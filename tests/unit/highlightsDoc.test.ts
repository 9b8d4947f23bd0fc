import { describe, expect, it } from "vitest";
import doc from "../../docs/decisions/highlights.md?raw";
import { BRANCH_HIGHLIGHTS, HIGHLIGHT_TYPES, showsHighlight } from "../../functions/shared/highlights/types";

// docs/decisions/highlights.md's table is the per-store-type filter of spec §4: every row of it
// must say what the code does, and every type of the code must have its row.

// The table of "## The table" only (the system notices' worked example has numbered rows too).
const rows = doc
  .slice(0, doc.indexOf("## Reading them"))
  .split("\n")
  .filter((l) => /^\|\s*\d+\s*\|/.test(l))
  .map((l) =>
    l
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim()),
  );
const yes = (b: boolean) => (b ? "yes" : "—");

describe("the highlights decision table", () => {
  it("has one row per type, in the code's order", () => {
    expect(rows.map((r) => Number(r[0]))).toEqual(HIGHLIGHT_TYPES.map((h) => h.id));
  });

  it.each(HIGHLIGHT_TYPES.map((h) => [h.type, h] as const))("%s: source, section, page and filters", (_t, h) => {
    const row = rows.find((r) => Number(r[0]) === h.id);
    expect(row).toEqual([
      String(h.id),
      h.type,
      h.source,
      String(h.section),
      h.page,
      yes(showsHighlight("NORMAL", h.type)),
      yes(showsHighlight("HEAD_STORE_MULTILEVEL", h.type)),
      yes(BRANCH_HIGHLIGHTS.includes(h.type)),
    ]);
    // Both kinds of branch read the same list.
    expect(showsHighlight("BRANCH_MULTILEVEL_PAY_BY_SELF", h.type)).toBe(BRANCH_HIGHLIGHTS.includes(h.type));
    expect(showsHighlight("BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", h.type)).toBe(BRANCH_HIGHLIGHTS.includes(h.type));
  });
});
