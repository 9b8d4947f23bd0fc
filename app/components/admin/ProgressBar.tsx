import { cx } from "../ui";

// A determinate progress bar (an upload, a background job): `value` from 0 to 1.
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={cx("h-2 overflow-hidden rounded-full bg-black/[0.06]", className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
