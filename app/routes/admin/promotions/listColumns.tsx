import { Link } from "react-router";
import { adminSend } from "~/components/admin/adminApi";
import { useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { Toggle } from "~/components/admin/Toggle";
import { type Locale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { type AdminPromotion, editPath, itemApi, type Tab } from "./lib";
import { summaryOf, windowOf } from "./summary";
import { STATUS_TONE, usePromoFailure } from "./ui";

// The promotion list's columns: name (and code), the conditions in words, the time window, the
// status and the open switch; the rows' writes (switch, delete) on the kit's row hooks.

/** A row's open switch and its delete, with the promotion's own texts for success and refusal. */
export function usePromotionRows(tab: Tab) {
  const t = useT();
  const failText = usePromoFailure();
  const open = useRowFlag<AdminPromotion>({
    id: (p) => p.id,
    get: (p) => p.isOpen,
    send: (p, isOpen) => adminSend<AdminPromotion>("PATCH", itemApi(tab, p.id), { isOpen }),
    done: (p, on) => t(on ? "adminPromotions.nowOpen" : "adminPromotions.nowClosed", { name: p.name }),
    failText,
  });
  const del = useRowDelete<AdminPromotion>({
    path: (p) => itemApi(tab, p.id),
    title: () => t("adminPromotions.deleteTitle"),
    body: (p) => t("adminPromotions.deleteBody", { name: p.name }),
    failureText: failText,
  });
  return { open, del };
}

type Open = { value: (p: AdminPromotion) => boolean; set: (p: AdminPromotion, on: boolean) => void };

export function promotionColumns(
  t: ReturnType<typeof useT>,
  locale: Locale,
  tab: Tab,
  open: Open,
): Column<AdminPromotion>[] {
  const windowText = (p: AdminPromotion) => {
    const w = windowOf(p);
    if (!w) return t("adminPromotions.noTimeLimit");
    if (!w.start) return t("adminPromotions.until", { end: formatTaipei(w.end, locale) });
    if (!w.end) return t("adminPromotions.from", { start: formatTaipei(w.start, locale) });
    return `${formatTaipei(w.start, locale)} ~ ${formatTaipei(w.end, locale)}`;
  };
  return [
    {
      key: "name",
      header: t("adminPromotions.col.name"),
      primary: true,
      cell: (p) => (
        <div className="min-w-0">
          <Link
            to={editPath(tab, p.id)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="promotion-name-link"
          >
            {p.name}
          </Link>
          {p.code && (
            <p className="mt-0.5 font-mono text-sm text-muted" data-testid="promotion-code">
              {p.code}
            </p>
          )}
        </div>
      ),
    },
    {
      key: "summary",
      header: t("adminPromotions.col.conditions"),
      cell: (p) => (
        <ul className="text-sm" data-testid="promotion-summary">
          {summaryOf(p).map((s, i) => (
            // Tiers have no other identity in a summary line.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            <li key={i}>{t(s.key, s.vars)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: "window",
      header: t("adminPromotions.col.time"),
      cell: (p) => <span className="text-sm">{windowText(p)}</span>,
    },
    {
      key: "status",
      header: t("adminPromotions.col.status"),
      cell: (p) => (
        <span data-testid={`promotion-status-${p.id}`}>
          <Badge tone={STATUS_TONE[p.status]}>{t(p.statusKey)}</Badge>
        </span>
      ),
    },
    {
      key: "isOpen",
      header: t("adminPromotions.col.open"),
      cell: (p) => (
        <Toggle
          checked={open.value(p)}
          onChange={(x) => open.set(p, x)}
          label={t("adminPromotions.openNamed", { name: p.name })}
          hideLabel
          testId={`promotion-open-${p.id}`}
        />
      ),
    },
  ];
}
