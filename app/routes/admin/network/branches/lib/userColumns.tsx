import type { BranchUserRow } from "@functions/network/branches/users";
import type { Column } from "~/components/admin/kit/DataTable";
import { Toggle } from "~/components/admin/Toggle";
import { taipei } from "~/components/orders/format";
import type { Locale, useT } from "~/i18n";
import type { NetworkLabel } from "./labels";

// The branch member list's columns: who, which branch, when, the note, and the active switch.

export type { BranchUserRow };

export function branchUserColumns(
  t: ReturnType<typeof useT>,
  locale: Locale,
  label: (k: NetworkLabel) => string,
  active: { value: (u: BranchUserRow) => boolean; set: (u: BranchUserRow, on: boolean) => void },
): Column<BranchUserRow>[] {
  return [
    {
      key: "member",
      header: t("baf.users.member"),
      primary: true,
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium">{u.name}</p>
          <p className="truncate text-sm text-muted">{[u.email, u.phone].filter(Boolean).join(" · ")}</p>
        </div>
      ),
    },
    {
      key: "branch",
      header: label("branchNameLabel"),
      cell: (u) => <span className="text-sm">{u.branchName}</span>,
    },
    {
      key: "joined",
      header: t("baf.users.joined"),
      hideOnMobile: true,
      cell: (u) => <span className="text-sm whitespace-nowrap">{taipei(u.createdAt, locale, false)}</span>,
    },
    {
      key: "lastSeen",
      header: t("baf.users.lastSeen"),
      hideOnMobile: true,
      cell: (u) => (
        <span className="text-sm whitespace-nowrap">{u.lastSeenAt ? taipei(u.lastSeenAt, locale, false) : "—"}</span>
      ),
    },
    {
      key: "note",
      header: t("baf.users.note"),
      cell: (u) => <span className="line-clamp-2 text-sm text-muted">{u.adminNote || "—"}</span>,
    },
    {
      key: "active",
      header: t("baf.users.active"),
      cell: (u) => (
        <Toggle
          checked={active.value(u)}
          onChange={(on) => active.set(u, on)}
          label={t("baf.users.activeOf", { name: u.name })}
          hideLabel
          testId={`branch-user-active-${u.id}`}
        />
      ),
    },
  ];
}
