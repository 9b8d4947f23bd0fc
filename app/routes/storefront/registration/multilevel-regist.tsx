import "~/i18n/areas/network/registration";
import { applicationView, saveApplication } from "@functions/network/registration/application";
import { branchHostOf } from "@functions/network/registration/network";
import { applicationInput, needsVerificationCode } from "@functions/network/registration/rules";
import { data, Form, redirect } from "react-router";
import { FieldList, type FieldSpec } from "~/components/FieldList";
import { FormStatus, useFieldError } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { Button, SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { formValues, parseForm, runForm } from "~/lib/forms";
import type { Route } from "./+types/multilevel-regist";
import { Panel, RegPage } from "./parts";
import { memberNetwork } from "./registration.server";

// /multilevel-regist (spec MultiLevelInfoFormPage, §5 form): the branch owner's details and the
// branch address, saved as the member's DRAFT application; then the plan (/registration-cart).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user, net } = await memberNetwork(context, request);
  const current = await applicationView(scope, user);
  if (current && current.status !== "DRAFT")
    throw redirect(current.status === "CREATED" ? "/multilevel-complete" : "/multilevel-checkout");
  const values = current
    ? {
        ...current.profile,
        email: current.email,
        confirmEmail: current.email,
        identification: current.identification,
        domainName: current.domainName,
      }
    : { email: user.email, confirmEmail: user.email, realName: user.name, phone: user.phone ?? "" };
  return {
    values,
    needsCode: needsVerificationCode(net.setting.trialType),
    example: branchHostOf(net, "yourname") ?? "",
  };
}

const NUMBERS = ["birthYear", "birthMonth", "birthDay"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = await memberNetwork(context, request);
  const raw: Record<string, unknown> = { ...(await formValues(request)) };
  for (const k of NUMBERS) raw[k] = raw[k] ? Number(raw[k]) : undefined;
  if (!raw.verificationCode) delete raw.verificationCode;
  const parsed = parseForm(applicationInput, raw);
  if (!parsed.ok) return data(parsed.result, 422);
  const out = await runForm(() => saveApplication(scope, user, parsed.data));
  if (!out.ok) return data(out.result, 200);
  return redirect("/registration-cart/register");
}

const store: FieldSpec[] = [
  { name: "name", label: "reg.form.name", required: true, maxLength: 60, testId: "reg-name" },
  {
    name: "domainName",
    label: "reg.form.domainName",
    required: true,
    maxLength: 30,
    autoCapitalize: "none",
    testId: "reg-domain",
  },
];
const owner: FieldSpec[] = [
  { name: "realName", label: "reg.form.realName", required: true, autoComplete: "name", testId: "reg-real-name" },
  { name: "email", label: "reg.form.email", type: "email", required: true, autoComplete: "email", testId: "reg-email" },
  { name: "confirmEmail", label: "reg.form.confirmEmail", type: "email", required: true, testId: "reg-confirm-email" },
  {
    name: "phone",
    label: "reg.form.phone",
    type: "tel",
    required: true,
    autoComplete: "tel-national",
    testId: "reg-phone",
  },
  { name: "identification", label: "reg.form.identification", required: true, maxLength: 10, testId: "reg-id" },
];
const address: FieldSpec[] = [
  { name: "city", label: "reg.form.city", required: true, testId: "reg-city" },
  { name: "district", label: "reg.form.district", required: true, testId: "reg-district" },
  { name: "postalCode", label: "reg.form.postalCode", required: true, inputMode: "numeric", testId: "reg-postal" },
  { name: "address", label: "reg.form.addressLine", required: true, testId: "reg-address" },
];
const birth: FieldSpec[] = [
  {
    name: "birthYear",
    label: "reg.form.birthYear",
    type: "number",
    min: 1900,
    required: true,
    testId: "reg-birth-year",
  },
  {
    name: "birthMonth",
    label: "reg.form.birthMonth",
    type: "number",
    min: 1,
    max: 12,
    required: true,
    testId: "reg-birth-month",
  },
  {
    name: "birthDay",
    label: "reg.form.birthDay",
    type: "number",
    min: 1,
    max: 31,
    required: true,
    testId: "reg-birth-day",
  },
];

export default function MultilevelRegist({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const err = useFieldError(actionData);
  const v = loaderData.values as Record<string, unknown>;
  const gender = typeof v.gender === "string" ? v.gender : "";
  return (
    <RegPage title={t("reg.form.title")} lead={t("reg.form.lead")} step={1} testId="multilevel-regist">
      <Form method="post" className="flex flex-col gap-5" noValidate>
        <FormStatus result={actionData} />
        <Panel title={t("reg.form.store")}>
          <div className="flex flex-col gap-4">
            <FieldList fields={store} err={err} values={v} />
            <p className="-mt-2 text-sm text-muted">{t("reg.form.domainHint", { example: loaderData.example })}</p>
            {loaderData.needsCode && (
              <FieldList
                fields={[
                  { name: "verificationCode", label: "reg.form.verificationCode", required: true, testId: "reg-code" },
                ]}
                err={err}
                values={v}
              />
            )}
          </div>
        </Panel>
        <Panel title={t("reg.form.owner")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <FieldList fields={owner} err={err} values={v} />
            <SelectField name="phoneCountry" label={t("reg.form.phoneCountry")} defaultValue="+886">
              <option value="+886">+886</option>
            </SelectField>
            <SelectField
              name="gender"
              label={t("reg.form.gender")}
              defaultValue={gender}
              error={err("gender")}
              data-testid="reg-gender"
            >
              <option value="" disabled>
                —
              </option>
              <option value="female">{t("reg.form.female")}</option>
              <option value="male">{t("reg.form.male")}</option>
            </SelectField>
          </div>
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium">{t("reg.form.birth")}</legend>
            <div className="grid grid-cols-3 gap-3">
              <FieldList fields={birth} err={err} values={v} />
            </div>
          </fieldset>
        </Panel>
        <Panel title={t("reg.form.address")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <FieldList fields={address} err={err} values={v} />
          </div>
        </Panel>
        <Button type="submit" data-testid="reg-submit">
          {t("reg.form.submit")}
        </Button>
      </Form>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
