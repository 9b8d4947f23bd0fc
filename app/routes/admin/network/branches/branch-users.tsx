import "~/i18n/areas/network/branchAdminForms";
import { labelTitle } from "@functions/shared/network/branchLabels";
import { NotebookPen, UserRound } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, failureKey, withQuery } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import {
  ExportLink,
  FilterBar,
  FilterChoice,
  FilterSearch,
  ListPage,
  pageParam,
  useRowFlag,
} from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { BRANCH_API, PAGE_SIZE } from "./lib/api";
import { useNetworkLabels } from "./lib/labels";
import { NoteDialog } from "./lib/NoteDialog";
import { type BranchUserRow, branchUserColumns } from "./lib/userColumns";

// /admin/branch-user-list — every branch's members as the head store sees them (GET /api/admin/
// branch/users): search, branch and state filters, the excel of the same filter, and what PATCH
// allows: block (ends the member's sessions) and a private note.

type Page = { items: BranchUserRow[]; total: number };

function filtersOf(url: string) {
  const q = new URL(url).searchParams;
  const blocked = q.get("blocked");
  const branchId = Number(q.get("branchId")) || undefined;
  return {
    keyword: q.get("q") || undefined,
    blocked: blocked === "true" || blocked === "false" ? blocked : undefined,
    branchId,
    page: pageParam(q.get("page")),
  };
}

export async function clientLoader({ request }: { request: Request }) {
  const { page, ...f } = filtersOf(request.url);
  const data = await adminLoad<Page>(BRANCH_API.users, { ...f, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return { ...data, filter: f, filtered: Boolean(f.keyword || f.blocked || f.branchId) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BranchUsers({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const label = useNetworkLabels();
  const { revalidate } = useRevalidator();
  const { items, total, filter, filtered } = loaderData;
  const [noting, setNoting] = useState<BranchUserRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string>();
  const active = useRowFlag<BranchUserRow>({
    id: (u) => u.id,
    get: (u) => u.blockedAt === null,
    send: (u, on) => adminSend("PATCH", BRANCH_API.user(u.id), { blocked: !on }),
    done: (u, on) => t(on ? "baf.users.unblocked" : "baf.users.blocked", { name: u.name }),
  });
  async function saveNote(u: BranchUserRow, adminNote: string) {
    setBusy(true);
    const r = await adminSend("PATCH", BRANCH_API.user(u.id), { adminNote });
    setBusy(false);
    if (!r.ok) {
      const issue = r.issues[0]?.message;
      if (issue) return setNoteError(t(issue));
      return void flash.error(t(failureKey(r)));
    }
    setNoting(null);
    flash.success(t("baf.users.noteSaved", { name: u.name }));
    revalidate();
  }
  const title = labelTitle(t("baf.users.title", { label: label("branchNameLabel") }));
  return (
    <ListPage
      title={title}
      description={t("baf.users.description")}
      breadcrumbs={[{ label: label("branchNameLabel") }, { label: title }]}
      testId="branch-users"
      empty={{
        icon: <UserRound size={36} aria-hidden />,
        title: t("baf.users.emptyTitle"),
        body: t("baf.users.emptyBody", { label: label("branchNameLabel") }),
      }}
      filtered={filtered}
      total={total}
      pageSize={PAGE_SIZE}
      actions={
        <ExportLink
          href={withQuery(BRANCH_API.userExcel, { ...filter, locale })}
          label={t("baf.users.export")}
          testId="branch-users-export"
        />
      }
      filters={
        <FilterBar>
          <FilterSearch label={t("baf.users.search")} />
          <FilterChoice
            name="blocked"
            label={t("baf.users.state")}
            any={t("baf.users.anyState")}
            options={[
              { value: "false", label: t("baf.users.stateActive") },
              { value: "true", label: t("baf.users.stateBlocked") },
            ]}
          />
        </FilterBar>
      }
      columns={branchUserColumns(t, locale, label, active)}
      rows={items}
      rowKey={(u) => u.id}
      rowLabel={(u) => u.name}
      rowTestId={(u) => `branch-user-${u.id}`}
      rowActions={(u) => (
        <Button
          variant="ghost"
          className="h-9 px-2.5"
          onClick={() => {
            setNoteError(undefined);
            setNoting(u);
          }}
          aria-label={t("baf.users.noteTitle", { name: u.name })}
          data-testid={`branch-user-note-${u.id}`}
        >
          <NotebookPen size={16} aria-hidden />
          <span className="min-[734px]:sr-only">{t("baf.users.note")}</span>
        </Button>
      )}
    >
      {noting && (
        <NoteDialog
          name={noting.name}
          initial={noting.adminNote}
          busy={busy}
          error={noteError}
          onSave={(note) => void saveNote(noting, note)}
          onCancel={() => setNoting(null)}
        />
      )}
    </ListPage>
  );
}
