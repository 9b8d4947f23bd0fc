import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport (spec §2: every banner loads
 * lazily when it scrolls into view). It stays true. An element hidden with display:none never
 * intersects, so a block hidden at this breakpoint never loads.
 */
export function useInView(ref: RefObject<Element | null>, margin = "200px", enabled = true): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || seen || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, enabled, seen]);
  return seen;
}
