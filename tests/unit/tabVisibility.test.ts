import { describe, expect, it } from "vitest";
import {
  inlineClass,
  inlineFrom,
  moreButtonClass,
  moreClass,
  moreNeededUntil,
} from "../../app/components/admin/tabVisibility";
import { inlineTabCount } from "../../functions/shared/access/adminMenu";
import { MAX_TABS } from "../../functions/shared/constants";

/**
 * Evaluates the display utilities these helpers emit the way Tailwind's CSS cascade does:
 * unprefixed utilities first, then `min-[Npx]:` variants in ascending N when the width reaches N.
 * An element with no display utility keeps its default (visible) display. Any class it does not
 * understand fails the test, so a new utility cannot slip by unchecked.
 */
function visibleAt(classes: string, width: number): boolean {
  const DISPLAY = new Set(["hidden", "flex", "block", "inline-flex", "inline"]);
  let display: string | null = null;
  const variants: { min: number; value: string }[] = [];
  for (const c of classes.split(/\s+/).filter(Boolean)) {
    const m = /^min-\[(\d+)px\]:(.+)$/.exec(c);
    if (m) {
      const value = m[2] as string;
      if (!DISPLAY.has(value)) throw new Error(`unexpected variant ${c}`);
      variants.push({ min: Number(m[1]), value });
    } else if (DISPLAY.has(c)) display = c;
    else throw new Error(`unexpected class ${c}`);
  }
  for (const v of variants.sort((a, b) => a.min - b.min)) if (width >= v.min) display = v.value;
  return display !== "hidden";
}

const WIDTHS = [320, 375, 1023, 1024, 1100, 1279, 1280, 1300, 1919, 1920, 2000, 2560];

describe("tab visibility classes", () => {
  it("covers the 20 possible tabs", () => {
    expect(MAX_TABS).toBe(20);
  });

  it.each(WIDTHS)("at %ipx every tab is inline XOR in the more menu", (width) => {
    for (let i = 0; i < MAX_TABS; i++) {
      const inline = visibleAt(inlineClass(i), width);
      const more = visibleAt(moreClass(i), width);
      expect(inline !== more, `tab ${i} at ${width}px: inline=${inline} more=${more}`).toBe(true);
    }
  });

  it.each([
    [375, 1],
    [1100, 4],
    [1300, 6],
    [2000, 8],
  ])("at %ipx exactly inlineTabCount (%i) leading tabs are inline", (width, n) => {
    expect(inlineTabCount(width)).toBe(n);
    const inline = Array.from({ length: MAX_TABS }, (_, i) => visibleAt(inlineClass(i), width));
    expect(inline).toEqual(Array.from({ length: MAX_TABS }, (_, i) => i < n));
  });

  it("matches inlineTabCount at every width step", () => {
    for (let width = 300; width <= 2600; width += 7) {
      const n = inlineTabCount(width);
      for (let i = 0; i < MAX_TABS; i++) {
        expect(visibleAt(inlineClass(i), width), `tab ${i} at ${width}px`).toBe(i < n);
        expect(visibleAt(moreClass(i), width), `more ${i} at ${width}px`).toBe(i >= n);
      }
    }
  });

  it("inlineFrom gives the narrowest inline width", () => {
    expect(inlineFrom(0)).toBe(0);
    expect(inlineFrom(1)).toBe(1024);
    expect(inlineFrom(3)).toBe(1024);
    expect(inlineFrom(4)).toBe(1280);
    expect(inlineFrom(5)).toBe(1280);
    expect(inlineFrom(6)).toBe(1920);
    expect(inlineFrom(7)).toBe(1920);
    expect(inlineFrom(8)).toBeNull();
    expect(inlineFrom(19)).toBeNull();
  });

  it("tabs past the eighth are never inline", () => {
    expect(inlineClass(8)).toBe("hidden");
    expect(moreClass(8)).toBe("flex");
  });

  it("moreNeededUntil: the width from which every tab fits inline, null if never", () => {
    expect(moreNeededUntil(1)).toBe(0);
    expect(moreNeededUntil(4)).toBe(1024);
    expect(moreNeededUntil(6)).toBe(1280);
    expect(moreNeededUntil(8)).toBe(1920);
    expect(moreNeededUntil(9)).toBeNull();
  });

  it("the more button shows exactly when some tab is in the more menu", () => {
    for (let count = 1; count <= MAX_TABS; count++)
      for (let width = 300; width <= 2600; width += 7) {
        const needed = count > inlineTabCount(width);
        expect(visibleAt(moreButtonClass(count), width), `${count} tabs at ${width}px`).toBe(needed);
      }
    expect(moreButtonClass(1)).toBe("hidden");
    expect(moreButtonClass(4)).toBe("min-[1024px]:hidden");
    expect(moreButtonClass(20)).toBe("");
  });

  // Issue 28 §8: in Settings (the 9th tab) the bar showed only "Orders" and "More".
  it("the current section is always in the bar, in the last inline place, the others as before", () => {
    const count = 11;
    for (let current = 0; current < count; current++)
      for (let width = 300; width <= 2600; width += 7) {
        const n = inlineTabCount(width);
        const inline = Array.from({ length: count }, (_, i) => visibleAt(inlineClass(i, current), width));
        const more = Array.from({ length: count }, (_, i) => visibleAt(moreClass(i, current), width));
        const at = `current ${current} at ${width}px`;
        expect(inline[current], at).toBe(true);
        expect(inline.filter(Boolean).length, at).toBe(Math.min(n, count));
        expect(inline.map((x, i) => x !== more[i]).every(Boolean), `${at}: inline XOR more`).toBe(true);
        // The leading tabs keep their places; only the last inline one gives way.
        const leading = current < n ? n : n - 1;
        for (let i = 0; i < Math.min(leading, count); i++) expect(inline[i], `${at}: tab ${i}`).toBe(true);
      }
    expect(inlineClass(8, 8)).toBe("flex");
    expect(inlineClass(0, 8)).toBe("hidden min-[1024px]:flex");
  });
});
