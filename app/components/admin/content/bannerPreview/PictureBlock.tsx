import { bestSrc, type MediaRef } from "@functions/shared/media";
import { ChevronLeft, ChevronRight, ImageOff, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";
import { type BannerPreviewModel, desktopVariant, type PreviewLook, RATIO, SPV } from "./model";
import { SlideTrack } from "./SlideTrack";

// A picture or video banner in the preview: the slides with the store's picture style, or the
// video's poster when it has no cover image.

/** The picture (or video cover) banner on the chosen device. */
export function PictureBlock({ m, look }: { m: BannerPreviewModel; look: PreviewLook }) {
  const t = useT();
  const { s, radius, shadow, phone } = look;
  const medium = m.displayType === "BANNER_MEDIUM";
  const items = phone && m.phone.length ? m.phone : m.desktop;
  const desktopRatio = medium ? RATIO.BANNER_MEDIUM : RATIO.BANNER;
  const phoneRatio = m.phone.length ? RATIO.PHONE : medium ? RATIO.PHONE_SMALL : RATIO.BANNER;
  const ratio = phone ? phoneRatio : desktopRatio;
  const spv = SPV[phone ? s.pictureBannerStyleMobile : s.pictureBannerStyle] ?? 1;
  if (m.type === "VIDEO" && !items.length) {
    return (
      <div
        className={cx("relative w-full overflow-hidden bg-ink", radius)}
        style={{ aspectRatio: `${1 / (phone ? RATIO.BANNER : ratio)}` }}
      >
        {m.videoId && (
          <img
            src={`https://i.ytimg.com/vi/${m.videoId}/hqdefault.jpg`}
            alt=""
            className="h-full w-full object-cover opacity-80"
          />
        )}
        <PlayMark />
        {m.title && (
          <span className="absolute right-2 bottom-2 left-2 truncate text-xs font-bold text-white drop-shadow">
            {m.title}
          </span>
        )}
        {!m.videoId && (
          <span className="absolute top-2 left-2 rounded bg-black/60 px-1.5 py-0.5 text-[10px] text-white">
            {t("adminContent.preview.noVideo")}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="relative">
      <PictureSlides
        items={items}
        ratio={ratio}
        spv={spv}
        radius={radius}
        shadow={shadow && spv > 1}
        showArrows={s.pictureBannerIsShowNext && !phone}
        showDots={s.pictureBannerIsShowPreview || phone}
        alt={m.title || t("adminContent.preview.banner")}
        variants={phone && m.phone.length ? ["w800h1200t1"] : desktopVariant(medium)}
      />
      {m.type === "VIDEO" && <PlayMark />}
    </div>
  );
}

function PlayMark() {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-ink shadow">
        <Play size={18} className="ml-0.5" fill="currentColor" aria-hidden />
      </span>
    </span>
  );
}

function PictureSlides({
  items,
  ratio,
  spv,
  radius,
  shadow,
  showArrows,
  showDots,
  alt,
  variants,
}: {
  items: { media: MediaRef; link: string }[];
  ratio: number;
  spv: number;
  radius: string;
  shadow: boolean;
  showArrows: boolean;
  showDots: boolean;
  alt: string;
  variants: string[];
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const n = items.length;
  const at = n ? ((index % n) + n) % n : 0;
  useEffect(() => {
    if (index >= n && n > 0) setIndex(0);
  }, [n, index]);
  if (!n) {
    return (
      <div
        className="flex w-full flex-col items-center justify-center gap-1 bg-surface text-muted"
        style={{ aspectRatio: `${1 / ratio}` }}
      >
        <ImageOff size={20} aria-hidden />
        <span className="text-xs">{t("adminContent.preview.noImage")}</span>
      </div>
    );
  }
  // The current slide in the middle, its neighbours peeking for the spaced styles.
  const widthPct = 100 / spv;
  const gapPx = spv > 1 ? 8 : 0;
  const around = spv > 1 && n > 1 ? [-1, 0, 1] : [0];
  return (
    <div className="relative">
      <SlideTrack widthPct={widthPct} gapPx={gapPx} peek={around.length > 1}>
        {around.map((d) => {
          const item = items[(((at + d) % n) + n) % n];
          if (!item) return null;
          return (
            <div
              key={d}
              className={cx("relative shrink-0 overflow-hidden bg-surface", spv > 1 && radius, shadow && "shadow-md")}
              style={{ width: `${widthPct}%`, aspectRatio: `${1 / ratio}` }}
            >
              <img
                src={bestSrc(item.media, variants)}
                alt={d === 0 ? alt : ""}
                className="h-full w-full object-cover"
                draggable={false}
              />
            </div>
          );
        })}
      </SlideTrack>
      {showArrows && n > 1 && (
        <>
          <button
            type="button"
            onClick={() => setIndex(at - 1)}
            className="absolute top-1/2 left-1 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow"
            aria-label={t("adminContent.preview.prevSlide")}
          >
            <ChevronLeft size={14} aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setIndex(at + 1)}
            className="absolute top-1/2 right-1 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow"
            aria-label={t("adminContent.preview.nextSlide")}
          >
            <ChevronRight size={14} aria-hidden />
          </button>
        </>
      )}
      {showDots && n > 1 && (
        <div className="mt-1.5 flex justify-center gap-1">
          {items.map((item, i) => (
            <button
              key={item.media.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("adminContent.preview.slideN", { n: i + 1 })}
              aria-current={i === at ? "true" : undefined}
              className={cx("h-1.5 rounded-full transition-all", i === at ? "w-4 bg-ink" : "w-1.5 bg-black/25")}
            />
          ))}
        </div>
      )}
    </div>
  );
}
