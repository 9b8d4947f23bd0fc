import { useId } from "react";
import { cx } from "../ui";

/**
 * An on/off switch (role="switch", Space/Enter toggle). With `name` it also posts its value in a
 * native form ("1"/"0") through a hidden input.
 */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  name,
  disabled,
  hideLabel,
  id,
  testId,
  className,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description?: string;
  name?: string;
  disabled?: boolean;
  /** Keep the label for screen readers only (a toggle inside a table row). */
  hideLabel?: boolean;
  id?: string;
  testId?: string;
  className?: string;
}) {
  const auto = useId();
  const tid = id ?? `toggle-${auto}`;
  const descId = description ? `${tid}-desc` : undefined;
  return (
    <div className={cx("flex items-center gap-3", hideLabel && "inline-flex", className)}>
      <button
        type="button"
        role="switch"
        id={tid}
        aria-checked={checked}
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? undefined : `${tid}-label`}
        aria-describedby={descId}
        disabled={disabled}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={cx(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "bg-brand-600" : "bg-black/20",
        )}
      >
        <span
          aria-hidden
          className={cx(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-6" : "translate-x-1",
          )}
        />
      </button>
      {!hideLabel && (
        <div className="min-w-0">
          <label id={`${tid}-label`} htmlFor={tid} className="cursor-pointer text-[15px] font-medium">
            {label}
          </label>
          {description && (
            <p id={descId} className="text-sm text-muted">
              {description}
            </p>
          )}
        </div>
      )}
      {name && <input type="hidden" name={name} value={checked ? "1" : "0"} />}
    </div>
  );
}
