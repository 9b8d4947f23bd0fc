import type { Column } from "~/components/admin/kit/DataTable";
import type { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import type { AuditRow } from "./api";

/** The audit list's columns: branch (name, host), owner, contact, when the profile came in. */
export function auditColumns(t: ReturnType<typeof useT>, locale: ReturnType<typeof useLocale>): Column<AuditRow>[] {
  return [
    {
      key: "branch",
      header: t("audit.branch"),
      primary: true,
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium">{r.storeName}</p>
          <p className="break-all font-mono text-xs text-muted">{r.host ?? r.domainName}</p>
        </div>
      ),
    },
    {
      key: "owner",
      header: t("audit.owner"),
      cell: (r) => r.ownerName ?? <span className="text-muted">{t("audit.notSubmitted")}</span>,
    },
    {
      key: "contact",
      header: t("audit.contact"),
      hideOnMobile: true,
      cell: (r) => (r.phone ? `${r.phone} · ${r.email}` : "—"),
    },
    {
      key: "submittedAt",
      header: t("audit.submittedAt"),
      cell: (r) => formatTaipei(r.submittedAt, locale) || "—",
    },
  ];
}
