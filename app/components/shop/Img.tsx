import { type MediaRef, PLACEHOLDERS } from "@functions/shared/media";
import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { type ImageRules, resolveSources, srcOf } from "./images";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "placeholder"> & {
  media: MediaRef | null | undefined;
  rules: ImageRules;
  alt: string;
  /** Spec §4: the source tried after the first failure (e.g. imageErrorPath); default the original. */
  fallback?: string | null;
  placeholder: keyof typeof PLACEHOLDERS;
  pictureClassName?: string;
  /**
   * The image is only visible in this viewport range (the other breakpoint renders its own
   * copy): elsewhere a blank source is picked, so an eager hero never downloads twice.
   */
  shownAt?: { min?: number; max?: number };
};

/** 1×1 transparent GIF: what a hidden breakpoint's copy "loads". */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A responsive product/banner image: <picture> sources per breakpoint rule (srcset + sizes from
 * the media variants). Spec §4 failure chain: the first failure swaps to the fallback source, the
 * second shows the default placeholder. Failures before hydration are caught on mount. Images
 * decode off the main thread unless told otherwise: an above-the-fold (LCP) image passes
 * `decoding="sync"`, since async decoding held its first paint back (home LCP 4.7 → 2.5 s).
 */
export function Img({
  media,
  rules,
  alt,
  fallback,
  placeholder,
  pictureClassName = "contents",
  className,
  shownAt,
  ...img
}: Props) {
  const resolved = resolveSources(media, rules);
  const main = resolved.img;
  const hidden: { media: string; srcSet: string; sizes: string; width: number; height: number }[] = [];
  if (shownAt?.min)
    hidden.push({ media: `(max-width: ${shownAt.min - 0.02}px)`, srcSet: BLANK, sizes: "1px", width: 1, height: 1 });
  if (shownAt?.max)
    hidden.push({ media: `(min-width: ${shownAt.max + 0.02}px)`, srcSet: BLANK, sizes: "1px", width: 1, height: 1 });
  const sources = [...hidden, ...resolved.sources];
  const mainSrc = main ? srcOf(main.srcSet) : null;
  const second =
    fallback && fallback !== mainSrc ? fallback : media?.path && media.path !== mainSrc ? media.path : null;
  // 0: responsive sources · 1: fallback source · 2: placeholder
  const [stage, setStage] = useState<0 | 1 | 2>(main ? 0 : second ? 1 : 2);
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setStage((s) => (s === 0 && second ? 1 : 2));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the mounted element's state matters
  useEffect(() => {
    const el = ref.current;
    if (el && stage < 2 && el.complete && el.naturalWidth === 0 && el.getAttribute("src")) fail();
  }, []);

  const width = main?.width || undefined;
  const height = main?.height || undefined;
  const common = {
    ...img,
    ref,
    alt,
    className,
    width: img.width ?? width,
    height: img.height ?? height,
    decoding: img.decoding ?? ("async" as const),
    onError: fail,
  };
  if (stage === 2)
    return <img {...common} alt={alt} src={PLACEHOLDERS[placeholder]} onError={undefined} data-img-stage="2" />;
  if (stage === 1 && second) return <img {...common} alt={alt} src={second} data-img-stage="1" />;
  if (!sources.length || !main) return <img {...common} alt={alt} src={mainSrc ?? undefined} data-img-stage="0" />;
  return (
    <picture className={pictureClassName}>
      {sources.map((s) => (
        <source key={s.media} media={s.media} srcSet={s.srcSet} sizes={s.sizes} width={s.width} height={s.height} />
      ))}
      <img
        {...common}
        alt={alt}
        src={mainSrc ?? undefined}
        srcSet={main.srcSet}
        sizes={main.sizes}
        data-img-stage="0"
      />
    </picture>
  );
}
