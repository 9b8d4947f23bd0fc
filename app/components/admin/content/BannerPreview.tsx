import { Monitor, Smartphone } from "lucide-react";
import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "../../../../functions/stores/defaults";
import { useT } from "../../../i18n";
import { cx } from "../../ui";
import { type BannerPreviewModel, RADIUS } from "./bannerPreview/model";
import { PictureBlock } from "./bannerPreview/PictureBlock";
import { ProductBlock } from "./bannerPreview/ProductBlock";
import type { PreviewDevice } from "./DevicePreview";

// A live preview of a home banner while it is edited: the same proportions, picture styles and
// product blocks the storefront uses (spec storefront §2 "Home page", §9 ratios), drawn small.
// The picture and product blocks live in bannerPreview/; this file draws the device frame.

export type { BannerPreviewModel, PreviewDevice };

/** The block as a shopper would see it on the chosen device. */
export function BannerPreview({
  model: m,
  device,
  settings,
}: {
  model: BannerPreviewModel;
  device: PreviewDevice;
  settings?: Partial<PersonalSettings> | Record<string, unknown>;
}) {
  const t = useT();
  const s = { ...DEFAULT_PERSONAL_SETTINGS, ...(settings ?? {}) } as PersonalSettings;
  const look = {
    s,
    radius: RADIUS[s.imageBorderType] ?? "rounded-sm",
    shadow: s.imageShadowType === "SHADOW",
    phone: device === "phone",
  };
  const phone = look.phone;
  const picture = m.type === "PICTURE" || m.type === "VIDEO";
  const wrapperPad = m.isRemoveWrapperSpace ? "px-0" : "px-2";
  const body = picture ? <PictureBlock m={m} look={look} /> : <ProductBlock m={m} look={look} />;

  const gapClass =
    { NONE: "py-0", SMALL: "py-2", MEDIUM: "py-3", LARGE: "py-5" }[s.bannerUpDownGap as string] ?? "py-2";
  return (
    <div
      className={cx(
        "mx-auto overflow-hidden border border-line bg-white shadow-sm",
        phone ? "w-[240px] rounded-[22px] border-[6px] border-ink/80" : "w-full rounded-xl",
      )}
      data-testid="banner-preview"
      data-device={device}
    >
      <div className="flex h-6 items-center gap-1 border-b border-line bg-surface px-2">
        {phone ? (
          <Smartphone size={11} aria-hidden className="text-muted" />
        ) : (
          <>
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <span className="h-1.5 w-1.5 rounded-full bg-black/15" />
            <Monitor size={11} aria-hidden className="ml-1 text-muted" />
          </>
        )}
        <span className="ml-1 h-2 flex-1 rounded bg-black/[0.06]" />
      </div>
      <div className={cx("relative", !m.isShow && "opacity-50")}>
        <div className="h-3 bg-black/[0.03]" />
        <div className={cx(gapClass, !picture && wrapperPad)}>{body}</div>
        <div className="h-3 bg-black/[0.03]" />
        {!m.isShow && (
          <span className="absolute top-4 right-2 rounded-full bg-ink/80 px-2 py-0.5 text-[10px] text-white">
            {t("adminContent.preview.hidden")}
          </span>
        )}
      </div>
    </div>
  );
}
