import { useT } from "~/i18n";

/** How a new staff member gets their password: typed here, or set by them from an invitation. */
export function SignInChoice({ invite, onChange }: { invite: boolean; onChange: (invite: boolean) => void }) {
  const t = useT();
  const option = (value: boolean, label: string, testId: string) => (
    <label className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="signIn"
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        checked={invite === value}
        onChange={() => onChange(value)}
        data-testid={testId}
      />
      <span className="text-[15px]">{label}</span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t("staff.signIn")}</legend>
      <div className="grid gap-2 min-[734px]:grid-cols-2">
        {option(false, t("staff.byPassword"), "signin-password")}
        {option(true, t("staff.byInvite"), "signin-invite")}
      </div>
      {invite && <p className="text-sm text-muted">{t("staff.inviteHint")}</p>}
    </fieldset>
  );
}
