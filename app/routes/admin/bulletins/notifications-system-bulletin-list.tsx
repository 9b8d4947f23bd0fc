import type { SystemBulletin } from "@functions/store/content/systemBulletins";
import { BellRing } from "lucide-react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { DetailPage, ListPage, OpenRowLink } from "~/components/admin/kit";
import { idParam, listOf } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";
import { BulletinBody } from "./lib/BulletinBody";
import { bulletinColumns } from "./lib/columns";

// /admin/notifications-{product}-bulletin-list/:id — the platform's notices to every store
// (GET /api/{product}/bulletins): 0 lists them, pinned first; an id reads that one.

const PAGE_SIZE = 20;

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  if (id) return { items: [], opened: await adminLoad<SystemBulletin>(BULLETIN_API.notice(id)) };
  return { items: listOf<SystemBulletin>(await adminLoad<unknown>(BULLETIN_API.notices)), opened: null };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function SystemNotices({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { opened } = loaderData;
  const title = t("notices.systemTitle");

  if (opened)
    return (
      <DetailPage
        title={opened.title}
        breadcrumbs={[
          { label: t("notices.notifications") },
          { label: title, to: BULLETIN_PATHS.notices() },
          { label: opened.title },
        ]}
        back={{ to: BULLETIN_PATHS.notices(), label: t("notices.back") }}
        testId="system-notice-detail"
        narrow
      >
        <Section title={title}>
          <BulletinBody bulletin={opened} testId="system-notice-body" />
        </Section>
      </DetailPage>
    );

  const rows = loaderData.items.map((n) => ({ ...n, categoryId: null }));
  return (
    <ListPage
      title={title}
      description={t("notices.systemDescription")}
      breadcrumbs={[{ label: t("notices.notifications") }, { label: title }]}
      testId="system-notices"
      columns={bulletinColumns<(typeof rows)[number]>(t, locale, { to: (n) => BULLETIN_PATHS.notices(n.id) })}
      rows={rows}
      rowKey={(n) => n.id}
      rowLabel={(n) => n.title}
      rowTestId={(n) => `system-notice-row-${n.id}`}
      pageSize={PAGE_SIZE}
      rowActions={(n) => <OpenRowLink to={BULLETIN_PATHS.notices(n.id)} label={t("notices.read")} name={n.title} />}
      empty={{
        icon: <BellRing size={36} aria-hidden />,
        title: t("notices.systemEmptyTitle"),
        body: t("notices.systemEmptyBody"),
      }}
    />
  );
}
