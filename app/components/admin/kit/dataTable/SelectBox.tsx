import type { ComponentProps } from "react";
import { cx } from "~/components/ui";

/** The select-all or a row's checkbox; `indeterminate` when only some rows are selected. */
export function SelectBox({
  className,
  indeterminate,
  ...rest
}: Omit<ComponentProps<"input">, "type"> & { indeterminate?: boolean }) {
  return (
    <input
      type="checkbox"
      className={cx(className, "accent-brand-600")}
      ref={(el) => {
        if (el && indeterminate !== undefined) el.indeterminate = indeterminate;
      }}
      {...rest}
    />
  );
}
