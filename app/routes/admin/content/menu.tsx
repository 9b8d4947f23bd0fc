import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { MENU_MAX_ITEMS, type MenuItem, menuInput } from "@functions/store/content/menu";
import type { AdminPageSummary } from "@functions/store/content/model";
import { ExternalLink } from "lucide-react";
import { useMemo } from "react";
import { AdminRouteError, AdminSkeleton, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { type CategoryNodeLike, CONTENT_API } from "~/components/admin/content/api";
import { MenuEditor } from "~/components/admin/content/MenuEditor";
import { MenuPreview } from "~/components/admin/content/MenuPreview";
import type { MenuNode } from "~/components/admin/content/menuTree";
import { issueText } from "~/components/admin/failureText";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { optionalList } from "~/components/admin/loaderData";
import { Alert } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { AddItemSection } from "./lib/menu/AddItemSection";
import { toItems, toNodes } from "./lib/menu/nodes";
import { useMenuTargets } from "./lib/menu/useMenuTargets";

// /admin/settingpage/setting-menu — the storefront's navigation menu: an ordered list of up to two
// levels of categories, topics, pages, article categories, links, new products, on-sale products
// and blogs. Labels default to the target's name or to a built-in label in the store's language.

type TopicLike = { id: number; name: string; isDisplay: boolean };

export async function clientLoader() {
  const [menu, categories, topics, pages, articleCategories] = await Promise.all([
    adminLoad<{ items: MenuItem[] }>(CONTENT_API.menu),
    optionalList<CategoryNodeLike>(CONTENT_API.productCategories),
    optionalList<TopicLike>(CONTENT_API.productTopics),
    optionalList<AdminPageSummary>(CONTENT_API.pages),
    optionalList<ArticleCategory>(CONTENT_API.articleCategories),
  ]);
  return { items: menu.items ?? [], categories, topics, pages, articleCategories };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "menu-settings";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function MenuSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const form = useEditForm<{ tree: MenuNode[] }>({ tree: toNodes(loaderData.items) });
  const tree = form.values.tree;
  const targets = useMenuTargets(loaderData);
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(form.errors).map(([path, m]) => [path, issueText(locale, m)])),
    [form.errors, locale],
  );
  const edit = (next: MenuNode[]) => {
    form.set("tree", next);
    form.setErrors({});
  };

  const save = () =>
    form.save({
      schema: menuInput,
      body: { items: toItems(tree) },
      send: (body) => adminSend<{ items: MenuItem[] }>("PATCH", CONTENT_API.menu, body),
      resetTo: (saved) => ({ tree: toNodes(saved.items ?? toItems(tree)) }),
      message: "adminContent.menu.saved",
    });

  return (
    <EditPage
      title={t("adminContent.menu.title")}
      description={t("adminContent.menu.description")}
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.menu.title") }]}
      actions={
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
        >
          <ExternalLink size={16} aria-hidden /> {t("adminContent.viewStore")}
        </a>
      }
      testId={PAGE_ID}
      form={form}
      onSubmit={() => void save()}
      saveTestId="menu-save"
      aside={
        <>
          <AddItemSection tree={tree} onAdd={edit} targets={targets} />
          <Section title={t("adminContent.preview.title")}>
            <MenuPreview tree={tree} describeRow={targets.describeRow} />
          </Section>
        </>
      }
    >
      {targets.pickerFailed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
      <Section
        title={t("adminContent.menu.items")}
        description={t("adminContent.menu.count", { count: tree.length, max: MENU_MAX_ITEMS })}
      >
        <MenuEditor
          tree={tree}
          onChange={edit}
          describeRow={targets.describeRow}
          errors={errors}
          storeLabel={t("lang.name")}
        />
      </Section>
    </EditPage>
  );
}
