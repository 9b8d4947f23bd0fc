import "../../i18n/areas/branchFrame";
import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { reviewInput } from "../../../functions/account/schemas";
import { isBranchType } from "../../../functions/shared/constants";
import { useT } from "../../i18n";
import { api } from "../../lib/api";
import { useRoot } from "../../lib/useRoot";
import { type AdminFailure, callWith, failureKey, leaveIfNeeded } from "../admin/adminApi";
import { useAdminForm } from "../admin/useAdminForm";
import { Button } from "../ui";
import { DialogClose, useModalDialog } from "../useModalDialog";
import { AuditProfileFields, auditProfileValues } from "./AuditProfileFields";

// Spec storefront "Shell": the audit-profile modal for branch stores in NORMAL status. The server
// decides whether the owner is asked (GET /api/admin/branch/auditProfile → askProfile: the head
// store reviews owners and none was sent); sending it (PATCH, the same call as the back-office page
// setting-audit-profile) notifies the head store (BRANCH_USER_UNAUDITED). "Later" waits for the
// next browser session.

const PATH = "/api/admin/branch/auditProfile";
const LATER_KEY = "sf_audit_profile_later";

type Ask = { askProfile: boolean };

export function AuditProfileModal() {
  const { store, user } = useRoot();
  const eligible = isBranchType(store.storeType) && store.storeStatus === "NORMAL" && Boolean(user?.isAdmin);
  const [phase, setPhase] = useState<"hidden" | "form" | "sent">("hidden");
  useEffect(() => {
    if (!eligible || window.sessionStorage.getItem(LATER_KEY)) return;
    let live = true;
    void callWith<Ask>(api, "GET", PATH, undefined, { quiet: true }).then((r) => {
      if (live && r.ok && r.data.askProfile) setPhase("form");
    });
    return () => {
      live = false;
    };
  }, [eligible]);
  if (phase === "hidden") return null;
  const later = () => {
    window.sessionStorage.setItem(LATER_KEY, "1");
    setPhase("hidden");
  };
  return <ProfileDialog sent={phase === "sent"} onSent={() => setPhase("sent")} onClose={later} />;
}

function ProfileDialog({ sent, onSent, onClose }: { sent: boolean; onSent: () => void; onClose: () => void }) {
  const t = useT();
  const { titleId, bodyId, props } = useModalDialog();
  const form = useAdminForm(auditProfileValues(null));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.check(reviewInput, form.values)) return;
    setBusy(true);
    const r = leaveIfNeeded(await callWith(api, "PATCH", PATH, form.values));
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
