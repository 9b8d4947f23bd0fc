import { Monitor, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { Section } from "../AdminPage";

export type PreviewDevice = "desktop" | "phone";

/**
 * The live-preview card of the content pages (banner, style): a titled section with a desktop /
 * phone switch; `children` draws the preview for the chosen device. `id` is the jump target.
 */
export function DevicePreview({ id, children }: { id: string; children: (device: PreviewDevice) => ReactNode }) {
  const t = useT();
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  return (
    <aside className="min-w-0" aria-label={t("adminContent.preview.title")}>
      <Section
        id={id}
        className="scroll-mt-32"
        title={t("adminContent.preview.title")}
        actions={
          <fieldset className="inline-flex rounded-lg border border-line p-0.5">
            <legend className="sr-only">{t("adminContent.preview.device")}</legend>
            {(["desktop", "phone"] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={device === d}
                onClick={() => setDevice(d)}
                className={cx(
                  "inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm",
                  device === d ? "bg-ink text-white" : "text-muted hover:bg-black/5",
                )}
              >
                {d === "desktop" ? <Monitor size={14} aria-hidden /> : <Smartphone size={14} aria-hidden />}
                {t(`adminContent.preview.${d}`)}
              </button>
            ))}
          </fieldset>
        }
      >
        {children(device)}
      </Section>
    </aside>
  );
}

/** A pill link to the preview card, for narrow screens where it sits below the form. */
export function PreviewJump({ href, className }: { href: string; className?: string }) {
  const t = useT();
  return (
    <a
      href={href}
      className={cx(
        "inline-flex h-9 w-fit items-center gap-1.5 rounded-full border border-brand-500/40 bg-brand-50 px-3 text-sm text-brand-700 hover:bg-brand-100 min-[1024px]:hidden",
        className,
      )}
    >
      <Monitor size={14} aria-hidden /> {t("adminContent.preview.title")}
    </a>
  );
}
