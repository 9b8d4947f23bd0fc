import { REDACTED } from "@functions/shared/store/auditChanges";
import type { OperationDetail } from "@functions/store/audit/service";
import { ArrowLeft } from "lucide-react";
import { redirect } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { HeaderLink } from "~/components/admin/kit";
import { taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { AUDIT_API, AUDIT_PATHS, labelText } from "./lib";

// /admin/user-logs-list/:id — one operation: who, when, method and path, the object, and the
// change as a before/after table (secrets were redacted when the row was written).

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = /^[1-9]\d{0,14}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) throw redirect(AUDIT_PATHS.list);
  return { op: await adminLoad<OperationDetail>(AUDIT_API.one(id)) };
}

export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

function Value({ v }: { v: unknown }) {
  const t = useT();
  if (v === REDACTED) return <span className="text-muted italic">{t("adminAudit.redacted")}</span>;
  if (v === null || v === undefined || v === "") return <span className="text-muted">{t("adminAudit.empty")}</span>;
  const text = typeof v === "string" ? v : JSON.stringify(v);
  return <span className="break-all whitespace-pre-wrap">{text}</span>;
}

export default function OperationDetailPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { op } = loaderData;
  const facts: [string, React.ReactNode][] = [
    [t("adminAudit.when"), taipei(op.createdAt, locale)],
    [t("adminAudit.staff"), op.userName],
    [t("adminAudit.system"), t(`adminAudit.sys.${op.system}`)],
    [t("adminAudit.objectId"), op.objectId ?? "—"],
    [t("adminAudit.objectName"), op.objectName ?? "—"],
    [
      t("adminAudit.method"),
      <span key="m" className="font-mono">
        {op.method}
      </span>,
    ],
    [
      t("adminAudit.path"),
      <span key="p" className="font-mono text-sm break-all">
        {op.path}
      </span>,
    ],
  ];
  return (
    <AdminPage
      title={labelText(t, op.label, op.system)}
      breadcrumbs={[
        { label: t("adminAudit.section") },
        { label: t("adminAudit.title"), to: AUDIT_PATHS.list },
        { label: t("adminAudit.detailTitle", { id: op.id }) },
      ]}
      actions={
        <HeaderLink to={AUDIT_PATHS.list} icon={<ArrowLeft size={16} aria-hidden />} label={t("adminAudit.back")} />
      }
      testId="audit-detail"
    >
      <Section title={t("adminAudit.detailTitle", { id: op.id })}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="min-w-0">{v}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t("adminAudit.changes")}>
        {op.changes.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-[15px]" data-testid="audit-changes">
              <thead className="text-sm text-muted">
                <tr>
                  <th className="py-2 pr-3 font-medium">{t("adminAudit.field")}</th>
                  <th className="py-2 pr-3 font-medium">{t("adminAudit.before")}</th>
                  <th className="py-2 font-medium">{t("adminAudit.after")}</th>
                </tr>
              </thead>
              <tbody>
                {op.changes.map((c) => (
                  <tr key={c.field} className="border-t border-line align-top">
                    <th scope="row" className="py-2 pr-3 font-mono text-sm font-normal">
                      {c.field}
                    </th>
                    <td className="py-2 pr-3 text-muted">
                      <Value v={c.before} />
                    </td>
                    <td className="py-2">
                      <Value v={c.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-muted">{t("adminAudit.noChanges")}</p>
        )}
      </Section>
      <Section title={t("adminAudit.payload")}>
        {op.payload == null ? (
          <p className="text-muted">{t("adminAudit.noPayload")}</p>
        ) : (
          <pre className="overflow-x-auto rounded-lg bg-surface p-3 text-xs whitespace-pre-wrap break-all">
            {JSON.stringify(op.payload, null, 2)}
          </pre>
        )}
      </Section>
    </AdminPage>
  );
}
