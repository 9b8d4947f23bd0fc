import { type ReactNode, useId, useState } from "react";
import { cx, describedByOf, FieldFrame } from "../ui";

/** Minor units (NT$1 = 100) → the text an admin edits ("1,299.5" is typed as 1299.5). */
export function minorToText(minor: number | null | undefined): string {
  if (minor == null || Number.isNaN(minor)) return "";
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents
    ? `${minor < 0 && whole === 0 ? "-" : ""}${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`
    : String(whole);
}

/** The typed text → minor units; null when empty or not a number (at most two decimals kept). */
export function textToMinor(text: string): number | null {
  const s = text.replace(/[,\s]/g, "");
  if (s === "") return null;
  if (!/^-?\d*(\.\d*)?$/.test(s) || s === "-" || s === ".") return null;
  const [int = "0", frac = ""] = s.replace("-", "").split(".");
  const minor = Number(int || "0") * 100 + Number(`${frac}00`.slice(0, 2));
  return s.startsWith("-") ? -minor : minor;
}

function parseInteger(text: string): number | null {
  const s = text.replace(/[,\s]/g, "");
  if (s === "" || !/^-?\d+$/.test(s)) return null;
  return Number(s);
}

/**
 * A number input. With `money`, the admin types NT$ (up to two decimals) and `value`/`onChange`
 * carry integer minor units, the API's unit. Spec §5: the input loses focus on the mouse wheel, so
 * scrolling the page never changes a price.
 */
export function NumberField({
  label,
  value,
  onChange,
  money,
  name,
  min,
  max,
  error,
  hint,
  required,
  disabled,
  placeholder,
  suffix,
  hideLabel,
  className,
  id,
  testId,
  onBlur,
}: {
  label: string;
  /** Minor units when `money`, else the integer itself; null = empty. */
  value: number | null;
  onChange: (next: number | null) => void;
  money?: boolean;
  /** For native forms: a hidden input posts the value in the API's unit. */
  name?: string;
  min?: number;
  max?: number;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  suffix?: string;
  hideLabel?: boolean;
  className?: string;
  id?: string;
  testId?: string;
  onBlur?: () => void;
}) {
  const auto = useId();
  const fid = id ?? `n-${name ?? auto}`;
  const toText = (v: number | null) => (money ? minorToText(v) : v == null ? "" : String(v));
  const [text, setText] = useState(() => toText(value));
  // Follow outside changes (a reset, a loaded record) without fighting the admin's typing.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const parsed = money ? textToMinor(text) : parseInteger(text);
    if (parsed !== value) setText(toText(value));
  }
  return (
    <FieldFrame
      id={fid}
      label={label}
      required={required}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      className={className}
    >
      <div
        className={cx(
          "flex h-11 items-center rounded-lg border bg-white transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
          error ? "border-danger" : "border-line",
          disabled && "bg-surface opacity-70",
        )}
      >
        {money && (
          <span className="pl-3 text-sm text-muted" aria-hidden>
            NT$
          </span>
        )}
        <input
          id={fid}
          type="number"
          inputMode={money ? "decimal" : "numeric"}
          step={money ? "0.01" : "1"}
          min={min != null ? (money ? min / 100 : min) : undefined}
          max={max != null ? (money ? max / 100 : max) : undefined}
          value={text}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(fid, error, hint)}
          data-testid={testId}
          className="h-full w-full min-w-0 rounded-lg bg-transparent px-3 text-[15px] tabular-nums outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          onWheel={(e) => e.currentTarget.blur()}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            onChange(money ? textToMinor(next) : parseInteger(next));
          }}
          onBlur={() => {
            setText(toText(value));
            onBlur?.();
          }}
        />
        {suffix && <span className="pr-3 text-sm whitespace-nowrap text-muted">{suffix}</span>}
      </div>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
    </FieldFrame>
  );
}
