import { isBranchType } from "@functions/shared/constants";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useRoot } from "../../../lib/useRoot";
import { AUDIT_PROFILE_PATH } from "./auditProfile";

// Spec storefront "Shell": the audit-profile modal for branch stores in NORMAL status, on the
// storefront only (the back office has the remind bar and the setting-audit-profile page). The server
// decides whether the owner is asked (GET /api/admin/branch/auditProfile → askProfile: the head
// store reviews owners and none was sent); sending it (PATCH, the same call as the back-office page
// setting-audit-profile) notifies the head store (BRANCH_USER_UNAUDITED). "Later" waits for the
// next browser session.

const LATER_KEY = "sf_audit_profile_later";

type Ask = { askProfile: boolean };
const AuditProfileDialog = lazy(() => import("./AuditProfileDialog"));

export function AuditProfileModal() {
  const { store, user } = useRoot();
  // Not over the back-office login (/admin sits in the storefront layout): signing in moves on.
  const onLogin = useLocation().pathname === "/admin";
  const eligible =
    isBranchType(store.storeType) && store.storeStatus === "NORMAL" && Boolean(user?.isAdmin) && !onLogin;
  const [phase, setPhase] = useState<"hidden" | "form" | "sent">("hidden");
  useEffect(() => {
    if (!eligible || window.sessionStorage.getItem(LATER_KEY)) return;
    let live = true;
    void (async () => {
      const [{ api }, { callWith }] = await Promise.all([import("../../../lib/api"), import("../../admin/adminApi")]);
      const r = await callWith<Ask>(api, "GET", AUDIT_PROFILE_PATH, undefined, { quiet: true });
      if (live && r.ok && r.data.askProfile) setPhase("form");
    })();
    return () => {
      live = false;
    };
  }, [eligible]);
  if (phase === "hidden") return null;
  const later = () => {
    window.sessionStorage.setItem(LATER_KEY, "1");
    setPhase("hidden");
  };
  return (
    <Suspense fallback={null}>
      <AuditProfileDialog sent={phase === "sent"} onSent={() => setPhase("sent")} onClose={later} />
    </Suspense>
  );
}
