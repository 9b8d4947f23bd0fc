import type { MapForm } from "@functions/commerce/ecpay/map";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A provider's form (its action and hidden fields) that posts itself once the page runs; its
 * children (a submit button) are the way on without JavaScript.
 */
export function AutoPostForm({ form, testId, children }: { form: MapForm; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <form ref={ref} method="post" action={form.action} data-testid={testId}>
      {Object.entries(form.fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {children}
    </form>
  );
}
