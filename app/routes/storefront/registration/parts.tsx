import type { PlanProduct } from "@functions/network/registration/cart";
import { formatMoney } from "@functions/shared/pricing";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ShopMeta } from "~/components/shop/ShopMeta";
import { Button, cx } from "~/components/ui";
import { useT } from "~/i18n";

// The registration pages' frame: a title, the three steps with the current one marked, content.

const STEPS = ["reg.join.step1", "reg.join.step2", "reg.join.step3"] as const;

export function RegPage({
  title,
  lead,
  step,
  testId,
  children,
  wide,
}: {
  title: string;
  lead?: string;
  step?: 1 | 2 | 3;
  testId: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  return (
    <main className={cx("mx-auto px-4 pt-6 pb-16", wide ? "max-w-6xl" : "max-w-3xl")} data-testid={testId}>
      <ShopMeta title={title} noindex />
      {step && (
        <ol
          className="mb-6 grid grid-cols-3 gap-2 text-center text-xs min-[734px]:text-sm"
          aria-label={t("reg.join.stepsTitle")}
        >
          {STEPS.map((k, i) => (
            <li
              key={k}
              aria-current={i + 1 === step ? "step" : undefined}
              className={cx(
                "rounded-full px-2 py-2 font-medium",
                i + 1 === step
                  ? "bg-brand-600 text-white"
                  : i + 1 < step
                    ? "bg-brand-50 text-brand-700"
                    : "bg-surface text-muted",
              )}
            >
              {i + 1}. {t(k)}
            </li>
          ))}
        </ol>
      )}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
      <div className="mt-6 flex flex-col gap-5">{children}</div>
    </main>
  );
}

export function Panel({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-white p-5" data-testid={testId}>
      {title && <h2 className="mb-4 text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}

/** A plan product's line: name, price and its action. */
export function ProductRow({ p, children }: { p: PlanProduct; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 border-b border-line py-3 last:border-0">
      <div className="min-w-0">
        <p className="font-medium break-words">{p.name}</p>
        <p className="text-sm text-muted">{formatMoney(p.price)}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}

/** One action of the registration cart: a plain form post of an intent and ids. */
export function Act({
  intent,
  fields,
  label,
  variant = "secondary",
  testId,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  variant?: "primary" | "secondary" | "ghost";
  testId?: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Button type="submit" variant={variant} disabled={busy} className="h-9 px-3 text-sm" data-testid={testId}>
        {label}
      </Button>
    </Form>
  );
}
