import type { AdminBulletin, BulletinCategory } from "@functions/store/content/model";
import { Pencil } from "lucide-react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Badge, DetailPage, HeaderLink } from "~/components/admin/kit";
import { idParam, optionalList } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";
import { BulletinBody } from "./lib/BulletinBody";

// /admin/bulletin-detail/:id — one bulletin as the branches read it, with the way to edit it.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  if (!id) throw new Response("Not found", { status: 404 });
  const [bulletin, categories] = await Promise.all([
    adminLoad<AdminBulletin>(BULLETIN_API.bulletin(id)),
    optionalList<BulletinCategory>(BULLETIN_API.categories),
  ]);
  return { bulletin, category: categories.items.find((c) => c.id === bulletin.categoryId)?.name };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinDetail({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { bulletin, category } = loaderData;
  const list = BULLETIN_PATHS.list(bulletin.categoryId ?? 0, "3");
  return (
    <DetailPage
      title={bulletin.title}
      breadcrumbs={[
        { label: t("bulletins.section") },
        { label: t("bulletins.listTitle"), to: list },
        { label: bulletin.title },
      ]}
      back={{ to: list, label: t("notices.back") }}
      description={bulletin.isDisplay ? undefined : <Badge>{t("adminContent.hiddenShort")}</Badge>}
      actions={
        <HeaderLink
          to={BULLETIN_PATHS.edit(bulletin.id)}
          icon={<Pencil size={16} aria-hidden />}
          label={t("bulletins.edit")}
        />
      }
      testId="bulletin-detail"
      narrow
    >
      <Section title={t("bulletins.detailTitle")}>
        <BulletinBody bulletin={bulletin} category={category ?? undefined} testId="bulletin-body" />
      </Section>
    </DetailPage>
  );
}
