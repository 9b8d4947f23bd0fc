// Media variants (spec storefront §3 and §9, back-office §9) and their public URLs. Isomorphic: the
// upload pipeline makes exactly these variants, and pages build srcset/sizes from the same table.

export type VariantSpec = {
  width: number;
  /** Absent: keep the aspect ratio (a width-only variant). */
  height?: number;
  /** cover crops to the box; inside fits within it. Neither ever upscales (see functions/media). */
  fit: "cover" | "inside";
};

const sq = (n: number): VariantSpec => ({ width: n, height: n, fit: "cover" });
const tall = (w: number): VariantSpec => ({ width: w, height: Math.round(w * 1.5), fit: "cover" });
const wide = (w: number): VariantSpec => ({ width: w, fit: "inside" });

const PRODUCT_VARIANTS = {
  "90x90": sq(90),
  "300x300": sq(300),
  "500x500": sq(500),
  "600x600": sq(600),
  "800x800": sq(800),
  "90x135": tall(90),
  "300x450": tall(300),
  "500x750": tall(500),
  "600x900": tall(600),
  "800x1200": tall(800),
  w400: wide(400),
  w500: wide(500),
  w800: wide(800),
} satisfies Record<string, VariantSpec>;

const BANNER_VARIANTS = {
  w1920h1080t1: { width: 1920, height: 1080, fit: "cover" },
  w1920h540t1: { width: 1920, height: 540, fit: "cover" },
  w800h1200t1: { width: 800, height: 1200, fit: "cover" },
} satisfies Record<string, VariantSpec>;

/** Variants made for each media type at upload. Types not listed keep only the original. */
export const MEDIA_VARIANTS: Record<string, Record<string, VariantSpec>> = {
  PRODUCT: PRODUCT_VARIANTS,
  PRODUCT_SQUARE: PRODUCT_VARIANTS,
  PRODUCT_DETAIL: PRODUCT_VARIANTS,
  BANNER: BANNER_VARIANTS,
  BANNER_MEDIUM: BANNER_VARIANTS,
  BANNER_PHONE: BANNER_VARIANTS,
  PRODUCT_TOPIC: { w400: wide(400), w800: wide(800), w1920h540t1: BANNER_VARIANTS.w1920h540t1 },
  ARTICLE_COVER: { w400: wide(400), w800: wide(800) },
  BRANCH_FEEDBACK: { w400: wide(400), w800: wide(800) },
  USER_AVATAR: { SMALL: sq(90), MEDIUM: sq(150) },
  STORE_LOGO: { w200: wide(200), w400: wide(400) },
  STORE_SHARE_IMAGE: { w1200h630: { width: 1200, height: 630, fit: "cover" } },
  STORE_FAVICON: {
    f16: sq(16),
    f32: sq(32),
    f48: sq(48),
    f128: sq(128),
    f180: sq(180),
    f192: sq(192),
    t140: sq(140),
    t144: sq(144),
    t180: sq(180),
    t192: sq(192),
  },
};

export const MEDIA_TYPES = Object.keys(MEDIA_VARIANTS) as readonly string[];

/**
 * Variants are WebP (small, keeps transparency), except favicons: iOS reads apple-touch-icon only
 * as PNG, and older browsers' tab icons likewise.
 */
export const variantMimeOf = (type: string): "image/webp" | "image/png" =>
  type === "STORE_FAVICON" ? "image/png" : "image/webp";

/** What an API answer carries for one image: the original and every variant actually made. */
export type MediaRef = {
  id: number;
  path: string;
  width: number;
  height: number;
  isAnimated: boolean;
  variants: Record<string, { path: string; width: number; height: number }>;
};

export const ORIGINAL = "orig";

export function extOfMime(mime: string): string {
  return { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" }[mime] ?? "bin";
}

/** R2 key and public path share one shape: `<storeId>/<mediaId>/<variant>.<ext>`. */
export const mediaKey = (storeId: number, mediaId: number, variant: string, ext: string) =>
  `${storeId}/${mediaId}/${variant}.${ext}`;
export const mediaPath = (key: string) => `/media/${key}`;
/** Every object of one media lives under this prefix (the original, variants, leftovers). */
export const mediaPrefix = (storeId: number, mediaId: number) => `${storeId}/${mediaId}/`;

/** srcset over the made variants whose names are listed (missing ones are simply skipped). */
export function srcSet(ref: MediaRef | null | undefined, names: readonly string[]): string | undefined {
  if (!ref) return undefined;
  // Clamped variants may share one object (functions/media/variants.ts): list each file once.
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const n of names) {
    const v = ref.variants[n];
    if (!v || seen.has(v.path)) continue;
    seen.add(v.path);
    parts.push(`${v.path} ${v.width}w`);
  }
  return parts.length ? parts.join(", ") : undefined;
}

/** The best single source: the first listed variant that exists, else the original. */
export function bestSrc(ref: MediaRef | null | undefined, names: readonly string[]): string | undefined {
  if (!ref) return undefined;
  for (const n of names) if (ref.variants[n]) return ref.variants[n].path;
  return ref.path;
}

/** Spec §4: the second failure of an image shows one of these. */
export const PLACEHOLDERS = {
  product: "/placeholders/product.svg",
  productSquare: "/placeholders/product-square.svg",
  banner: "/placeholders/banner.svg",
  bannerMedium: "/placeholders/banner-medium.svg",
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
