import { Check, ShieldCheck, X } from "lucide-react";
import { useState } from "react";
import { useParams, useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { TextAreaField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { ListPage } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { API, type AuditRow, DISPLAYS, type Display, PATHS } from "./lib/api";
import { auditColumns } from "./lib/auditColumns";

// /admin/branch-audit-list/:display — branches whose owner profile the head store reviews
// (pending, approved, denied); approve or deny a pending one (PATCH /api/admin/branch/audits/{id}).

const displayOf = (v: string | undefined): Display =>
  (DISPLAYS as readonly string[]).includes(v ?? "") ? (v as Display) : "pending";

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  return adminLoad<{ rows: AuditRow[]; counts: Record<Display, number> }>(API.audits, {
    display: displayOf(params.display),
  });
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Decision = { row: AuditRow; status: "NORMAL" | "DENY" };

export default function AuditList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const display = displayOf(useParams().display);
  const { revalidate } = useRevalidator();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const { rows, counts } = loaderData;

  async function decide() {
    if (!decision) return;
    const { row, status } = decision;
    setBusy(true);
    const r = await adminSend("PATCH", API.audit(row.id), { status, message: status === "DENY" ? reason : "" });
    setBusy(false);
    setDecision(null);
    setReason("");
    if (!r.ok) flash.error(t(failureKey(r)));
    else flash.success(t(status === "NORMAL" ? "audit.approved" : "audit.denied", { name: row.storeName }));
    await revalidate();
  }

  const columns = auditColumns(t, locale);
  return (
    <ListPage
      title={t("audit.title")}
      description={t("audit.description")}
      tabs={{
        label: t("audit.tabs"),
        active: display,
        items: DISPLAYS.map((d) => ({ key: d, label: t(`audit.display.${d}`), to: PATHS.audits(d), count: counts[d] })),
      }}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.storeName}
      rowTestId={(r) => `audit-row-${r.domainName ?? r.id}`}
      rowActions={
        display === "pending"
          ? (r) => (
              <>
                <Button
                  variant="secondary"
                  className="h-9 px-3"
                  onClick={() => setDecision({ row: r, status: "NORMAL" })}
                  aria-label={t("audit.approveOf", { name: r.storeName })}
                  data-testid={`audit-approve-${r.domainName ?? r.id}`}
                >
                  <Check size={16} aria-hidden /> {t("audit.approve")}
                </Button>
                <Button
                  variant="ghost"
                  className="h-9 px-3 text-danger"
                  onClick={() => setDecision({ row: r, status: "DENY" })}
                  aria-label={t("audit.denyOf", { name: r.storeName })}
                  data-testid={`audit-deny-${r.domainName ?? r.id}`}
                >
                  <X size={16} aria-hidden /> {t("audit.deny")}
                </Button>
              </>
            )
          : undefined
      }
      pageSize={20}
      empty={{
        icon: <ShieldCheck size={36} aria-hidden />,
        title: t(`audit.empty.${display}`),
        body: t("audit.emptyBody"),
      }}
    >
      {decision && (
        <ConfirmDialog
          title={t(decision.status === "NORMAL" ? "audit.approveTitle" : "audit.denyTitle", {
            name: decision.row.storeName,
          })}
          body={t(decision.status === "NORMAL" ? "audit.approveBody" : "audit.denyBody")}
          confirmLabel={t(decision.status === "NORMAL" ? "audit.approve" : "audit.deny")}
          tone={decision.status === "NORMAL" ? "brand" : "danger"}
          busy={busy}
          onConfirm={() => void decide()}
          onCancel={() => setDecision(null)}
          testId="audit-confirm"
        >
          {decision.status === "DENY" && (
            <TextAreaField
              label={t("audit.reason")}
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={200}
              rows={3}
            />
          )}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
