import type { ComponentProps } from "react";
import { useT } from "../i18n";
import { Field } from "./ui";

/**
 * One input of a form as data: `label` and `hint` are i18n keys, the error is looked up by the
 * field's name (or `errorPath` where the schema nests it), `testId` becomes data-testid.
 */
export type FieldSpec = Omit<ComponentProps<typeof Field>, "label" | "hint" | "error"> & {
  label: string;
  hint?: string;
  errorPath?: string;
  testId?: string;
};

/**
 * Plain inputs of a form, listed rather than written out one by one: the forms that post without
 * JavaScript (sign-in, register, cards, addresses…) differ only in which inputs they ask for.
 * `values` fills each input's defaultValue by its name (an entry being edited); a spec's own wins.
 */
export function FieldList({
  fields,
  err,
  values,
}: {
  fields: readonly FieldSpec[];
  err: (path: string) => string | undefined;
  values?: object;
}) {
  const t = useT();
  const initial = (name: string) => {
    const v = (values as Record<string, unknown> | undefined)?.[name];
    return typeof v === "string" || typeof v === "number" ? v : undefined;
  };
  return fields.map(({ label, hint, errorPath, testId, ...input }) => (
    <Field
      key={input.name}
      label={t(label)}
      hint={hint && t(hint)}
      error={err(errorPath ?? input.name)}
      defaultValue={initial(input.name)}
      data-testid={testId}
      {...input}
    />
  ));
}
