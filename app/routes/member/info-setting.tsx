import { updateProfile } from "@functions/people/accounts/service";
import { profileInput } from "@functions/shared/validators";
import { data, Form, useNavigation } from "react-router";
import { formatTaipei } from "~/lib/taipeiTime";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { BirthdayField, GenderField, NameEmailFields, PhoneField } from "../../components/member/ProfileFields";
import { PageMeta } from "../../components/PageMeta";
import { Button, Card } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { activeUser, scopeOf } from "../../lib/context.server";
import { type FormResult, readForm, runForm } from "../../lib/forms";
import { profileWriter } from "../../lib/profileWrite.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/info-setting";

export async function loader({ context }: Route.LoaderArgs) {
  const s = activeUser(context);
  return { memberSince: s?.user.createdAt ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = activeUser(context);
  if (!s) return data({ ok: false, issues: [], code: 400029 } satisfies FormResult, 200);
  const parsed = await readForm(request, profileInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const audited = profileWriter(request, context);
  const out = await runForm(() => audited((audit) => updateProfile(scopeOf(context), s.user.id, parsed.data, audit)));
  return out.ok ? ({ ok: true } satisfies FormResult) : data(out.result, 200);
}

export default function InfoSetting({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  if (!user) return null;
  return (
    <Card className="p-5 min-[734px]:p-7">
      <PageMeta title={t("profile.settings")} storeName={store.storeName} />
      <h2 className="text-lg font-semibold">{t("profile.settings")}</h2>
      {loaderData.memberSince && (
        <p className="mt-1 text-sm text-muted">
          {t("profile.memberSince")}: {formatTaipei(loaderData.memberSince.replace(" ", "T"), locale, false)}
        </p>
      )}
      <Form method="post" className="mt-6 grid gap-4 min-[734px]:grid-cols-2" noValidate key={user.name + user.email}>
        <div className="min-[734px]:col-span-2">
          <FormStatus result={actionData} success={t("profile.saved")} />
        </div>
        <NameEmailFields name={user.name} email={user.email} err={err} />
        <PhoneField label={t("profile.phone")} defaultValue={user.phone} error={err("phone")} />
        <GenderField label={t("profile.gender")} defaultValue={user.gender} error={err("gender")} />
        <BirthdayField label={t("profile.birthday")} defaultValue={user.birthday} error={err("birthday")} />
        <div className="flex items-end justify-end min-[734px]:col-span-2">
          <Button type="submit" busy={busy} data-testid="profile-save" className="w-full min-[734px]:w-auto">
            {t("profile.save")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
