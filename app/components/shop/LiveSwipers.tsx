// The swiper-driven versions of the home carousels. Loaded with import() only when a carousel
// scrolls into view (spec §2: each banner loads lazily), so swiper never weighs on the first
// load of the home page and never loads for blocks a visitor does not reach. Only the Autoplay
// module is used: bullets and arrows are the page's own buttons (focusable, labelled).
import { type ReactNode, useEffect, useRef } from "react";
import type { Swiper as SwiperClass } from "swiper";
import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { AUTOPLAY_MS, PRODUCT_SWIPER_BREAKPOINTS, RESIZE_DELAY_MS } from "./constants";

/** Spec §9: layout is recalculated 100 ms after the last resize (not on every resize event). */
function useDebouncedResize(swiper: React.RefObject<SwiperClass | null>) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const on = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const s = swiper.current;
        if (s && !s.destroyed) s.update();
      }, RESIZE_DELAY_MS);
    };
    window.addEventListener("resize", on);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", on);
    };
  }, [swiper]);
}

export type BannerSwiperApi = SwiperClass;

/**
 * Desktop picture banner: loop, 6 s autoplay (paused on hover), slides per view and gap by the
 * picture style; with fewer than 2 media loop, touch and autoplay are off.
 */
export function LiveBannerSwiper({
  slides,
  realCount,
  slidesPerView,
  gap,
  onSwiper,
  onRealIndex,
  label,
}: {
  slides: ReactNode[];
  realCount: number;
  slidesPerView: number;
  gap: number;
  onSwiper: (s: SwiperClass) => void;
  onRealIndex: (i: number) => void;
  label: string;
}) {
  const ref = useRef<SwiperClass | null>(null);
  useDebouncedResize(ref);
  const multi = realCount >= 2;
  return (
    <Swiper
      modules={[Autoplay]}
      aria-label={label}
      slidesPerView={slidesPerView}
      spaceBetween={gap}
      centeredSlides={slidesPerView > 1}
      loop={multi}
      allowTouchMove={multi}
      autoplay={multi ? { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      resizeObserver={false}
      updateOnWindowResize={false}
      grabCursor={multi}
      onSwiper={(s) => {
        ref.current = s;
        onSwiper(s);
      }}
      onRealIndexChange={(s) => onRealIndex(s.realIndex % realCount)}
    >
      {slides.map((slide, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list (duplicated for loop)
        <SwiperSlide key={i}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}

/**
 * Product swiper: 4 slides from 1136 px, 3 below (gaps 20/15/10); calls onNearEnd when the
 * visible window comes within 4 slides of the end so the next page is fetched in time.
 */
export function LiveProductSwiper({
  slides,
  nearEndDistance,
  onNearEnd,
  onSwiper,
  onEdges,
  label,
}: {
  slides: { key: string | number; node: ReactNode }[];
  nearEndDistance: number;
  onNearEnd: () => void;
  onSwiper: (s: SwiperClass) => void;
  onEdges: (e: { start: boolean; end: boolean }) => void;
  label: string;
}) {
  const ref = useRef<SwiperClass | null>(null);
  useDebouncedResize(ref);
  const check = (s: SwiperClass) => {
    const perView = Math.ceil(Number(s.params.slidesPerView) || 1);
    if (s.activeIndex + perView >= s.slides.length - nearEndDistance) onNearEnd();
    onEdges({ start: s.isBeginning, end: s.isEnd });
  };
  // New slides (the next page) arrive through React; let swiper measure them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slide count is the trigger
  useEffect(() => {
    const s = ref.current;
    if (s && !s.destroyed) {
      s.update();
      onEdges({ start: s.isBeginning, end: s.isEnd });
    }
  }, [slides.length]);
  return (
    <Swiper
      aria-label={label}
      breakpoints={PRODUCT_SWIPER_BREAKPOINTS}
      slidesPerView={3}
      spaceBetween={10}
      watchOverflow
      resizeObserver={false}
      updateOnWindowResize={false}
      onSwiper={(s) => {
        ref.current = s;
        onSwiper(s);
        onEdges({ start: s.isBeginning, end: s.isEnd });
      }}
      onSlideChange={check}
      onReachEnd={check}
    >
      {slides.map((s) => (
        <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
