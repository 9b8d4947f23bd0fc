import { Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import {
  CATEGORY_MAX_LEVEL,
  categoryCreateInput,
  categoryPatchInput,
  NAME_MAX,
} from "../../../../functions/catalogue/taxonomySchemas";
import type { MediaRef } from "../../../../functions/shared/media";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { MediaUploader } from "../../../components/admin/MediaUploader";
import { NumberField } from "../../../components/admin/NumberField";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton, SelectField } from "../../../components/ui";
import { useT } from "../../../i18n";
import {
  type AdminCategoryDetail,
  flattenCategories,
  loadCategories,
  PATHS,
  subtreeHeight,
  subtreeIds,
} from "./lib/api";
import { idParam } from "./lib/filters";
import { levelPath } from "./lib/paths";

// /admin/store-editcategory/:id/:hasChildren: id 0 creates (?parentId= preselects the parent).

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const id = idParam(params.id);
  const [tree, category] = await Promise.all([
    loadCategories(),
    id ? adminLoad<AdminCategoryDetail>(PATHS.category(id)) : Promise.resolve(null),
  ]);
  const parentParam = idParam(new URL(request.url).searchParams.get("parentId") ?? undefined);
  return { tree, category, parentParam };
}

export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Values = {
  name: string;
  parentId: number | null;
  isDisplay: boolean;
  sort: number | null;
  media: MediaRef[];
  mediaId: number | null;
};

export default function CategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const { tree, category, parentParam } = loaderData;
  const flat = useMemo(() => flattenCategories(tree), [tree]);
  const self = category ? flat.find((f) => f.node.id === category.id)?.node : undefined;
  const hasChildren = Boolean(category?.children.length) || (params.hasChildren === "1" && !category);
  const form = useAdminForm<Values>({
    name: category?.name ?? "",
    parentId: category ? category.parentId : (parentParam ?? null),
    isDisplay: category?.isDisplay ?? true,
    sort: category?.sort ?? 0,
    media: [],
    mediaId: category?.mediaId ?? null,
  });
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // A parent keeps the whole branch within three levels, and is never the category itself or below it.
  const height = self ? subtreeHeight(self) : 1;
  const excluded = new Set(self ? subtreeIds(self) : []);
  const parents = flat.filter((f) => !excluded.has(f.node.id) && f.level + height <= CATEGORY_MAX_LEVEL);

  async function save() {
    const body = {
      name: v.name,
      parentId: v.parentId ?? 0,
      isDisplay: v.isDisplay,
      sort: v.sort ?? 0,
      mediaId: v.media[0]?.id ?? v.mediaId ?? null,
    };
    if (!form.check(category ? categoryPatchInput : categoryCreateInput, body)) return;
    setSaving(true);
    const r = category
      ? await adminSend<AdminCategoryDetail>("PATCH", PATHS.category(category.id), body)
      : await adminSend<AdminCategoryDetail>("POST", PATHS.categories, body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(category ? t("adminUi.saved") : t("adminUi.created"));
    form.reset(v);
    navigate(levelPath(r.data.parentId, "3"), { state: SAVED });
  }

  async function remove() {
    if (!category) return;
    setSaving(true);
    const r = await adminSend("DELETE", PATHS.category(category.id));
    setSaving(false);
    setConfirmDelete(false);
    if (!r.ok) {
      const issue = r.issues[0]?.message;
      flash.error(issue ? t(issue) : t(failureKey(r)));
      return;
    }
    flash.success(t("adminUi.deleted"));
    navigate(levelPath(category.parentId, "3"), { state: SAVED });
  }

  const title = category ? t("cat.editTitle", { name: category.name }) : t("cat.newTitle");
  const backTo = levelPath(category ? category.parentId : v.parentId, "1");
  return (
    <AdminPage
      title={title}
      narrow
      breadcrumbs={[
        { label: t("cat.categories"), to: levelPath(null, "1") },
        ...(category?.ancestors ?? []).map((a) => ({ label: a.name, to: levelPath(a.id, "1") })),
        { label: category ? category.name : t("cat.newTitle") },
      ]}
    >
      <UnsavedChangesGuard when={form.dirty && !saving} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-4"
      >
        <Section title={t("cat.basics")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <TextField
              label={t("cat.name")}
              name="name"
              value={v.name}
              onChange={(x) => set("name", x)}
              required
              maxLength={NAME_MAX.category}
              error={form.error("name")}
              testId="category-name-input"
              className="min-[734px]:col-span-2"
            />
            <SelectField
              label={t("cat.parent")}
              name="parentId"
              value={v.parentId ?? 0}
              onChange={(e) => set("parentId", Number(e.target.value) || null)}
              error={form.error("parentId")}
            >
              <option value={0}>{t("cat.topLevel")}</option>
              {parents.map((f) => (
                <option key={f.node.id} value={f.node.id}>
                  {f.path.join(" › ")}
                </option>
              ))}
            </SelectField>
            <NumberField
              label={t("cat.sort")}
              name="sort"
              value={v.sort}
              onChange={(x) => set("sort", x)}
              min={0}
              hint={t("cat.sortHint")}
              error={form.error("sort")}
            />
            <Toggle
              checked={v.isDisplay}
              onChange={(x) => set("isDisplay", x)}
              label={t("cat.displayLabel")}
              description={t("cat.displayHint")}
              className="min-[734px]:col-span-2"
            />
          </div>
          {hasChildren && (
            <p className="mt-3 text-sm text-muted">{t("cat.parentLimited", { max: CATEGORY_MAX_LEVEL })}</p>
          )}
        </Section>
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
        {category && (
          <Section title={t("cat.dangerZone")}>
            {hasChildren ? (
              <p className="text-sm text-muted">
                {t("cat.deleteHasChildren")}{" "}
                <Link to={levelPath(category.id, "3")} className="font-medium text-brand-700 underline">
                  {t("cat.manageSubcategories")}
                </Link>
              </p>
            ) : (
              <Button type="button" variant="secondary" className="text-danger" onClick={() => setConfirmDelete(true)}>
                <Trash2 size={16} aria-hidden /> {t("cat.delete")}
              </Button>
            )}
          </Section>
        )}
        <StickyActions>
          <LinkButton to={backTo} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving} data-testid="category-save">
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
      {confirmDelete && category && (
        <ConfirmDialog
          title={t("cat.deleteTitle", { name: category.name })}
          body={t("cat.deleteBody", { count: category.productCount })}
          confirmLabel={t("adminUi.delete")}
          busy={saving}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </AdminPage>
  );
}
