import { inlineTabCount } from "@functions/shared/access/adminMenu";

// The spec's inline-tab count by width, as CSS so the server render is already right at every
// width. Widths are the points where inlineTabCount changes; Tailwind needs literal class names.
const STEPS = [0, 1024, 1280, 1920] as const;
const SHOWN: Record<(typeof STEPS)[number], string> = {
  0: "flex",
  1024: "min-[1024px]:flex",
  1280: "min-[1280px]:flex",
  1920: "min-[1920px]:flex",
};
const HIDDEN: Record<(typeof STEPS)[number], string> = {
  0: "hidden",
  1024: "min-[1024px]:hidden",
  1280: "min-[1280px]:hidden",
  1920: "min-[1920px]:hidden",
};

/**
 * Whether tab `index` sits in the bar at `width`. The current section is always in the bar: when
 * it would fall under "more", it takes the last inline place, so an admin in Settings sees
 * "Settings" lit, not only "Orders" and "More" (issue 28 §8). `current` -1: no section is current.
 */
export function inlineAt(index: number, width: number, current = -1): boolean {
  const n = inlineTabCount(width);
  if (current < n) return index < n;
  return index < n - 1 || index === current;
}

/** The classes that show an element exactly at the steps where `shown(step)` holds. */
function displayClasses(shown: (width: number) => boolean, base: string): string {
  const out: string[] = [];
  let before: boolean | null = null;
  for (const w of STEPS) {
    const now = shown(w);
    if (now !== before) out.push(now ? (w === 0 ? base : SHOWN[w]) : HIDDEN[w]);
    before = now;
  }
  return out.join(" ");
}

/** The narrowest width at which tab `index` is shown inline, or null if never (no current section). */
export function inlineFrom(index: number): number | null {
  for (const w of STEPS) if (index < inlineTabCount(w)) return w;
  return null;
}

export function inlineClass(index: number, current = -1): string {
  return displayClasses((w) => inlineAt(index, w, current), "flex");
}

/** Class for the same tab inside the "more" dropdown: shown exactly when not inline. */
export function moreClass(index: number, current = -1): string {
  return displayClasses((w) => !inlineAt(index, w, current), "flex");
}

/** Whether the "more" button is needed at some width. */
export const moreNeededUntil = (count: number) => (count > 8 ? null : (inlineFrom(count - 1) ?? 0));

/** Class for the "more" button: hidden from the width at which all `count` tabs fit inline. */
export function moreButtonClass(count: number): string {
  const w = moreNeededUntil(count);
  return w === null ? "" : HIDDEN[w as (typeof STEPS)[number]];
}
