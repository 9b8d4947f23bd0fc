import "../../../i18n/areas/network/branchFrame";
import { reviewInput } from "@functions/store/account/schemas";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useT } from "../../../i18n";
import { api } from "../../../lib/api";
import { type AdminFailure, callWith, failureKey, leaveIfNeeded } from "../../admin/adminApi";
import { useFormState } from "../../admin/kit/formState";
import { Button } from "../../ui";
import { DialogClose, useModalDialog } from "../../useModalDialog";
import { AuditProfileFields, auditProfileValues } from "./AuditProfileFields";
import { AUDIT_PROFILE_PATH } from "./auditProfile";

// The audit-profile modal's dialog (AuditProfileModal.tsx), loaded only when the owner is asked:
// the form and the request layer stay out of the storefront's first load.

export default function AuditProfileDialog({
  sent,
  onSent,
  onClose,
}: {
  sent: boolean;
  onSent: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const { titleId, bodyId, props } = useModalDialog();
  const form = useFormState(auditProfileValues(null));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.check(reviewInput, form.values)) return;
    setBusy(true);
    const r = leaveIfNeeded(await callWith(api, "PATCH", AUDIT_PROFILE_PATH, form.values));
    setBusy(false);
    if (r.ok) return onSent();
    form.showIssues(r.issues);
    setFailure(r);
  }
  return (
    <dialog
      {...props({ hasBody: true, testId: "audit-profile-modal", onEscape: onClose })}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-[var(--radius-card)] border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative px-5 pt-7 pb-6 sm:px-7">
        <DialogClose onClick={onClose} disabled={busy} className="top-3 right-3" />
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <ShieldCheck size={26} aria-hidden />
        </div>
        <h2 id={titleId} className="pr-8 text-xl font-bold">
          {t(sent ? "auditModal.sentTitle" : "auditModal.title")}
        </h2>
        <p id={bodyId} className="mt-2 text-[15px] leading-relaxed text-muted">
          {t(sent ? "auditModal.sentBody" : "auditModal.body")}
        </p>
        {sent ? (
          <div className="mt-6 flex justify-end">
            <Button data-autofocus onClick={onClose} data-testid="audit-profile-modal-done">
              {t("common.close")}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
            <AuditProfileFields field={form.field} testPrefix="audit-modal" />
            {failure && (
              <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
                {t(failureKey(failure))}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
                {t("auditModal.later")}
              </Button>
              <Button type="submit" busy={busy} data-autofocus data-testid="audit-profile-modal-submit">
                {t("auditProfile.submit")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
