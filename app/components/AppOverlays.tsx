import { Globe, Info, RefreshCw, ServerCrash, TimerOff, WifiOff } from "lucide-react";
import { type ReactNode, useSyncExternalStore } from "react";
import { useT } from "../i18n";
import { appEvents } from "../lib/api/appEvents";
import { type AppEvents, INITIAL_ALERTS } from "../lib/api/events";
import { Button, cx } from "./ui";
import { DialogClose, useModalDialog } from "./useModalDialog";

/**
 * One accessible modal dialog on the native <dialog> element opened with showModal(): it sits in
 * the top layer above every page overlay, the page behind is inert (focus cannot leave it),
 * Escape closes, and focus goes to the marked action and back where it was on close.
 */
function Dialog({
  testId,
  icon,
  tone = "brand",
  title,
  body,
  onClose,
  children,
}: {
  testId: string;
  icon: ReactNode;
  tone?: "brand" | "danger";
  title: string;
  body?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { titleId, bodyId, props } = useModalDialog();

  return (
    <dialog
      {...props({ hasBody: !!body, testId, onEscape: onClose })}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md overflow-visible rounded-[var(--radius-card)] border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative px-6 pt-8 pb-6 text-center sm:px-7">
        <DialogClose onClick={onClose} className="top-3 right-3" />
        <div
          className={cx(
            "mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full",
            tone === "danger" ? "bg-danger/10 text-danger" : "bg-brand-50 text-brand-600",
          )}
          aria-hidden
        >
          {icon}
        </div>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {body && (
          <p id={bodyId} className="mt-2 text-[15px] leading-relaxed text-muted">
            {body}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2.5">{children}</div>
      </div>
    </dialog>
  );
}

const reload = () => window.location.reload();

/**
 * Renders the request layer's global UI (spec §8): the version-mismatch overlay, the timeout,
 * network and initial-failure overlays, the invalid-domain alert and the global modal. One at a
 * time, most serious first; the others wait underneath.
 */
export function AppOverlays({ events = appEvents }: { events?: AppEvents }) {
  const t = useT();
  const s = useSyncExternalStore(events.subscribe, events.getState, () => INITIAL_ALERTS);

  if (s.versionMismatch) {
    return (
      <Dialog
        key="version-mismatch"
        testId="version-mismatch-overlay"
        icon={<RefreshCw size={28} />}
        title={t("http.404")}
        body={t("http.404body")}
        onClose={events.dismissVersionMismatch}
      >
        <Button data-autofocus onClick={reload}>
          <RefreshCw size={18} aria-hidden />
          {t("common.retry")}
        </Button>
      </Dialog>
    );
  }

  if (s.overlay) {
    const { kind, vars } = s.overlay;
    const view =
      kind === "timeout"
        ? { icon: <TimerOff size={28} />, title: t("http.timeout"), body: t("http.timeoutBody") }
        : kind === "initialFailed"
          ? { icon: <ServerCrash size={28} />, title: t("http.initialFailed", vars), body: t("http.initialFailedBody") }
          : {
              icon: <WifiOff size={28} />,
              title: t("http.networkTitle"),
              body: t(kind === "networkInitial" ? "http.networkInitial" : "http.network"),
            };
    return (
      <Dialog
        key={kind}
        testId={`${kind}-overlay`}
        tone="danger"
        icon={view.icon}
        title={view.title}
        body={view.body}
        onClose={events.dismissOverlay}
      >
        <Button data-autofocus onClick={reload}>
          <RefreshCw size={18} aria-hidden />
          {t("common.retry")}
        </Button>
      </Dialog>
    );
  }

  if (s.invalidDomain) {
    return (
      <Dialog
        key="invalid-domain"
        testId="invalid-domain-alert"
        tone="danger"
        icon={<Globe size={28} />}
        title={t("error.invalidDomainTitle")}
        body={t("error.invalidDomainBody")}
        onClose={events.dismissInvalidDomain}
      >
        <Button data-autofocus variant="secondary" onClick={events.dismissInvalidDomain}>
          {t("common.close")}
        </Button>
      </Dialog>
    );
  }

  if (s.modal) {
    const m = s.modal;
    return (
      <Dialog
        key={`modal-${m.id}`}
        testId="app-modal"
        icon={<Info size={28} />}
        title={t(m.title ?? "common.notice")}
        body={t(m.message, m.vars)}
        onClose={events.dismissModal}
      >
        <Button data-autofocus onClick={events.dismissModal}>
          {t("common.ok")}
        </Button>
      </Dialog>
    );
  }

  return null;
}
