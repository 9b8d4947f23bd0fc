import { Link } from "react-router";
import { CONTENT_PATHS, youtubeIdOf } from "~/components/admin/content/api";
import { BannerPreview } from "~/components/admin/content/BannerPreview";
import { DevicePreview } from "~/components/admin/content/DevicePreview";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import type { Values } from "./values";

/** The banner as the storefront draws it with the store's own style, following every change. */
export function PreviewAside({ values: v }: { values: Values }) {
  const t = useT();
  const { store } = useRoot();
  return (
    <DevicePreview id="banner-preview">
      {(device) => (
        <>
          <BannerPreview
            device={device}
            settings={store.personalSettings}
            model={{
              ...v,
              videoId: v.type === "VIDEO" ? youtubeIdOf(v.video) : null,
              productCategoryId: v.source === "CATEGORY" ? v.productCategoryId : null,
              productTopicId: v.source === "TOPIC" ? v.productTopicId : null,
              productSortKey: v.productSortKey || null,
              amount: v.amount ?? 0,
            }}
          />
          <p className="mt-3 text-xs text-muted">
            {t("adminContent.preview.styleNote")}{" "}
            <Link to={CONTENT_PATHS.style} className="text-brand-700 underline underline-offset-2">
              {t("adminContent.style.title")}
            </Link>
          </p>
        </>
      )}
    </DevicePreview>
  );
}
