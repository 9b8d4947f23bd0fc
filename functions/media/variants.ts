import type { VariantSpec } from "../shared/media";

// Which resized copies an upload gets, decided from the original's size alone. Never upscale:
//  - a box the original does not reach in either dimension is skipped (pages fall back to the next
//    listed variant or the original: shared/media.ts bestSrc/srcSet);
//  - `inside` (width-only) variants are made only when the original is wider than the box;
//  - a `cover` box the original fills in one dimension only is *clamped*: the largest crop of the
//    box's aspect ratio at the original's own resolution (1920×1080 → w800h1200t1 gives 720×1080),
//    so layouts still get the shape they expect, never enlarged pixels;
//  - variants that come out identical (same fit and size, e.g. 600x600 and 800x800 both clamped to
//    480×480) are made once and share one R2 object.

export type VariantJob = {
  /** The first variant name of this output; it names the R2 object. */
  name: string;
  /** Every variant name served by this output (aliases included). */
  names: string[];
  width: number;
  height: number;
  transform: ImageTransform;
};

export function planVariants(specs: Record<string, VariantSpec>, ow: number, oh: number): VariantJob[] {
  const jobs = new Map<string, VariantJob>();
  for (const [name, spec] of Object.entries(specs)) {
    const out = outputSize(spec, ow, oh);
    if (!out) continue;
    const key = `${out.fit}:${out.width}x${out.height}`;
    const same = jobs.get(key);
    if (same) {
      same.names.push(name);
      continue;
    }
    jobs.set(key, {
      name,
      names: [name],
      width: out.width,
      height: out.height,
      transform:
        out.fit === "cover"
          ? { width: out.width, height: out.height, fit: "cover" }
          : { width: out.width, height: out.height, fit: "scale-down" },
    });
  }
  return [...jobs.values()];
}

function outputSize(spec: VariantSpec, ow: number, oh: number) {
  const { width: w, height: h } = spec;
  if (spec.fit === "cover" && h) {
    if (ow < w && oh < h) return null;
    const s = Math.max(w / ow, h / oh);
    if (s <= 1) return { fit: "cover" as const, width: w, height: h };
    return {
      fit: "cover" as const,
      width: Math.min(ow, Math.max(1, Math.round(w / s))),
      height: Math.min(oh, Math.max(1, Math.round(h / s))),
    };
  }
  const s = h ? Math.min(w / ow, h / oh) : w / ow;
  if (s >= 1) return null;
  return { fit: "inside" as const, width: Math.max(1, Math.round(ow * s)), height: Math.max(1, Math.round(oh * s)) };
}
