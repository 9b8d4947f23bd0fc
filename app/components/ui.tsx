import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

// The design system's primitives. Every page composes these, so spacing, colour and focus
// behaviour stay the same across storefront, member area and back office.

const cx = (...c: (string | false | null | undefined)[]) => c.filter(Boolean).join(" ");

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 h-11 text-[15px] font-medium transition-colors disabled:opacity-60 disabled:cursor-not-allowed";
const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "bg-white text-ink border border-line hover:bg-surface",
  ghost: "text-ink hover:bg-black/5",
  danger: "bg-danger text-white hover:opacity-90",
};
type Variant = keyof typeof variants;

export function Button({
  variant = "primary",
  busy,
  className,
  children,
  ...rest
}: ComponentProps<"button"> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      {...rest}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
      className={cx(buttonBase, variants[variant], className)}
    >
      {busy && <Spinner size={16} />}
      {children}
    </button>
  );
}

export function LinkButton({
  variant = "primary",
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link {...rest} className={cx(buttonBase, variants[variant], className)} />;
}

export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <span
      role="status"
      aria-label="loading"
      className="inline-block animate-spin rounded-full border-2 border-current border-t-transparent"
      style={{ width: size, height: size }}
    />
  );
}

/** The ids a field's error and hint carry, for the control's aria-describedby. */
export function describedByOf(id: string, error?: string, hint?: ReactNode, ...more: (string | null | undefined)[]) {
  return [error ? `${id}-err` : hint ? `${id}-hint` : null, ...more].filter(Boolean).join(" ") || undefined;
}

/** Shared by every form control: one label (with the required marker), the control, then the error or else the hint. */
export function FieldFrame({
  id,
  label,
  required,
  hideLabel,
  aside,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** Beside the label, e.g. a character counter. */
  aside?: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const labelEl = (
    <label id={`${id}-label`} htmlFor={id} className={cx("text-sm font-medium text-ink", hideLabel && "sr-only")}>
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelEl}
          {aside}
        </div>
      ) : (
        labelEl
      )}
      {children}
      {error ? (
        <p id={`${id}-err`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a text box, select or textarea; the border turns red with an error. */
export const inputClass = (error?: string) =>
  cx(
    "rounded-lg border bg-white px-3 text-[15px] outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
    error ? "border-danger" : "border-line",
  );

export function Field({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; name: string; error?: string; hint?: string }) {
  const id = `f-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={cx(inputClass(error), "h-11")}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  children,
  ...rest
}: ComponentProps<"select"> & { label: string; name: string; error?: string; hint?: ReactNode }) {
  const id = `f-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={cx(inputClass(error), "h-11")}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's options from a value/label list. */
export function OptionList({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

export function Card({ className, ...rest }: ComponentProps<"div">) {
  return <div {...rest} className={cx("rounded-[var(--radius-card)] border border-line bg-white", className)} />;
}

export function Alert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const tones = {
    error: "border-danger/30 bg-danger/5 text-danger",
    success: "border-success/30 bg-success/5 text-success",
    info: "border-brand-500/30 bg-brand-50 text-brand-700",
  };
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx("rounded-lg border px-4 py-3 text-sm", tones[tone])}
    >
      {children}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon?: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      {icon && <div className="text-brand-500">{icon}</div>}
      <h2 className="text-lg font-semibold">{title}</h2>
      {body && <p className="max-w-md text-muted">{body}</p>}
      {action}
    </div>
  );
}

export { cx };
