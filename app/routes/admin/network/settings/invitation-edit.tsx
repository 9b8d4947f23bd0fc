import {
  CODE_MAX,
  VERIFICATION_NAME_MAX,
  verificationCreate,
  verificationPatch,
} from "@functions/people/verifications/schemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { DateField, EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { taipeiInputToIso } from "~/lib/taipeiTime";
import { API, PATHS, type Verification } from "./lib/api";
import { invitationValues, TrialSection } from "./lib/invitationForm";

// /admin/edit-invitationcode/:id — one invitation code; id 0 creates. Times are typed in Taipei time.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  return { code: id ? await adminLoad<Verification>(API.verification(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function InvitationEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { code } = loaderData;
  const form = useEditForm(invitationValues(code));
  const v = form.values;
  const save = () =>
    form.save({
      schema: code ? verificationPatch : verificationCreate,
      body: {
        ...v,
        trialLength: v.trialLength ?? 0,
        maxUses: v.maxUses ?? 0,
        startAt: taipeiInputToIso(v.startAt),
        endAt: taipeiInputToIso(v.endAt),
      },
      send: (body) =>
        code ? adminSend("PATCH", API.verification(code.id), body) : adminSend("POST", API.verifications, body),
      created: !code,
      next: () => PATHS.codes,
    });
  const title = code ? t("verifications.editTitle", { code: code.code }) : t("verifications.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("verifications.title"), to: PATHS.codes }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={PATHS.codes}
      saveTestId="invitation-save"
      remove={
        code
          ? {
              sectionTitle: t("verifications.delete"),
              label: t("verifications.delete"),
              confirmTitle: t("verifications.deleteTitle", { code: code.code }),
              confirmBody: t("verifications.deleteBody"),
              send: () => adminSend("DELETE", API.verification(code.id)),
              next: PATHS.codes,
            }
          : undefined
      }
    >
      <Section title={t("verifications.basic")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("verifications.code")}
            {...form.field("code")}
            hint={t("verifications.codeHint")}
            required
            maxLength={CODE_MAX}
            autoCapitalize="characters"
            testId="invitation-code-input"
          />
          <TextField
            testId="invitation-name-input"
            label={t("verifications.name")}
            maxLength={VERIFICATION_NAME_MAX}
            required
            {...form.field("name")}
          />
          <Toggle label={t("verifications.isOpen")} {...form.toggle("isOpen")} testId="invitation-open" />
        </div>
      </Section>
      <TrialSection form={form} />
      <Section title={t("verifications.limits")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <DateField
            kind="datetime-local"
            label={t("verifications.startAt")}
            {...form.field("startAt")}
            hint={t("verifications.windowHint")}
          />
          <DateField
            kind="datetime-local"
            label={t("verifications.endAt")}
            {...form.field("endAt")}
            hint={t("verifications.windowHint")}
          />
          <NumberField
            label={t("verifications.maxUses")}
            {...form.field("maxUses")}
            min={0}
            hint={t("verifications.maxUsesHint", { n: code?.usedCount ?? 0 })}
            testId="invitation-max-uses"
          />
        </div>
      </Section>
    </EditPage>
  );
}
