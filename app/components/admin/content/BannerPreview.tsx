import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { type BannerPreviewModel, RADIUS } from "./bannerPreview/model";
import { PictureBlock } from "./bannerPreview/PictureBlock";
import { ProductBlock } from "./bannerPreview/ProductBlock";
import { DeviceFrame } from "./DeviceFrame";
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
  const picture = m.type === "PICTURE" || m.type === "VIDEO";
  const wrapperPad = m.isRemoveWrapperSpace ? "px-0" : "px-2";
  const body = picture ? <PictureBlock m={m} look={look} /> : <ProductBlock m={m} look={look} />;

  const gapClass =
    { NONE: "py-0", SMALL: "py-2", MEDIUM: "py-3", LARGE: "py-5" }[s.bannerUpDownGap as string] ?? "py-2";
  return (
    <DeviceFrame device={device} testId="banner-preview" phoneBar>
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
    </DeviceFrame>
  );
}
