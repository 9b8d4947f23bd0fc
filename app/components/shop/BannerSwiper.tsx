import type { Banner, BannerMedia } from "@functions/shared/commerce/catalogue";
import { Pause, Play } from "lucide-react";
import { type CSSProperties, type ReactNode, useRef, useState } from "react";
import type { Swiper as SwiperClass } from "swiper";
import { CloseButton } from "~/components/CloseButton";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { BannerPicture, type BannerPictureLook } from "./BannerPicture";
import { MOBILE_BP, pictureStyle, SHADOW_EXTRA_PX } from "./constants";
import { BANNER_RATIO } from "./images";
import { SlideDots } from "./SlideDots";
import { useShopTheme } from "./theme";
import { useInView } from "./useInView";
import { useLiveSwiper } from "./useLiveSwiper";
import { VideoFrame, youTubeId } from "./VideoBanner";

/** Desktop media of a picture banner: its BANNER / BANNER_MEDIUM images (any non-phone image). */
export function desktopMedia(b: Banner): BannerMedia[] {
  const want = b.displayType === "BANNER_MEDIUM" ? "BANNER_MEDIUM" : "BANNER";
  const exact = b.media.filter((m) => m.type === want);
  return exact.length ? exact : b.media.filter((m) => m.type !== "BANNER_PHONE");
}

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * Desktop picture banner (spec §2): looping swiper, autoplay every 6 s, clickable pagination
 * bullets, optional video overlay; slides per view 1.4 / 1.1 / 1 and gap 30 / 30 / 0 by the
 * picture style. The server renders the first slide (with its neighbours peeking for the spaced
 * styles) exactly where the swiper will put it; swiper itself is loaded when the banner scrolls
 * into view. With fewer than 2 images there is no swiper: loop, touch and autoplay stay off.
 */
export function BannerSwiper({ banner, eager, className }: { banner: Banner; eager?: boolean; className?: string }) {
  const t = useT();
  const theme = useShopTheme();
  const media = desktopMedia(banner);
  const n = media.length;
  const { slidesPerView: spv, gap } = pictureStyle(theme.settings.pictureBannerStyle);
  const medium = banner.displayType === "BANNER_MEDIUM";
  const ratio = medium ? BANNER_RATIO.BANNER_MEDIUM : BANNER_RATIO.BANNER;
  const spaced = spv > 1;
  const shadow = theme.shadow && spaced;

  const root = useRef<HTMLElement>(null);
  const inView = useInView(root, "300px", n >= 2);
  const Live = useLiveSwiper(inView, "LiveBannerSwiper");
  const swiper = useRef<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState(false);
  const videoId = youTubeId(banner.videoId);

  if (n === 0) return null;
  const label = banner.title || t("shop.banner.label");
  const slideWidth = `calc((100% - ${(spv - 1) * gap}px) / ${spv})`;

  const look: SlideLook = { label, n, spaced, shadow, radius: theme.radius, medium, ratio };
  const slide = (m: BannerMedia, i: number, opts: { eager?: boolean; hidden?: boolean }) => (
    <BannerSlide m={m} i={i} look={look} eager={opts.eager} hidden={opts.hidden} />
  );

  // Loop mode needs enough slides around the active one: repeat the set (spaced styles show both
  // neighbours). Bullets and the active index always refer to the real images.
  const minSlides = spaced ? 5 : 2;
  const copies = n >= 2 ? Math.ceil(minSlides / n) : 1;
  const looped = Array.from({ length: n * copies }, (_, k) => media[k % n] as BannerMedia);

  const go = (i: number) => {
    if (swiper.current && !swiper.current.destroyed) swiper.current.slideToLoop(i);
    else setIndex(i);
  };
  const togglePause = () => {
    const a = swiper.current?.autoplay;
    if (paused) a?.start();
    else a?.stop();
    setPaused(!paused);
  };

  const wrapStyle: CSSProperties = shadow ? { paddingBottom: SHADOW_EXTRA_PX } : {};
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx("relative w-full", spaced && "pt-4 min-[970px]:pt-6", className)}
      data-testid="banner-swiper"
      data-slides-per-view={spv}
      data-live={Live ? "1" : "0"}
      onFocus={() => swiper.current?.autoplay?.pause?.()}
      onBlur={() => !paused && swiper.current?.autoplay?.resume?.()}
    >
      <div style={wrapStyle} className="relative">
        {Live && n >= 2 ? (
          <Live
            label={label}
            slides={looped.map((m, k) => slide(m, k, { eager: k === 0 && eager, hidden: k >= n }))}
            realCount={n}
            slidesPerView={spv}
            gap={gap}
            onSwiper={(s) => {
              swiper.current = s;
              if (index) s.slideToLoop(index, 0);
              if (reducedMotion()) {
                s.autoplay?.stop();
                setPaused(true);
              }
            }}
            onRealIndex={setIndex}
          />
        ) : (
          <StaticSlides media={media} index={index} spaced={spaced} gap={gap} slideWidth={slideWidth}>
            {(s) => slide(s.m, s.i, { eager: s.current && eager, hidden: !s.current })}
          </StaticSlides>
        )}
        {videoId && (
          <BannerVideo
            videoId={videoId}
            title={label}
            open={video}
            onOpen={() => {
              swiper.current?.autoplay?.stop();
              setVideo(true);
            }}
            onClose={() => setVideo(false)}
          />
        )}
      </div>
      {n >= 2 && <BannerBullets media={media} index={index} onGo={go} paused={paused} onTogglePause={togglePause} />}
    </section>
  );
}

/** What every slide of one banner shares: its label and count, and the picture style's look. */
type SlideLook = BannerPictureLook & { label: string; n: number; medium: boolean };

function BannerSlide({
  m,
  i,
  look,
  eager,
  hidden,
}: {
  m: BannerMedia;
  i: number;
  look: SlideLook;
  eager?: boolean;
  hidden?: boolean;
}) {
  return (
    <BannerPicture
      m={m}
      name={`${look.label} ${(i % look.n) + 1}`}
      tabIndex={hidden ? -1 : undefined}
      frame="relative block overflow-hidden bg-surface"
      shadowClass="shadow-[0_8px_18px_rgba(28,32,36,0.18)]"
      look={look}
      kind={look.medium ? "bannerMedium" : "banner"}
      eager={eager}
      shownAt={{ min: MOBILE_BP }}
    />
  );
}

type StaticSlide = { m: BannerMedia; i: number; current: boolean; pos: string };

/** Server/static layout: [previous] current [next] with the current slide centred. */
function StaticSlides({
  media,
  index,
  spaced,
  gap,
  slideWidth,
  children,
}: {
  media: BannerMedia[];
  index: number;
  spaced: boolean;
  gap: number;
  slideWidth: string;
  children: (s: StaticSlide) => ReactNode;
}) {
  const n = media.length;
  const staticSlides: StaticSlide[] = [];
  if (spaced && n >= 2)
    staticSlides.push({ m: media[(index - 1 + n) % n] as BannerMedia, i: index - 1 + n, current: false, pos: "prev" });
  staticSlides.push({ m: media[index] as BannerMedia, i: index, current: true, pos: "current" });
  if (spaced && n >= 2)
    staticSlides.push({ m: media[(index + 1) % n] as BannerMedia, i: index + 1, current: false, pos: "next" });
  const firstMargin = spaced
    ? n >= 2
      ? `calc((100% - ${slideWidth}) / 2 - ${slideWidth} - ${gap}px)`
      : `calc((100% - ${slideWidth}) / 2)`
    : "0px";
  return (
    <div className="overflow-hidden">
      <div className="flex">
        {staticSlides.map((s, k) => (
          <div
            key={s.pos}
            className="shrink-0"
            aria-hidden={s.current ? undefined : true}
            style={{ width: slideWidth, marginLeft: k === 0 ? firstMargin : undefined, marginRight: gap }}
          >
            {children(s)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The banner's optional video: a watch button, and the player over the slides once opened. */
function BannerVideo({
  videoId,
  title,
  open,
  onOpen,
  onClose,
}: {
  videoId: string;
  title: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      {open && (
        <div className="absolute inset-0 z-10 bg-ink" data-testid="banner-video">
          <VideoFrame id={videoId} title={title} onEnd={onClose} />
          <CloseButton
            label={t("shop.video.close")}
            onClick={onClose}
            className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-ink/70 text-white hover:bg-ink"
          />
        </div>
      )}
      {!open && (
        <button
          type="button"
          onClick={onOpen}
          className="absolute bottom-5 left-1/2 z-[5] inline-flex h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-white/95 px-5 text-sm font-semibold text-ink shadow-lg hover:bg-white"
        >
          <Play size={16} fill="currentColor" aria-hidden /> {t("shop.video.watch")}
        </button>
      )}
    </>
  );
}

/** One bullet per real image (clickable) and the autoplay pause / play toggle. */
function BannerBullets({
  media,
  index,
  onGo,
  paused,
  onTogglePause,
}: {
  media: BannerMedia[];
  index: number;
  onGo: (i: number) => void;
  paused: boolean;
  onTogglePause: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-3 flex items-center justify-center gap-1" data-testid="banner-bullets">
      <SlideDots media={media} index={index} onGo={onGo} look="bullet" />
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={paused ? t("shop.banner.play") : t("shop.banner.pause")}
        aria-pressed={paused}
        className="ml-1 flex h-6 w-6 items-center justify-center rounded-full text-muted hover:bg-black/5 hover:text-ink"
      >
        {paused ? <Play size={12} aria-hidden /> : <Pause size={12} aria-hidden />}
      </button>
    </div>
  );
}
