import { ChevronRight, RotateCcw } from "lucide-react";
import { Link } from "react-router";

/**
 * Paging by position instead of page numbers (a list that grows at the top, such as the
 * notifications): "load older" leads past the last row shown, "back to the newest" to the top.
 * No total: a keyset list does not count itself.
 */
export type Keyset = {
  /** The next older page (null: this is the oldest). */
  olderHref: string | null;
  olderLabel: string;
  /** Shown when the page is not the newest. */
  newestHref?: string;
  newestLabel?: string;
  /** What the end of the list says when there is nothing older. */
  endText?: string;
};

const LINK = "inline-flex h-11 items-center gap-1 rounded-lg border border-line bg-white px-4 text-sm hover:bg-surface";

export function KeysetPager({ olderHref, olderLabel, newestHref, newestLabel, endText }: Keyset) {
  if (!olderHref && !newestHref) return endText ? <p className="text-sm text-muted">{endText}</p> : null;
  return (
    <nav aria-label={olderLabel} className="flex flex-wrap items-center justify-between gap-2">
      {newestHref ? (
        <Link to={newestHref} className={LINK} data-testid="keyset-newest">
          <RotateCcw size={16} aria-hidden /> {newestLabel}
        </Link>
      ) : (
        <span />
      )}
      {olderHref ? (
        <Link to={olderHref} className={LINK} rel="next" data-testid="keyset-older">
          {olderLabel} <ChevronRight size={16} aria-hidden />
        </Link>
      ) : (
        endText && <p className="text-sm text-muted">{endText}</p>
      )}
    </nav>
  );
}
