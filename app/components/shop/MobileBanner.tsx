import type { Banner, BannerMedia } from "@functions/shared/commerce/catalogue";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { BannerPicture, type BannerPictureLook } from "./BannerPicture";
import { desktopMedia } from "./BannerSwiper";
import { AUTOPLAY_MS, MOBILE_BP, pictureStyle, SHADOW_EXTRA_PX } from "./constants";
import { BANNER_RATIO } from "./images";
import { SlideDots } from "./SlideDots";
import { useShopTheme } from "./theme";

/** Mobile images of a picture banner: BANNER_PHONE images, else the desktop ones. */
export function mobileMedia(b: Banner): { media: BannerMedia[]; phone: boolean } {
  const phone = b.media.filter((m) => m.type === "BANNER_PHONE");
  return phone.length ? { media: phone, phone: true } : { media: desktopMedia(b), phone: false };
}

/** Spec §9 mobile banner height ratio: 1.5 for phone images, 0.367 for the small style. */
export function mobileRatio(b: Banner, phone: boolean): number {
  if (b.displayTypePhone?.endsWith("SMALL")) return BANNER_RATIO.PHONE_SMALL;
  if (phone) return BANNER_RATIO.PHONE;
  return b.displayType === "BANNER_MEDIUM" ? BANNER_RATIO.PHONE_SMALL : BANNER_RATIO.BANNER;
}

function scrollStripTo(el: HTMLElement | null, i: number) {
  const target = el?.children[i] as HTMLElement | undefined;
  if (!el || !target) return;
  el.scrollTo({ left: target.offsetLeft - (el.clientWidth - target.clientWidth) / 2, behavior: "smooth" });
}

/**
 * Mobile picture banner (spec §2): images optionally linking (new tab), dots when there is more
 * than one image, autoplay every 6000 ms, 18 px extra height with the shadow style. It is a native
 * scroll-snap strip, so it swipes without any carousel library and works before hydration.
 */
export function MobileBanner({ banner, eager, className }: { banner: Banner; eager?: boolean; className?: string }) {
  const t = useT();
  const theme = useShopTheme();
  const { media, phone } = mobileMedia(banner);
  const n = media.length;
  const { slidesPerView: spv } = pictureStyle(theme.settings.pictureBannerStyleMobile);
  const spaced = spv > 1;
  const gap = spaced ? 12 : 0;
  const ratio = mobileRatio(banner, phone);
  const shadow = theme.shadow && spaced;
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const holdUntil = useRef(0);

  const scrollToIndex = (i: number) => scrollStripTo(strip.current, i);

  // Autoplay: next image every 6 s while visible; a touch holds it for one period.
  useEffect(() => {
    if (n < 2 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setInterval(() => {
      const el = strip.current;
      if (!el || document.hidden || Date.now() < holdUntil.current || el.offsetParent === null) return;
      setIndex((i) => {
        const next = (i + 1) % n;
        scrollStripTo(el, next);
        return next;
      });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [n]);

  if (n === 0) return null;
  const label = banner.title || t("shop.banner.label");
  const look = { spaced, shadow, radius: theme.radius, ratio };
  const onScroll = () => {
    const el = strip.current;
    if (!el) return;
    const centre = el.scrollLeft + el.clientWidth / 2;
    let best = 0;
    let dist = Number.POSITIVE_INFINITY;
    Array.from(el.children).forEach((c, i) => {
      const h = c as HTMLElement;
      const d = Math.abs(h.offsetLeft + h.clientWidth / 2 - centre);
      if (d < dist) {
        dist = d;
        best = i;
      }
    });
    setIndex(best);
  };

  return (
    <section aria-label={label} className={cx("w-full", className)} data-testid="mobile-banner">
      <div
        ref={strip}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be keyboard reachable
        tabIndex={0}
        onPointerDown={() => {
          holdUntil.current = Date.now() + AUTOPLAY_MS;
        }}
        className={cx(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          spaced && "px-4",
        )}
        style={
          {
            "--w": `calc((100% - ${(spv - 1) * gap}px) / ${spv})`,
            scrollPaddingInline: spaced ? 16 : undefined,
            gap,
            paddingBottom: shadow ? SHADOW_EXTRA_PX : undefined,
          } as React.CSSProperties
        }
      >
        {media.map((m, i) => (
          <MobileSlide key={m.id} m={m} i={i} banner={banner} phone={phone} label={label} eager={eager} look={look} />
        ))}
      </div>
      {n > 1 && (
        <MobileDots
          media={media}
          index={index}
          onGo={(i) => {
            holdUntil.current = Date.now() + AUTOPLAY_MS;
            setIndex(i);
            scrollToIndex(i);
          }}
        />
      )}
    </section>
  );
}

function MobileSlide({
  m,
  i,
  banner,
  phone,
  label,
  eager,
  look,
}: {
  m: BannerMedia;
  i: number;
  banner: Banner;
  phone: boolean;
  label: string;
  eager?: boolean;
  look: BannerPictureLook;
}) {
  return (
    <BannerPicture
      m={m}
      newTab
      name={`${label} ${i + 1}`}
      frame="relative block w-[var(--w)] shrink-0 snap-center overflow-hidden bg-surface"
      shadowClass="shadow-[0_6px_14px_rgba(28,32,36,0.18)]"
      look={look}
      kind={phone ? "bannerPhone" : banner.displayType === "BANNER_MEDIUM" ? "bannerMedium" : "banner"}
      eager={eager && i === 0}
      shownAt={{ max: MOBILE_BP - 1 }}
    />
  );
}

/** One dot per image; a tap goes there and holds the autoplay. */
function MobileDots({ media, index, onGo }: { media: BannerMedia[]; index: number; onGo: (i: number) => void }) {
  return (
    <div className="mt-2 flex justify-center gap-0.5" data-testid="mobile-banner-dots">
      <SlideDots media={media} index={index} onGo={onGo} look="dot" />
    </div>
  );
}
