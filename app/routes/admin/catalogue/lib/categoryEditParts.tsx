import type { MediaRef } from "@functions/shared/media";
import { Section } from "~/components/admin/AdminPage";
import type { useEditForm } from "~/components/admin/kit";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { PATHS } from "./api";

// The category edit page's values and its image section.

export type CategoryValues = {
  name: string;
  parentId: number | null;
  isDisplay: boolean;
  sort: number | null;
  media: MediaRef[];
  mediaId: number | null;
};
export type CategoryForm = ReturnType<typeof useEditForm<CategoryValues>>;

/** The saved image (by id, until it is removed) or the uploader of a new one. */
export function CategoryImageSection({ form }: { form: CategoryForm }) {
  const t = useT();
  const { values: v, set } = form;
  return (
    <Section title={t("cat.image")} description={t("cat.imageHint")}>
      {v.mediaId && v.media.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted">{t("cat.imageSet", { id: v.mediaId })}</span>
          <Button type="button" variant="secondary" className="h-9" onClick={() => set("mediaId", null)}>
            {t("cat.imageRemove")}
          </Button>
        </div>
      ) : (
        <MediaUploader
          label={t("cat.image")}
          value={v.media}
          onChange={(m) => {
            set("media", m);
            if (m.length === 0) set("mediaId", null);
          }}
          max={1}
          endpoint={PATHS.media}
          fields={{ type: "PRODUCT_SQUARE" }}
          error={form.error("mediaId")}
        />
      )}
    </Section>
  );
}
