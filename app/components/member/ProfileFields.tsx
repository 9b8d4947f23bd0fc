import type { ComponentProps } from "react";
import { useT } from "../../i18n";
import { Field, SelectField } from "../ui";

// A member's profile fields, the same in the member area, LINE sign-up and the back office's
// member page: name and e-mail (uncontrolled, for plain posts), gender and birthday.

/** Name and e-mail, prefilled; `err` gives a field's error. */
export function NameEmailFields({
  name,
  email,
  err,
}: {
  name: string;
  email: string;
  err: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      <Field
        label={t("auth.name")}
        name="name"
        defaultValue={name}
        autoComplete="name"
        required
        hint={t("auth.nameHint")}
        error={err("name")}
      />
      <Field
        label={t("auth.email")}
        name="email"
        type="email"
        defaultValue={email}
        autoComplete="email"
        required
        error={err("email")}
      />
    </>
  );
}

/** Gender: not given, male or female (the API's "", "male", "female"). */
export function GenderField({ label, ...rest }: Omit<ComponentProps<typeof SelectField>, "name" | "children">) {
  const t = useT();
  return (
    <SelectField label={label} name="gender" {...rest}>
      <option value="">{t("profile.genderNone")}</option>
      <option value="male">{t("profile.genderMale")}</option>
      <option value="female">{t("profile.genderFemale")}</option>
    </SelectField>
  );
}

/** Birthday as a date; none before 1919. */
export function BirthdayField(props: Omit<ComponentProps<typeof Field>, "name" | "type">) {
  return <Field name="birthday" type="date" min="1919-01-01" {...props} />;
}

/** A Taiwan mobile number, typed on the number pad. */
export function PhoneField(props: Omit<ComponentProps<typeof Field>, "name" | "type">) {
  return <Field name="phone" type="tel" inputMode="numeric" placeholder="0912345678" autoComplete="tel" {...props} />;
}
