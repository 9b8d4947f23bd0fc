import type { MediaRef } from "@functions/shared/media";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { Img } from "./Img";
import { isTall, RULES } from "./images";

/**
 * Product gallery: one scroll-snap strip of the images (swipe on phones, arrows and thumbnails on
 * desktop), so each image exists once in the page. Detail images follow spec §9: 800x800 /
 * 800x1200 from 1161 px, 600x600 / 600x900 below (a <picture> source per breakpoint with
 * srcset + sizes); thumbnails use the 90 px variants.
 */
export function Gallery({
  images,
  name,
  fallback,
  radius,
  veiled,
}: {
  images: MediaRef[];
  name: string;
  fallback?: string | null;
  radius: string;
  veiled?: boolean;
}) {
  const t = useT();
  const strip = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const tall = isTall(images[0]);
  const n = images.length;

  const go = (i: number) => {
    const el = strip.current;
    const next = (i + n) % n;
    if (el) el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setIndex(next);
  };
  const onScroll = () => {
    const el = strip.current;
    if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (n === 0) {
    return (
      <div className={cx("relative aspect-square overflow-hidden bg-white", radius)} data-testid="gallery">
        <Img
          media={null}
          rules={[]}
          fallback={fallback}
          placeholder="product"
          alt={name}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3" data-testid="gallery">
      <div className={cx("group relative overflow-hidden bg-white max-[733px]:-mx-4 max-[733px]:rounded-none", radius)}>
        <section
          ref={strip}
          onScroll={onScroll}
          className={cx(
            "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
            tall ? "aspect-[2/3]" : "aspect-square",
          )}
          aria-roledescription="carousel"
          aria-label={t("shop.gallery.label", { name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable
          tabIndex={0}
        >
          {images.map((m, i) => (
            <div key={m.id} className="relative h-full w-full shrink-0 snap-center">
              <Img
                media={m}
                rules={RULES.detail(isTall(m))}
                fallback={i === 0 ? fallback : undefined}
                placeholder={tall ? "product" : "productSquare"}
                alt={i === 0 ? name : `${name} ${i + 1}`}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding={i === 0 ? "sync" : undefined}
                className={cx("absolute inset-0 h-full w-full object-cover", veiled && "scale-110 blur-2xl")}
                data-testid={i === 0 ? "gallery-main-image" : undefined}
              />
            </div>
          ))}
        </section>
        {n > 1 && (
          <>
            <GalleryArrow side="left" onClick={() => go(index - 1)} label={t("shop.gallery.prev")}>
              <ChevronLeft size={20} aria-hidden />
            </GalleryArrow>
            <GalleryArrow side="right" onClick={() => go(index + 1)} label={t("shop.gallery.next")}>
              <ChevronRight size={20} aria-hidden />
            </GalleryArrow>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums"
              aria-live="polite"
            >
              {index + 1} / {n}
            </span>
          </>
        )}
      </div>
      {n > 1 && <GalleryThumbs images={images} index={index} onGo={go} veiled={veiled} />}
    </div>
  );
}

/** The previous / next button over the strip (desktop only). */
function GalleryArrow({
  side,
  onClick,
  label,
  children,
}: {
  side: "left" | "right";
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 ${side === "left" ? "left-3" : "right-3"} hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow transition hover:bg-white min-[734px]:flex`}
    >
      {children}
    </button>
  );
}

/** The 90 px thumbnails under the strip (desktop only), one button per image. */
function GalleryThumbs({
  images,
  index,
  onGo,
  veiled,
}: {
  images: MediaRef[];
  index: number;
  onGo: (i: number) => void;
  veiled?: boolean;
}) {
  const t = useT();
  const n = images.length;
  return (
    <ul className="hidden gap-2 overflow-x-auto pb-1 min-[734px]:flex" aria-label={t("shop.gallery.thumbs")}>
      {images.map((m, i) => (
        <li key={m.id} className="shrink-0">
          <button
            type="button"
            onClick={() => onGo(i)}
            aria-label={t("shop.gallery.slide", { n: i + 1, total: n })}
            aria-current={i === index ? "true" : undefined}
            className={cx(
              "block overflow-hidden rounded-lg border-2 transition",
              i === index ? "border-brand-600" : "border-transparent opacity-75 hover:opacity-100",
            )}
          >
            <Img
              media={m}
              rules={RULES.small(isTall(m))}
              placeholder="productSquare"
              alt=""
              loading="lazy"
              width={64}
              height={isTall(m) ? 96 : 64}
              className={cx("block w-16 object-cover", isTall(m) ? "h-24" : "h-16", veiled && "blur-md")}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
