import "./i18n";
import type { ReactNode } from "react";
import { Alert, cx } from "../../ui";

// Building blocks of the checkout sections: a titled card, a selectable option row, and the
// messages a section shows (a refusal in words, issues without a field of their own).

export function Section({
  id,
  title,
  aside,
  messages = [],
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  messages?: string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line min-[734px]:p-6"
      data-testid={`checkout-${id}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {messages.length > 0 && (
        <div className="flex flex-col gap-2" data-testid={`checkout-${id}-error`}>
          {messages.map((m) => (
            <Alert key={m} tone="error">
              {m}
            </Alert>
          ))}
        </div>
      )}
      {children}
    </section>
  );
}

/** A radio (or checkbox) row that reads as a card: the whole row is the label. */
export function Choice({
  name,
  value,
  checked,
  defaultChecked,
  disabled,
  onChange,
  children,
  testId,
  type = "radio",
}: {
  name: string;
  value: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: () => void;
  children: ReactNode;
  testId?: string;
  type?: "radio" | "checkbox";
}) {
  return (
    <label
      className={cx(
        "flex items-start gap-3 rounded-lg border px-3 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        disabled
          ? "cursor-not-allowed border-line bg-surface text-muted"
          : "cursor-pointer border-line hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
      )}
      data-testid={testId}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-[15px]">{children}</span>
    </label>
  );
}

export function Hint({
  children,
  tone = "muted",
  testId,
}: {
  children: ReactNode;
  tone?: "muted" | "brand";
  testId?: string;
}) {
  return (
    <span className={cx("text-sm", tone === "brand" ? "text-brand-700" : "text-muted")} data-testid={testId}>
      {children}
    </span>
  );
}

/** Messages about the whole form (not one field), above it. */
export function PageErrors({ messages, className = "" }: { messages: string[]; className?: string }) {
  if (!messages.length) return null;
  return (
    <div className={cx("flex flex-col gap-2", className)} data-testid="checkout-page-error">
      {messages.map((m) => (
        <Alert key={m} tone="error">
          {m}
        </Alert>
      ))}
    </div>
  );
}
