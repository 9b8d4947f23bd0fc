import type { Banner } from "@functions/shared/commerce/catalogue";
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CloseButton } from "~/components/CloseButton";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { FillImg } from "./FillImg";
import { RULES } from "./images";

/** A YouTube video id from an id or a watch/share/embed URL; null when it is neither. */
export function youTubeId(raw: string | null | undefined): string | null {
  const v = raw?.trim();
  if (!v) return null;
  if (/^[\w-]{6,20}$/.test(v)) return v;
  const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/)([\w-]{6,20})/.exec(v);
  return m?.[1] ?? null;
}

/**
 * The playing video (spec §9 video player: autoplay, controls off, unmuted). It reports the end
 * through the YouTube iframe's postMessage events so the banner can go back to its poster.
 */
export function VideoFrame({ id, title, onEnd }: { id: string; title: string; onEnd: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    const on = (e: MessageEvent) => {
      if (!/^https:\/\/www\.youtube(-nocookie)?\.com$/.test(e.origin) || e.source !== frame.current?.contentWindow)
        return;
      let d: { event?: string; info?: unknown } | null = null;
      try {
        d = typeof e.data === "string" ? JSON.parse(e.data) : e.data;
      } catch {
        return;
      }
      const state =
        d?.event === "onStateChange" ? d.info : (d?.info as { playerState?: number } | undefined)?.playerState;
      if (state === 0) endRef.current();
    };
    window.addEventListener("message", on);
    return () => window.removeEventListener("message", on);
  }, []);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&controls=0&rel=0&playsinline=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`;
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      className="absolute inset-0 h-full w-full border-0"
      onLoad={() =>
        frame.current?.contentWindow?.postMessage(JSON.stringify({ event: "listening", id: 1, channel: "widget" }), "*")
      }
    />
  );
}

/**
 * VIDEO banner, "lite": a poster with a play button and no iframe until it is clicked. Clicking
 * makes it active (the frame opens); the close button or the end of the video makes it inactive.
 */
export function VideoBanner({ banner, radius }: { banner: Banner; radius: string }) {
  const t = useT();
  const id = youTubeId(banner.videoId);
  const [active, setActive] = useState(false);
  if (!id) return null;
  const poster = banner.media[0];
  const title = banner.title || t("shop.video.title");
  return (
    <section aria-label={title} className="mx-auto w-full max-w-6xl px-4" data-testid="video-banner">
      <div className={cx("relative aspect-video overflow-hidden bg-ink", radius)}>
        {active ? (
          <>
            <VideoFrame id={id} title={title} onEnd={() => setActive(false)} />
            <CloseButton
              label={t("shop.video.close")}
              onClick={() => setActive(false)}
              className="absolute top-3 right-3 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-ink/70 text-white hover:bg-ink"
            />
          </>
        ) : (
          <button
            type="button"
            onClick={() => setActive(true)}
            className="group absolute inset-0 h-full w-full text-left"
            data-testid="video-play"
          >
            <span className="sr-only">{t("shop.video.play", { title })}</span>
            {poster ? (
              <FillImg
                media={poster.media}
                rules={RULES.banner}
                fallback={poster.path}
                placeholder="banner"
                loading="lazy"
                className="opacity-90 transition group-hover:opacity-100"
              />
            ) : (
              <FillImg
                media={null}
                rules={[]}
                fallback={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
                placeholder="banner"
                loading="lazy"
                className="opacity-90 transition group-hover:opacity-100"
              />
            )}
            <span className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-ink shadow-lg transition group-hover:scale-105 min-[734px]:h-20 min-[734px]:w-20">
                <Play size={30} className="ml-1" fill="currentColor" aria-hidden />
              </span>
            </span>
            {banner.title && (
              <span className="absolute bottom-4 left-4 right-4 text-lg font-bold text-white drop-shadow min-[734px]:bottom-6 min-[734px]:left-6 min-[734px]:text-2xl">
                {banner.title}
              </span>
            )}
          </button>
        )}
      </div>
    </section>
  );
}
