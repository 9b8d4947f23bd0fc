import type { MediaRef } from "@functions/shared/media";
import { STORE_IMAGES, type StoreImageKey } from "@functions/shared/storeSettings/company";
import { Section } from "~/components/admin/AdminPage";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { StoreMark } from "~/components/brand/StoreMark";
import { useT } from "~/i18n";

const IMAGES: { key: StoreImageKey; aspect: "square" | "wide" }[] = [
  { key: "logo", aspect: "wide" },
  { key: "favicon", aspect: "square" },
  { key: "shareImage", aspect: "wide" },
];

/**
 * The three brand images, each one upload through the media pipeline (POST /api/admin/media with
 * its spec media type), plus a preview of the storefront header with the chosen logo.
 */
export function BrandImages({
  storeName,
  values,
  onChange,
  error,
}: {
  storeName: string;
  values: Record<StoreImageKey, MediaRef | null>;
  onChange: (key: StoreImageKey, media: MediaRef | null) => void;
  error: (path: string) => string | undefined;
}) {
  const t = useT();
  return (
    <Section id="store-brand" title={t("storeSetting.brand")} description={t("storeSetting.brandHint")}>
      <div className="flex flex-col gap-6">
        {IMAGES.map(({ key, aspect }) => (
          <div key={key} className="flex min-w-0 flex-col gap-2" data-field={`${key}Id`}>
            <MediaUploader
              label={t(`storeSetting.${key}`)}
              value={values[key] ? [values[key]] : []}
              onChange={(list) => onChange(key, list[0] ?? null)}
              fields={{ type: STORE_IMAGES[key] }}
              max={1}
              aspect={aspect}
              coverLabel=""
              hint={t(`storeSetting.${key}Hint`)}
              error={error(`${key}Id`)}
              testId={`store-${key}`}
            />
          </div>
        ))}
      </div>
      <HeaderPreview storeName={storeName} logo={values.logo} />
    </Section>
  );
}

/** The storefront header as it will look: the logo, or the store name while there is none. */
function HeaderPreview({ storeName, logo }: { storeName: string; logo: MediaRef | null }) {
  const t = useT();
  return (
    <figure className="mt-6">
      <figcaption className="mb-2 text-sm font-medium text-ink">{t("storeSetting.preview")}</figcaption>
      <div
        className="flex h-16 items-center gap-2.5 rounded-lg border border-line bg-white px-4"
        data-testid="store-header-preview"
      >
        <StoreMark storeName={storeName} settingStore={logo ? { logo } : {}} testId="store-logo-preview" />
        {!logo && <span className="truncate text-lg font-bold">{storeName}</span>}
      </div>
    </figure>
  );
}
