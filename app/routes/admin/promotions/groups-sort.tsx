import { PROMOTION_STATUS_KEYS } from "@functions/commerce/promotions/status";
import { ListOrdered } from "lucide-react";
import { useState } from "react";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { focusLater, MoveRowButtons, UnsavedChangesGuard } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { Button, Card, EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { type GroupState, groupChanges, groupStateOf, moveInGroup, moveToGroup, nextGroupNumber } from "./groups";
import { PROMO_API, PROMO_PATHS, type PromotionGroup } from "./lib";
import { STATUS_TONE, usePromoFailure } from "./ui";

// /admin/settingpage/promotions-groups-sort/edit — automatic promotions by group number, in the
// order the storefront applies and lists them. Reorder inside a group (up/down) and move between
// groups; save sends PATCH promotion/groups/{n} with the whole order of every changed group.

export async function clientLoader() {
  return { groups: await adminLoad<PromotionGroup[]>(PROMO_API.groups) };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see content/banner-edit.tsx).
const PAGE_ID = "promotion-groups";
export function HydrateFallback() {
  return <AdminSkeleton testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function GroupsSort({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const failText = usePromoFailure();
  const [saved, setSaved] = useState<GroupState>(() => groupStateOf(loaderData.groups));
  const [state, setState] = useState<GroupState>(saved);
  const [info, setInfo] = useState(() => new Map(loaderData.groups.flatMap((g) => g.promotions.map((p) => [p.id, p]))));
  const [saving, setSaving] = useState(false);
  const changes = groupChanges(saved, state);
  const newGroup = nextGroupNumber(state);

  function move(id: number, delta: -1 | 1) {
    setState((s) => moveInGroup(s, id, delta));
    const [up, down] = [`group-move-${id}-up`, `group-move-${id}-down`];
    focusLater(...(delta < 0 ? [up, down] : [down, up]));
  }
  function regroup(id: number, groupNumber: number) {
    setState((s) => moveToGroup(s, id, groupNumber));
    focusLater(`group-of-${id}`);
  }

  async function save() {
    setSaving(true);
    // Every changed group in its final order; a promotion named in a group leaves its old one.
    let latest: PromotionGroup[] | null = null;
    for (const c of changes) {
      const r = await adminSend<PromotionGroup[]>("PATCH", PROMO_API.group(c.groupNumber), {
        promotionIds: c.promotionIds,
      });
      if (!r.ok) {
        setSaving(false);
        flash.error(failText(r));
        // Some groups may be saved: show what the server has now.
        const fresh = await adminSend<PromotionGroup[]>("GET", PROMO_API.groups);
        if (fresh.ok) apply(fresh.data);
        return;
      }
      latest = r.data;
    }
    setSaving(false);
    if (latest) apply(latest);
    flash.success(t("adminPromotions.groups.saved"));
  }
  function apply(groups: PromotionGroup[]) {
    const next = groupStateOf(groups);
    setSaved(next);
    setState(next);
    setInfo(new Map(groups.flatMap((g) => g.promotions.map((p) => [p.id, p]))));
  }

  return (
    <AdminPage
      title={t("adminPromotions.groups.title")}
      description={t("adminPromotions.groups.hint")}
      breadcrumbs={[
        { label: t("adminPromotions.settings") },
        { label: t("adminPromotions.listTitle"), to: PROMO_PATHS.list("promotion") },
        { label: t("adminPromotions.groups.title") },
      ]}
      testId={PAGE_ID}
    >
      {state.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ListOrdered size={36} aria-hidden />}
            title={t("adminPromotions.groups.empty")}
            action={
              <LinkButton to={PROMO_PATHS.list("promotion")} variant="secondary">
                {t("adminPromotions.listTitle")}
              </LinkButton>
            }
          />
        </Card>
      ) : (
        state.map((g) => (
          <Section
            key={g.groupNumber}
            id={`group-${g.groupNumber}`}
            title={t("adminPromotions.groups.group", { n: g.groupNumber })}
          >
            <ol
              className="flex flex-col divide-y divide-line rounded-lg border border-line"
              data-testid={`group-${g.groupNumber}`}
            >
              {g.ids.map((id, i) => (
                <GroupItem
                  key={id}
                  id={id}
                  index={i}
                  last={i === g.ids.length - 1}
                  groupNumber={g.groupNumber}
                  promotion={info.get(id)}
                  state={state}
                  newGroup={newGroup}
                  onRegroup={(n) => regroup(id, n)}
                  onMove={(dir) => move(id, dir)}
                />
              ))}
            </ol>
          </Section>
        ))
      )}
      <StickyActions>
        <Button variant="secondary" onClick={() => setState(saved)} disabled={!changes.length || saving}>
          {t("adminPromotions.groups.undo")}
        </Button>
        <Button onClick={save} busy={saving} disabled={!changes.length} data-testid="groups-save">
          {t("adminUi.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={changes.length > 0 && !saving} />
    </AdminPage>
  );
}

/** A promotion in its group: its place, name and status, the group it moves to, up and down. */
function GroupItem({
  id,
  index: i,
  last,
  groupNumber,
  promotion: p,
  state,
  newGroup,
  onRegroup,
  onMove,
}: {
  id: number;
  index: number;
  last: boolean;
  groupNumber: number;
  promotion: PromotionGroup["promotions"][number] | undefined;
  /** Every group, to move to; `newGroup` is offered too while it is free (up to 1000). */
  state: GroupState;
  newGroup: number;
  onRegroup: (groupNumber: number) => void;
  onMove: (dir: -1 | 1) => void;
}) {
  const t = useT();
  const name = p?.name ?? `#${id}`;
  return (
    <li className="flex flex-wrap items-center gap-2 p-2" data-testid={`group-item-${id}`}>
      <span className="w-6 text-center text-sm text-muted tabular-nums">{i + 1}</span>
      <span className="min-w-0 flex-1 truncate text-[15px]">{name}</span>
      {p && <Badge tone={STATUS_TONE[p.status]}>{t(PROMOTION_STATUS_KEYS[p.status])}</Badge>}
      <label className="sr-only" htmlFor={`group-of-${id}`}>
        {t("adminPromotions.groups.moveTo", { name })}
      </label>
      <select
        id={`group-of-${id}`}
        value={groupNumber}
        onChange={(e) => onRegroup(Number(e.target.value))}
        className="h-10 rounded-lg border border-line bg-white px-2 text-sm"
        data-testid={`group-of-${id}`}
      >
        {state.map((o) => (
          <option key={o.groupNumber} value={o.groupNumber}>
            {t("adminPromotions.groups.group", { n: o.groupNumber })}
          </option>
        ))}
        {newGroup <= 1000 && !state.some((o) => o.groupNumber === newGroup) && (
          <option value={newGroup}>{t("adminPromotions.groups.newGroup", { n: newGroup })}</option>
        )}
      </select>
      <MoveRowButtons
        idPrefix={`group-move-${id}`}
        first={i === 0}
        last={last}
        onMove={onMove}
        upLabel={t("adminPromotions.groups.up", { name })}
        downLabel={t("adminPromotions.groups.down", { name })}
      />
    </li>
  );
}
