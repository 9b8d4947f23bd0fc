import { CheckCircle2, Info, XCircle } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cx } from "../ui";

// Spec back-office §8: success alerts stay 1.5 s, error and info alerts 2 s. One queue for the
// back office; <AdminPage> renders the host, so any admin page can call flash.success(text).

export type FlashTone = "success" | "error" | "info";
export type FlashMessage = { id: number; tone: FlashTone; text: string };

export const FLASH_MS: Record<FlashTone, number> = { success: 1500, error: 2000, info: 2000 };

let seq = 0;
let items: readonly FlashMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of [...listeners]) l();
};

function push(tone: FlashTone, text: string) {
  const id = ++seq;
  items = [...items.slice(-2), { id, tone, text }];
  emit();
  setTimeout(() => dismissFlash(id), FLASH_MS[tone]);
  return id;
}

export function dismissFlash(id: number) {
  const next = items.filter((m) => m.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

export const flash = {
  success: (text: string) => push("success", text),
  error: (text: string) => push("error", text),
  info: (text: string) => push("info", text),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const EMPTY: readonly FlashMessage[] = [];

export function useFlashMessages() {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info };
const TONES = {
  success: "bg-success text-white",
  error: "bg-danger text-white",
  info: "bg-ink text-white",
};

/** Toasts at the bottom centre, above the page; announced to screen readers. */
export function FlashHost() {
  const list = useFlashMessages();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      aria-live="polite"
      data-testid="flash-host"
    >
      {list.map((m) => {
        const Icon = ICONS[m.tone];
        return (
          <div
            key={m.id}
            role={m.tone === "error" ? "alert" : "status"}
            data-testid={`flash-${m.tone}`}
            className={cx(
              "pointer-events-auto flex max-w-md items-center gap-2 rounded-xl px-4 py-3 text-[15px] shadow-lg",
              TONES[m.tone],
            )}
          >
            <Icon size={18} aria-hidden className="shrink-0" />
            <span>{m.text}</span>
          </div>
        );
      })}
    </div>
  );
}
