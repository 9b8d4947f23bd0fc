import { inlineTabCount } from "@functions/shared/access/adminMenu";

// The spec's inline-tab count by width, as CSS so the server render is already right at every
// width. Widths are the points where inlineTabCount changes; Tailwind needs literal class names.
const INLINE_FROM: Record<number, string> = {
  1024: "hidden min-[1024px]:flex",
  1280: "hidden min-[1280px]:flex",
  1920: "hidden min-[1920px]:flex",
};
const MORE_UNTIL: Record<number, string> = {
  1024: "min-[1024px]:hidden",
  1280: "min-[1280px]:hidden",
  1920: "min-[1920px]:hidden",
};
const STEPS = [0, 1024, 1280, 1920];

/** The narrowest width at which tab `index` is shown inline, or null if never. */
export function inlineFrom(index: number): number | null {
  for (const w of STEPS) if (index < inlineTabCount(w)) return w;
  return null;
}

export function inlineClass(index: number): string {
  const w = inlineFrom(index);
  return w === null ? "hidden" : w === 0 ? "flex" : (INLINE_FROM[w] ?? "hidden");
}

/** Class for the same tab inside the "more" dropdown: shown exactly when not inline. */
export function moreClass(index: number): string {
  const w = inlineFrom(index);
  return w === null ? "block" : w === 0 ? "hidden" : (MORE_UNTIL[w] ?? "block");
}

/** Whether the "more" button is needed at some width. */
export const moreNeededUntil = (count: number) => (count > 8 ? null : (inlineFrom(count - 1) ?? 0));

const MORE_BUTTON_FROM: Record<number, string> = {
  0: "hidden",
  1024: "min-[1024px]:hidden",
  1280: "min-[1280px]:hidden",
  1920: "min-[1920px]:hidden",
};

/** Class for the "more" button: hidden from the width at which all `count` tabs fit inline. */
export function moreButtonClass(count: number): string {
  const w = moreNeededUntil(count);
  return w === null ? "" : (MORE_BUTTON_FROM[w] ?? "");
}
