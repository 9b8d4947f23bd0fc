import { useEffect, useState } from "react";

type LiveSwipers = typeof import("./LiveSwipers");
type LiveName = "LiveBannerSwiper" | "LiveProductSwiper";

/**
 * The swiper-driven version of a carousel, loaded with import() once the carousel nears the view;
 * null until then (the server render and the no-JavaScript layout stand in for it).
 */
export function useLiveSwiper<K extends LiveName>(inView: boolean, name: K): LiveSwipers[K] | null {
  const [Live, setLive] = useState<LiveSwipers[K] | null>(null);
  useEffect(() => {
    if (!inView || Live) return;
    let alive = true;
    import("./LiveSwipers").then((m) => alive && setLive(() => m[name])).catch(() => {});
    return () => {
      alive = false;
    };
  }, [inView, Live, name]);
  return Live;
}
