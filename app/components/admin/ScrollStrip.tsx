import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";

/**
 * A row of tabs that may be wider than the screen (a section's pages, a list's status tabs). Where
 * more lies beyond an edge, that edge fades under a chevron button, so a strip cut at "Calenc" says
 * it scrolls (issue 28 §8); the current tab (aria-current) is scrolled into view when it opens.
 * `data-more-start` / `data-more-end` on the nav say which edges hide tabs (the e2e reads them).
 */
export function ScrollStrip({
  label,
  className,
  children,
}: {
  /** Accessible name of the tab group (the nav's). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const { pathname } = useLocation();
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const overflows = el.scrollWidth > el.clientWidth + 1;
    const start = overflows && el.scrollLeft > 1;
    const end = overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  // The strip stays mounted from page to page (a section's strip takes the next section's tabs):
  // on each, bring its current tab into view, clear of the fades, and measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is what moves aria-current
  useEffect(() => {
    const el = ref.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && current) {
      const box = el.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      if (item.left < box.left + 44 || item.right > box.right - 44) {
        el.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
      }
    }
    update();
  }, [pathname, update]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener("scroll", update, { passive: true });
    return () => el.removeEventListener("scroll", update);
  }, [update]);
  // The box (the window's width) and the row inside it (its tabs) both change what is hidden; the
  // row is observed afresh on each render, since a page may render a new row in the same strip.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const seen = new ResizeObserver(update);
    seen.observe(el);
    if (el.firstElementChild) seen.observe(el.firstElementChild);
    update();
    return () => seen.disconnect();
  });
  const by = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.7, behavior: "smooth" });
  // Not in the tab order: the links are, and focus scrolls them into view.
  const edge = "absolute inset-y-0 z-10 flex w-11 items-center text-ink";
  return (
    <nav
      aria-label={label}
      className={cx("relative min-w-0", className)}
      data-scroll-strip=""
      data-more-start={more.start ? "" : undefined}
      data-more-end={more.end ? "" : undefined}
    >
      <div ref={ref} className="scroll-px-11 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {children}
      </div>
      {more.start && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("adminUi.scrollBack")}
          onClick={() => by(-1)}
          className={cx(edge, "left-0 justify-start bg-gradient-to-r from-white from-40% to-transparent")}
          data-testid="strip-more-start"
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
      )}
      {more.end && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("adminUi.scrollMore")}
          onClick={() => by(1)}
          className={cx(edge, "right-0 justify-end bg-gradient-to-l from-white from-40% to-transparent")}
          data-testid="strip-more-end"
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      )}
    </nav>
  );
}
