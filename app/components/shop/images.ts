// Spec storefront §9 image sizes by breakpoint, as <picture> source rules over the media variants
// (functions/shared/media.ts). A rule list is ordered widest first; the last entry has no media
// query and is the <img> itself.
import type { MediaRef } from "@functions/shared/media";

export type SizeRule = { minWidth: number; variant: string; sizes: string };
export type ImageRules = readonly SizeRule[];

const r = (minWidth: number, variant: string, sizes: string): SizeRule => ({ minWidth, variant, sizes });

/** Product image ratio: the spec's 1:1 or 1.5 (portrait), taken from the uploaded original. */
export function isTall(m: Pick<MediaRef, "width" | "height"> | null | undefined): boolean {
  return !!m && m.width > 0 && m.height / m.width >= 1.3;
}

export const RULES = {
  /** Product detail: 800x800 / 800x1200 from 1161 px, else 600x600 / 600x900. */
  detail: (tall: boolean): ImageRules =>
    tall
      ? [r(1161, "800x1200", "(min-width: 1161px) 560px"), r(0, "600x900", "100vw")]
      : [r(1161, "800x800", "(min-width: 1161px) 560px"), r(0, "600x600", "100vw")],
  /** Related products: 500x500 / 500x750 from 1300 px, else 300x300 / 300x450. */
  related: (tall: boolean): ImageRules =>
    tall
      ? [r(1300, "500x750", "280px"), r(0, "300x450", "50vw")]
      : [r(1300, "500x500", "280px"), r(0, "300x300", "50vw")],
  /** Product lists: 800 wide from 2300 px, 500 from 1800 to 2299, else 400. */
  list: [r(2300, "w800", "25vw"), r(1800, "w500", "25vw"), r(0, "w400", "50vw")] as ImageRules,
  /** Small thumbnails (gallery strip, story list): 90x90 / 90x135. */
  small: (tall: boolean): ImageRules => [r(0, tall ? "90x135" : "90x90", "90px")],
  /** Medium cards: 300x300 / 300x450. */
  medium: (tall: boolean): ImageRules => [r(0, tall ? "300x450" : "300x300", "300px")],
  /** Desktop banners: full HD 16:9 (ratio 0.562) and 32:9 (0.281); phone 2:3 (1.5). */
  banner: [r(0, "w1920h1080t1", "100vw")] as ImageRules,
  bannerMedium: [r(0, "w1920h540t1", "100vw")] as ImageRules,
  bannerPhone: [r(0, "w800h1200t1", "100vw")] as ImageRules,
  article: [r(734, "w800", "(min-width: 734px) 720px"), r(0, "w400", "100vw")] as ImageRules,
  topic: [r(734, "w800", "400px"), r(0, "w400", "50vw")] as ImageRules,
} as const;

/** Spec §9 banner height ratios (height / width). */
export const BANNER_RATIO = { BANNER: 0.562, BANNER_MEDIUM: 0.281, PHONE: 1.5, PHONE_SMALL: 0.367 } as const;

export type ResolvedSource = { media?: string; srcSet: string; sizes: string; width: number; height: number };

/**
 * The <source> list and <img> source for a media ref under a rule list. An absolute link or an
 * animated GIF is used as it is (spec §4: never resized). A missing variant falls back to the
 * original for that breakpoint.
 */
export function resolveSources(
  m: MediaRef | null | undefined,
  rules: ImageRules,
): { sources: ResolvedSource[]; img: ResolvedSource | null } {
  if (!m?.path) return { sources: [], img: null };
  const asIs = m.isAnimated || /^(https?:)?\/\//.test(m.path) || !m.variants;
  const pick = (rule: SizeRule): ResolvedSource => {
    const v = asIs ? undefined : m.variants[rule.variant];
    const path = v?.path ?? m.path;
    const width = v?.width ?? m.width;
    const height = v?.height ?? m.height;
    return {
      media: rule.minWidth > 0 ? `(min-width: ${rule.minWidth}px)` : undefined,
      srcSet: width > 0 ? `${path} ${width}w` : path,
      sizes: rule.sizes,
      width,
      height,
    };
  };
  if (asIs || rules.length === 0) {
    const only = { srcSet: m.path, sizes: "100vw", width: m.width, height: m.height };
    return { sources: [], img: only };
  }
  const all = rules.map(pick);
  return { sources: all.slice(0, -1), img: all[all.length - 1] ?? null };
}

/** First path of a srcset entry ("a.jpg 800w" → "a.jpg"). */
export const srcOf = (srcSet: string) => srcSet.split(/\s+/)[0] ?? "";

/** An absolute URL for structured data and share tags. */
export function absoluteUrl(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith("//")) return `https:${path}`;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}
