import { ShieldAlert } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { Button, cx } from "../ui";

// Spec §3: adult-only products are blurred until the shopper confirms being 18 or older; the
// answer lasts for the browser session (sessionStorage). The server always renders the blurred
// state, so nothing adult shows before the check runs.
const KEY = "sf_adult_ok";
const EVENT = "sf-adult-consent";

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
function subscribe(cb: () => void) {
  window.addEventListener(EVENT, cb);
  window.addEventListener("storage", cb);
  return () => {
    window.removeEventListener(EVENT, cb);
    window.removeEventListener("storage", cb);
  };
}

export function useAdultConsent(): [boolean, () => void] {
  const ok = useSyncExternalStore(subscribe, read, () => false);
  const confirm = () => {
    try {
      sessionStorage.setItem(KEY, "1");
    } catch {
      /* private mode: the answer lasts for this page only */
    }
    window.dispatchEvent(new Event(EVENT));
  };
  return [ok, confirm];
}

/** The small mark on a blurred card image. */
export function AdultBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cx(
        "pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1 bg-ink/35 text-white",
        className,
      )}
    >
      <span className="rounded-full border-2 border-white px-2 py-0.5 text-sm font-bold">18+</span>
      <span className="text-xs font-medium drop-shadow">{t("shop.adult.badge")}</span>
    </span>
  );
}

/** Full confirmation over a product detail (gallery and purchase box stay blurred behind it). */
export function AdultGate({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  // The heading names the dialog; a generated id stays unique if a page ever shows two gates.
  const titleId = useId();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="adult-gate"
      className="absolute inset-0 z-10 flex items-start justify-center bg-white/40 px-4 pt-16 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-xl">
        <ShieldAlert className="mx-auto mb-3 text-danger" size={36} aria-hidden />
        <h2 id={titleId} className="text-lg font-bold">
          {t("shop.adult.title")}
        </h2>
        <p className="mt-2 text-sm text-muted">{t("shop.adult.body")}</p>
        <div className="mt-5 flex flex-col gap-2">
          <Button type="button" onClick={onConfirm} data-testid="adult-confirm">
            {t("shop.adult.confirm")}
          </Button>
          <Link
            to="/"
            className="inline-flex h-11 items-center justify-center rounded-lg text-[15px] text-muted hover:bg-black/5"
          >
            {t("shop.adult.leave")}
          </Link>
        </div>
      </div>
    </div>
  );
}
