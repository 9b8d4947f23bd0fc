import type { SecurityStatus } from "@functions/shared/people/security";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { type AdminFailure, adminSend, failureKey, issuesByPath } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { flash } from "~/components/admin/flash";
import { Badge } from "~/components/admin/kit/Badge";
import { FieldList } from "~/components/FieldList";
import { Alert, Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { type Enrolment, EnrolmentPanel } from "./EnrolmentPanel";
import { RecoveryCodes } from "./RecoveryCodes";

const API = "/api/admin/store/user/security";
// A wrong code is a 422 shown under its field: not the request layer's generic 422 modal.
// Failures without a field issue still show, as a toast (useIssues).
const QUIET = { quiet: true };

/** Field errors of a failed call (issue messages are i18n keys), or the headline in a toast. */
function useIssues() {
  const t = useT();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const fail = (r: AdminFailure) => {
    const by = issuesByPath(r.issues);
    setIssues(by);
    if (!Object.keys(by).length) flash.error(t(failureKey(r)));
  };
  const err = (path: string) => (issues[path] ? t(issues[path]) : undefined);
  return { fail, err, clear: () => setIssues({}) };
}

/** Off → set up (QR, key, first code) → recovery codes once → on (renew codes, turn off). */
export function TwoFactorSection({ status }: { status: SecurityStatus }) {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<"disable" | "renew" | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmIssues = useIssues();

  async function start() {
    setBusy(true);
    const r = await adminSend<Enrolment>("POST", `${API}/totp`);
    setBusy(false);
    if (r.ok) setEnrolment(r.data);
    else flash.error(t(failureKey(r)));
  }

  async function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("code") ?? "");
    setBusy(true);
    const r = await adminSend<{ recoveryCodes: string[] }>("POST", `${API}/totp/confirm`, { code }, QUIET);
    setBusy(false);
    if (!r.ok) return confirmIssues.fail(r);
    confirmIssues.clear();
    setEnrolment(null);
    setCodes(r.data.recoveryCodes);
    flash.success(t("security.enabled"));
    await revalidate();
  }

  return (
    <Section
      title={t("security.twoFactor")}
      id="two-factor"
      actions={
        <Badge tone={status.enabled ? "success" : "neutral"}>
          {t(status.enabled ? "security.statusOn" : "security.statusOff")}
        </Badge>
      }
    >
      <div className="flex flex-col gap-4" data-testid="two-factor" data-enabled={status.enabled ? "true" : "false"}>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {!status.enabled && !enrolment && (
          <>
            <p className="text-sm text-muted">{t("security.twoFactorOffBody")}</p>
            <Button className="self-start" busy={busy} onClick={start} data-testid="two-factor-start">
              <ShieldCheck size={18} aria-hidden /> {t("security.setUp")}
            </Button>
          </>
        )}
        {!status.enabled && enrolment && (
          <EnrolmentPanel
            enrolment={enrolment}
            confirm={confirm}
            err={confirmIssues.err}
            busy={busy}
            onCancel={() => setEnrolment(null)}
          />
        )}
        {status.enabled && (
          <>
            <Alert tone="success">
              {status.enabledAt && t("security.enabledSince", { date: formatTaipei(status.enabledAt, locale) })}
              {" · "}
              <span data-testid="recovery-left">{t("security.codesLeft", { count: status.recoveryCodesLeft })}</span>
            </Alert>
            <div className="flex flex-wrap gap-2 [&>*]:flex-1 min-[734px]:[&>*]:flex-none">
              <Button variant="secondary" onClick={() => setDialog("renew")} data-testid="two-factor-renew">
                {t("security.renew")}
              </Button>
              <Button variant="secondary" onClick={() => setDialog("disable")} data-testid="two-factor-disable">
                <ShieldOff size={16} aria-hidden /> {t("security.disable")}
              </Button>
            </div>
          </>
        )}
      </div>
      {dialog && (
        <ReauthDialog
          kind={dialog}
          onClose={() => setDialog(null)}
          onDone={async (newCodes) => {
            setDialog(null);
            if (newCodes) setCodes(newCodes);
            await revalidate();
          }}
        />
      )}
    </Section>
  );
}

/** Turn off, or renew codes: the password or a current code proves it is the owner. */
function ReauthDialog({
  kind,
  onClose,
  onDone,
}: {
  kind: "disable" | "renew";
  onClose: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState({ password: "", code: "" });
  const bind = (name: keyof typeof typed) => ({
    name,
    value: typed[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setTyped({ ...typed, [name]: e.target.value }),
    testId: `reauth-${name}`,
  });
  const [busy, setBusy] = useState(false);
  const issues = useIssues();
  async function run() {
    setBusy(true);
    const body = typed.password ? { password: typed.password } : { code: typed.code };
    const path = kind === "disable" ? `${API}/totp/disable` : `${API}/recoveryCodes`;
    const r = await adminSend<{ recoveryCodes?: string[] }>("POST", path, body, QUIET);
    setBusy(false);
    if (!r.ok) return issues.fail(r);
    flash.success(t(kind === "disable" ? "security.disabled" : "security.renewed"));
    onDone(r.data.recoveryCodes ?? null);
  }
  return (
    <ConfirmDialog
      title={t(kind === "disable" ? "security.disableTitle" : "security.renewTitle")}
      body={t(kind === "disable" ? "security.disableBody" : "security.renewBody")}
      confirmLabel={t(kind === "disable" ? "security.disable" : "security.renew")}
      tone={kind === "disable" ? "danger" : "brand"}
      busy={busy}
      onConfirm={run}
      onCancel={onClose}
      testId="reauth-dialog"
    >
      <div className="flex flex-col gap-3">
        <FieldList
          err={issues.err}
          fields={[
            { label: "security.password", type: "password", autoComplete: "current-password", ...bind("password") },
            { label: "security.orCode", autoComplete: "one-time-code", maxLength: 20, ...bind("code") },
          ]}
        />
      </div>
    </ConfirmDialog>
  );
}
