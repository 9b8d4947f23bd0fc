import type { FormEvent } from "react";
import { FieldList, type FieldSpec } from "~/components/FieldList";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";

export type Enrolment = { secret: string; otpauthUri: string; qrSvg: string };
// The authenticator's six digits (the re-auth dialog also takes a longer recovery code).
const CONFIRM_CODE: FieldSpec = {
  name: "code",
  label: "security.code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 6,
  required: true,
  testId: "two-factor-confirm-code",
};

/** Setting up: the QR code and key to add to an authenticator, and its first code to confirm. */
export function EnrolmentPanel({
  enrolment,
  confirm,
  err,
  busy,
  onCancel,
}: {
  enrolment: Enrolment;
  confirm: (e: FormEvent<HTMLFormElement>) => void;
  err: (path: string) => string | undefined;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-5 min-[734px]:grid-cols-[220px_1fr]">
      <div>
        <p className="font-medium">{t("security.scanTitle")}</p>
        <div
          className="mt-2 w-[200px] rounded-lg border border-line bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          role="img"
          aria-label={t("security.scanTitle")}
          data-testid="two-factor-qr"
          data-otpauth={enrolment.otpauthUri}
          // uqr's SVG of the otpauth URI: generated on the server from our own data only.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-muted">{t("security.scanBody")}</p>
        <div>
          <p className="text-sm font-medium">{t("security.secretLabel")}</p>
          <code
            className="mt-1 block break-all rounded-lg bg-surface px-3 py-2 font-mono text-[15px] tracking-wider"
            data-testid="two-factor-secret"
          >
            {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
        </div>
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3">
          <p className="font-medium">{t("security.confirmTitle")}</p>
          <FieldList fields={[CONFIRM_CODE]} err={err} />
          <div className="flex flex-wrap gap-2 [&>*]:flex-1 min-[734px]:[&>*]:flex-none">
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t("security.cancel")}
            </Button>
            <Button type="submit" busy={busy} data-testid="two-factor-confirm">
              {t("security.confirm")}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
