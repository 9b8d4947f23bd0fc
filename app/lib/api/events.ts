import type { CacheKey } from "@functions/shared/constants";
import type { MessageKey } from "../../i18n";

/** Full-screen overlays (spec §8). The version-mismatch overlay is tracked separately: it is a flag. */
export type OverlayKind = "timeout" | "network" | "networkInitial" | "initialFailed";

/** Spec §8 app error kinds. */
export type AppErrorKind =
  | "versionMismatch"
  | "timeout"
  | "invalidDomain"
  | "initialFailed"
  | "networkError"
  | "tooManyRequests";

export type Vars = Record<string, string | number>;

export type AppEvent =
  /** The global modal: default title 'Notice'. */
  | { type: "modal"; message: MessageKey; vars?: Vars; title?: MessageKey; status?: number; url?: string }
  | { type: "overlay"; overlay: OverlayKind; vars?: Vars }
  /** On when the server's frontendVersion is newer or an API path 404s; off after each successful answer. */
  | { type: "versionMismatch"; on: boolean }
  | { type: "invalidDomain"; on: boolean }
  /** The server's cache times moved for these keys (reload initial data / the affected lists). */
  | { type: "cacheMap"; changed: CacheKey[] }
  /** One app error kind happened (for logging/analytics; the UI reacts to the events above). */
  | { type: "error"; kind: AppErrorKind; status?: number; url?: string };

export type AppModal = { id: number; message: MessageKey; vars?: Vars; title?: MessageKey };

export type AppAlertsState = {
  modal: AppModal | null;
  overlay: { kind: OverlayKind; vars?: Vars } | null;
  versionMismatch: boolean;
  invalidDomain: boolean;
};

export const INITIAL_ALERTS: AppAlertsState = Object.freeze({
  modal: null,
  overlay: null,
  versionMismatch: false,
  invalidDomain: false,
});

export type AppEvents = ReturnType<typeof createAppEvents>;

/**
 * The module's event bus plus the alert state the UI renders. The state is an immutable snapshot
 * (new object on every change) so React can read it with useSyncExternalStore.
 */
export function createAppEvents() {
  const listeners = new Set<(e: AppEvent) => void>();
  const stateListeners = new Set<() => void>();
  let state: AppAlertsState = INITIAL_ALERTS;
  let modalSeq = 0;

  const setState = (next: AppAlertsState) => {
    if (next === state) return;
    state = next;
    for (const l of [...stateListeners]) l();
  };

  const reduce = (s: AppAlertsState, e: AppEvent): AppAlertsState => {
    switch (e.type) {
      case "modal":
        return { ...s, modal: { id: ++modalSeq, message: e.message, vars: e.vars, title: e.title } };
      case "overlay":
        return { ...s, overlay: { kind: e.overlay, vars: e.vars } };
      case "versionMismatch":
        return s.versionMismatch === e.on ? s : { ...s, versionMismatch: e.on };
      case "invalidDomain":
        return s.invalidDomain === e.on ? s : { ...s, invalidDomain: e.on };
      default:
        return s;
    }
  };

  return {
    emit(e: AppEvent) {
      setState(reduce(state, e));
      for (const l of [...listeners]) {
        try {
          l(e);
        } catch (err) {
          console.error(err);
        }
      }
    },
    /** Every event, as it happens. Returns the unsubscribe function. */
    on(listener: (e: AppEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getState: () => state,
    /** State changes only (useSyncExternalStore's subscribe). */
    subscribe(listener: () => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    dismissModal: () => setState(state.modal ? { ...state, modal: null } : state),
    dismissOverlay: () => setState(state.overlay ? { ...state, overlay: null } : state),
    dismissVersionMismatch: () => setState(state.versionMismatch ? { ...state, versionMismatch: false } : state),
    dismissInvalidDomain: () => setState(state.invalidDomain ? { ...state, invalidDomain: false } : state),
    reset: () => setState(INITIAL_ALERTS),
  };
}
