import { TRIAL_UNITS, VERIFICATION_TRIAL_TYPES } from "@functions/people/verifications/schemas";
import { Section } from "~/components/admin/AdminPage";
import { ChoiceField } from "~/components/admin/FormBits";
import type { useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { useT } from "~/i18n";
import { isoToTaipeiInput } from "~/lib/taipeiTime";
import type { Verification } from "./api";

/** The invitation code form's first values (a new code: open, 30 days by code, no limit). */
export const invitationValues = (code: Verification | null) => ({
  code: code?.code ?? "",
  name: code?.name ?? "",
  trialType: (code?.trialType ?? "BY_VERIFYCODE") as (typeof VERIFICATION_TRIAL_TYPES)[number],
  trialLength: (code?.trialLength ?? 30) as number | null,
  trialUnit: (code?.trialUnit ?? "DAY") as (typeof TRIAL_UNITS)[number],
  startAt: isoToTaipeiInput(code?.startAt),
  endAt: isoToTaipeiInput(code?.endAt),
  maxUses: (code?.maxUses ?? 0) as number | null,
  isOpen: code?.isOpen ?? true,
});
export type InvitationForm = ReturnType<typeof useEditForm<ReturnType<typeof invitationValues>>>;

/** How the trial is granted: by the code (its length and unit) or otherwise. */
export function TrialSection({ form }: { form: InvitationForm }) {
  const t = useT();
  const v = form.values;
  return (
    <Section title={t("verifications.trialSection")}>
      <div className="grid gap-4 min-[734px]:grid-cols-3">
        <ChoiceField
          label={t("verifications.trialType")}
          {...form.field("trialType")}
          options={VERIFICATION_TRIAL_TYPES.map((x) => ({ value: x, label: t(`trial.${x}`) }))}
          testId="invitation-trial-type"
        />
        {v.trialType === "BY_VERIFYCODE" && (
          <>
            <NumberField
              label={t("verifications.length")}
              {...form.field("trialLength")}
              min={1}
              testId="invitation-length"
            />
            <ChoiceField
              label={t("verifications.unit")}
              {...form.field("trialUnit")}
              options={TRIAL_UNITS.map((x) => ({ value: x, label: t(`verifications.unit.${x}`) }))}
            />
          </>
        )}
      </div>
    </Section>
  );
}
