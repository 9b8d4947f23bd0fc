import type { ReactNode } from "react";
import { cx } from "../../ui";

/** A read-only pill: status, type, count. */
export function Badge({
  tone = "neutral",
  children,
  testId,
}: {
  tone?: "neutral" | "success" | "danger" | "brand" | "warning";
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    neutral: "bg-black/[0.06] text-muted",
    // Darker than the token: the token on its own 10% tint misses AA contrast for small text.
    success: "bg-success/10 text-[#166534]",
    danger: "bg-danger/10 text-danger",
    brand: "bg-brand-50 text-brand-700",
    warning: "bg-amber-100 text-amber-800",
  };
  return (
    <span
      data-testid={testId}
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
