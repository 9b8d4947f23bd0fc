import { logoSrc, storeImage } from "@functions/shared/storeSettings/brand";
import { cx } from "../ui";

/**
 * The store's mark in a header: its logo when one is set (setting-store), else the first letter
 * of its name on the brand colour. The logo carries the name as its alt text.
 */
export function StoreMark({
  storeName,
  settingStore,
  className,
  testId = "store-logo",
  decorative = false,
}: {
  storeName: string;
  settingStore: Record<string, unknown>;
  /** Size of the logo box (height; width follows the logo, capped). */
  className?: string;
  testId?: string;
  /** The store's name is written beside the mark (a link's own text): the logo then adds no name. */
  decorative?: boolean;
}) {
  const logo = storeImage(settingStore, "logo");
  if (logo) {
    const ratio = logo.height > 0 ? logo.width / logo.height : 1;
    return (
      <img
        src={logoSrc(logo)}
        alt={decorative ? "" : storeName}
        data-testid={testId}
        // Intrinsic ratio from the upload, so the header does not shift while the logo loads.
        width={Math.round(40 * ratio)}
        height={40}
        decoding="async"
        className={cx("h-10 w-auto max-w-44 shrink-0 object-contain object-left", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cx(
        "flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 font-bold text-white",
        className,
      )}
    >
      {storeName.slice(0, 1)}
    </span>
  );
}
