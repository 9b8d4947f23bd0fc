import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useT } from "~/i18n";
import { ConfirmDialog } from "../ConfirmDialog";

/** Navigation state that passes the unsaved-changes guard (after a save: `navigate(to, { state: SAVED })`). */
export const SAVED = { saved: true } as const;

/**
 * Asks before leaving a page with unsaved changes (in-app navigation through a dialog, reload or
 * tab close through the browser's own prompt).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { saved?: boolean } | null)?.saved,
  );
  const whenRef = useRef(when);
  whenRef.current = when;
  useEffect(() => {
    const on = (e: BeforeUnloadEvent) => {
      if (!whenRef.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", on);
    return () => window.removeEventListener("beforeunload", on);
  }, []);
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title={t("adminUi.unsavedTitle")}
      body={t("adminUi.unsavedBody")}
      confirmLabel={t("adminUi.leave")}
      cancelLabel={t("adminUi.stay")}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
      testId="unsaved-dialog"
    />
  );
}
