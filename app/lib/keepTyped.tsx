import { type ReactNode, useLayoutEffect } from "react";

// What a person types, ticks or chooses in server-rendered HTML before the page hydrates lives
// only in the DOM. React 19 hydrates form fields without touching what they hold, but a
// controlled field's state still has the server's value: the next render puts that value back
// (the typed name vanishes, the save says "required"), and a <textarea> with server text is reset
// during hydration itself. So, once, for every form on every page:
//   1. snapshotTyped() — just before hydrateRoot — records each field whose value differs from
//      the one the server sent (value vs defaultValue, checked vs defaultChecked, selected vs
//      defaultSelected);
//   2. <KeepTyped> — around the router — right after the hydration commit (before the passive
//      effects), replays each change as the browser event React listens to, so every onChange (controlled
//      state, cascading selects, bill refreshes) runs as if the person had acted after hydration;
//      uncontrolled fields simply keep (or get back) their text. Then it marks <html
//      data-hydrated> (the e2e specs wait for it).

type FieldEl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed =
  | { el: HTMLInputElement | HTMLTextAreaElement; kind: "text"; value: string; server: string }
  | { el: HTMLInputElement; kind: "check"; checked: boolean }
  | { el: HTMLSelectElement; kind: "select"; selected: boolean[] };

const SKIPPED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);
let before: Typed[] = [];
let replayed = false;

function typedOf(el: FieldEl): Typed | null {
  if (el.disabled) return null;
  if (el instanceof HTMLSelectElement) {
    const opts = [...el.options];
    const fallback = el.multiple
      ? -1
      : Math.max(
          0,
          opts.findLastIndex((o) => o.defaultSelected),
        );
    const server = opts.map((o, i) => o.defaultSelected || i === fallback);
    const selected = opts.map((o) => o.selected);
    return selected.some((s, i) => s !== server[i]) ? { el, kind: "select", selected } : null;
  }
  if (el instanceof HTMLInputElement && SKIPPED.has(el.type)) return null;
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
    // A radio group changes through the one now checked; its old choice follows by itself.
    if (el.type === "radio" && !el.checked) return null;
    return el.checked !== el.defaultChecked ? { el, kind: "check", checked: el.checked } : null;
  }
  // A range or colour input without a value attribute shows one anyway: that is not a change.
  if ((el.type === "range" || el.type === "color") && el.defaultValue === "") return null;
  return el.value !== el.defaultValue ? { el, kind: "text", value: el.value, server: el.defaultValue } : null;
}

function scan(): Typed[] {
  const out: Typed[] = [];
  for (const el of document.querySelectorAll("input, textarea, select")) {
    const field = el as FieldEl;
    const typed = typedOf(field);
    if (typed) out.push(typed);
  }
  return out;
}

/** Call right before hydrateRoot: what the server HTML holds now that it did not send. */
export function snapshotTyped(): void {
  before = scan();
}

/** Sets a value past React's value tracker, so the event that follows reads as a change. */
function setNative(el: HTMLInputElement | HTMLTextAreaElement, server: string, value: string) {
  // Through the element (React's tracker sees the server value), then through the prototype
  // (the tracker does not see it): React then finds value ≠ tracked and calls onChange.
  el.value = server;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, value);
}

function replay(t: Typed) {
  if (!t.el.isConnected || t.el.disabled) return;
  if (t.kind === "text") {
    setNative(t.el, t.server, t.value);
    t.el.dispatchEvent(new Event("input", { bubbles: true }));
    return;
  }
  if (t.kind === "check") {
    // React hears checkboxes and radios through click: put the other state back, then click.
    t.el.checked = !t.checked;
    t.el.click();
    return;
  }
  const opts = [...t.el.options];
  if (opts.length !== t.selected.length) return;
  opts.forEach((o, i) => {
    o.selected = t.selected[i] ?? false;
  });
  t.el.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Hands what was typed before hydration to the hydrated page (once). Call right after the first
 * commit: it collects at once, and replays in a microtask, outside React's commit, so each event's
 * update renders before the next one (handlers then see fresh state: a city, then its street).
 */
export function replayTyped(done: () => void): void {
  if (replayed) return;
  replayed = true;
  // Snapshot first (React may have reset a textarea), then what changed while hydration ran.
  const seen = new Set(before.map((t) => t.el));
  const all = [...before, ...scan().filter((t) => !seen.has(t.el))];
  all.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  before = [];
  queueMicrotask(() => {
    for (const t of all) replay(t);
    done();
  });
}

/** Wraps the hydrated router: its layout effect runs after every route's hydration commit. */
export function KeepTyped({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    replayTyped(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return children;
}
