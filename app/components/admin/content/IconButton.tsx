import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "../../ui";

// Square icon buttons of list rows and editors (40 px: a comfortable touch target). The label is
// required: it is the button's accessible name and its tooltip.

const base =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-30";
const tones = { neutral: "text-ink hover:bg-black/5", danger: "text-danger hover:bg-danger/10" };

export function IconButton({
  label,
  tone = "neutral",
  className,
  children,
  ...rest
}: ComponentProps<"button"> & { label: string; tone?: keyof typeof tones }) {
  return (
    <button type="button" aria-label={label} title={label} {...rest} className={cx(base, tones[tone], className)}>
      {children}
    </button>
  );
}

export function IconLink({ label, className, children, ...rest }: ComponentProps<typeof Link> & { label: string }) {
  return (
    <Link aria-label={label} title={label} {...rest} className={cx(base, tones.neutral, className)}>
      {children}
    </Link>
  );
}
