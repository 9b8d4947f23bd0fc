import type { AdminBulletin, BulletinCategory } from "@functions/store/content/model";
import { bulletinCreateInput } from "@functions/store/content/schemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { DisplaySort, useContentEdit } from "~/components/admin/content/contentEdit";
import { RefSelect } from "~/components/admin/content/RefSelect";
import { TextField } from "~/components/admin/FormBits";
import { EditPage } from "~/components/admin/kit";
import { idParam, optionalList } from "~/components/admin/loaderData";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Toggle } from "~/components/admin/Toggle";
import { Alert } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";

// /admin/bulletin-edit/:id — one bulletin to the branches (`0` or `new` creates; ?categoryId=
// preselects): title, rich content, category, pinned, shown and its order.

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const id = idParam(params.id);
  const [bulletin, categories] = await Promise.all([
    id ? adminLoad<AdminBulletin>(BULLETIN_API.bulletin(id)) : Promise.resolve(null),
    optionalList<BulletinCategory>(BULLETIN_API.categories),
  ]);
  const preset = idParam(new URL(request.url).searchParams.get("categoryId") ?? undefined);
  return { bulletin, categories, preset };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const valuesOf = (b: AdminBulletin | null, preset: number | null) => ({
  title: b?.title ?? "",
  content: b?.content ?? "",
  categoryId: b ? b.categoryId : preset,
  isTop: b?.isTop ?? false,
  isDisplay: b?.isDisplay ?? true,
  sort: (b?.sort ?? 0) as number | null,
});

export default function BulletinEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { bulletin, categories, preset } = loaderData;
  const { form, fail, removal } = useContentEdit(valuesOf(bulletin, preset));
  const v = form.values;
  const listPath = BULLETIN_PATHS.list(v.categoryId ?? 0, "3");

  const save = () =>
    form.save({
      schema: bulletinCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) =>
        bulletin
          ? adminSend<AdminBulletin>("PATCH", BULLETIN_API.bulletin(bulletin.id), body)
          : adminSend<AdminBulletin>("POST", BULLETIN_API.bulletins, body),
      created: !bulletin,
      resetTo: (b) => valuesOf(b, null),
      next: (b) => BULLETIN_PATHS.detail(b.id),
      fail,
    });

  const title = bulletin ? t("bulletins.editTitle") : t("bulletins.newTitle");
  return (
    <EditPage
      title={title}
      description={
        bulletin
          ? t("bulletins.meta", {
              created: formatTaipei(bulletin.createdAt, locale),
              updated: formatTaipei(bulletin.updatedAt, locale),
            })
          : undefined
      }
      breadcrumbs={[
        { label: t("bulletins.section") },
        { label: t("bulletins.listTitle"), to: listPath },
        { label: title },
      ]}
      form={form}
      onSubmit={() => void save()}
      backTo={bulletin ? BULLETIN_PATHS.detail(bulletin.id) : listPath}
      saveTestId="bulletin-save"
      testId="bulletin-edit"
      aside={
        <Section title={t("bulletins.publishSection")}>
          <div className="flex flex-col gap-4">
            <RefSelect
              label={t("bulletins.category")}
              name="categoryId"
              value={v.categoryId}
              onPick={(x) => form.set("categoryId", x)}
              emptyLabel={t("bulletins.noCategory")}
              options={categories.items}
              error={form.error("categoryId")}
              data-testid="bulletin-category"
            />
            {categories.failed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
            <Toggle
              label={t("bulletins.isTop")}
              description={t("bulletins.isTopHint")}
              {...form.toggle("isTop")}
              testId="bulletin-isTop"
            />
            <DisplaySort
              label={t("bulletins.isDisplay")}
              hint={t("bulletins.isDisplayHint")}
              isDisplay={v.isDisplay}
              sort={v.sort}
              onChange={form.patch}
              sortError={form.error("sort")}
              testId="bulletin-isDisplay"
            />
          </div>
        </Section>
      }
      remove={
        bulletin &&
        removal({
          title: t("bulletins.deleteTitle"),
          body: t("bulletins.deleteBody", { name: bulletin.title }),
          path: BULLETIN_API.bulletin(bulletin.id),
          next: BULLETIN_PATHS.list(0, "1"),
        })
      }
    >
      <Section title={t("bulletins.contentSection")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("bulletins.title")}
            {...form.field("title")}
            maxLength={100}
            required
            testId="bulletin-title"
          />
          <RichTextArea
            label={t("bulletins.content")}
            {...form.field("content")}
            rows={12}
            hint={t("adminContent.richHint")}
            testId="bulletin-content"
          />
        </div>
      </Section>
    </EditPage>
  );
}
