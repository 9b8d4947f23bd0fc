import { Monitor, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import type { PreviewDevice } from "./DevicePreview";

// The device the content previews (banner, style) are drawn in, so both look like the same
// storefront: a phone's dark bezel, or a browser window with its dots and address bar.

const FRAME: Record<PreviewDevice, string> = {
  phone: "mx-auto w-[240px] overflow-hidden rounded-[22px] border-[6px] border-ink/80 bg-white shadow-sm",
  desktop: "mx-auto w-full overflow-hidden rounded-xl border border-line bg-white shadow-sm",
};
const DOT = "h-1.5 w-1.5 rounded-full bg-black/15";

/**
 * `phoneBar` keeps the top bar on the phone too (with a phone icon), for a preview that names the
 * device it draws; without it the phone shows its content edge to edge.
 */
export function DeviceFrame({
  device,
  testId,
  phoneBar = false,
  children,
}: {
  device: PreviewDevice;
  testId: string;
  phoneBar?: boolean;
  children: ReactNode;
}) {
  const phone = device === "phone";
  return (
    <div className={FRAME[device]} data-testid={testId} data-device={device}>
      {(!phone || phoneBar) && (
        <div className="flex h-6 items-center gap-1 border-b border-line bg-surface px-2">
          {phone ? (
            <Smartphone size={11} aria-hidden className="text-muted" />
          ) : (
            <>
              <span className={DOT} />
              <span className={DOT} />
              <span className={DOT} />
              {phoneBar && <Monitor size={11} aria-hidden className="ml-1 text-muted" />}
            </>
          )}
          <span className="ml-1 h-2 flex-1 rounded bg-black/[0.06]" />
        </div>
      )}
      {children}
    </div>
  );
}
