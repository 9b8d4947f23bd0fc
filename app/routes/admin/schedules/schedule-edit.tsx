import {
  NOTE_MAX,
  SCHEDULE_ACTIONS,
  SCHEDULE_TYPES,
  type ScheduleType,
  scheduleCreate,
  schedulePatch,
} from "@functions/store/schedules/schemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ChoiceField, TextField } from "~/components/admin/FormBits";
import { DateField, DetailPage, EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { useLocale, useT } from "~/i18n";
import { formatTaipei, isoToTaipeiInput, taipeiInputToIso } from "~/lib/taipeiTime";
import { API, PATHS, type Schedule, type ScheduleTarget, STATUS_TONE } from "./lib";
import { TargetField } from "./TargetField";

// /admin/schedule-edit/{id} — one schedule; id 0 creates (?type=&targetId= preselect, as a
// product's page may link here). A schedule that ran is a record: shown, not edited.

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const id = editIdOf(params.id);
  const q = new URL(request.url).searchParams;
  const schedule = id ? await adminLoad<Schedule>(API.schedule(id)) : null;
  const asked = SCHEDULE_TYPES.find((x) => x === q.get("type"));
  const type: ScheduleType = schedule?.type ?? asked ?? "PRODUCT";
  const targetId = schedule?.targetId ?? (Number(q.get("targetId")) || null);
  const targets =
    schedule && schedule.status !== "NORMAL" ? [] : await adminLoad<ScheduleTarget[]>(API.targets, { type });
  return { schedule, type, targetId, targets };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Data = Awaited<ReturnType<typeof clientLoader>>;

export default function ScheduleEdit({ loaderData }: { loaderData: Data }) {
  const s = loaderData.schedule;
  return s && s.status !== "NORMAL" ? <ScheduleRecord schedule={s} /> : <ScheduleForm data={loaderData} />;
}

function ScheduleForm({ data }: { data: Data }) {
  const t = useT();
  const s = data.schedule;
  const form = useEditForm({
    type: data.type,
    targetId: data.targetId as number | null,
    action: s?.action ?? ("UNPUBLISH" as (typeof SCHEDULE_ACTIONS)[number]),
    runAt: isoToTaipeiInput(s?.runAt ?? new Date(Date.now() + 3_600_000).toISOString()),
    note: s?.note ?? "",
  });
  const v = form.values;
  const save = () =>
    form.save({
      schema: s ? schedulePatch : scheduleCreate,
      body: { ...v, targetId: v.targetId ?? 0, runAt: taipeiInputToIso(v.runAt) ?? v.runAt },
      send: (body) => (s ? adminSend("PATCH", API.schedule(s.id), body) : adminSend("POST", API.schedules, body)),
      created: !s,
      next: () => PATHS.list(),
    });
  const title = s ? t("schedules.editTitle", { id: s.id }) : t("schedules.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("schedules.title"), to: PATHS.list() }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={PATHS.list()}
      saveTestId="schedule-save"
      remove={
        s
          ? {
              sectionTitle: t("schedules.delete"),
              label: t("schedules.delete"),
              confirmTitle: t("schedules.deleteTitle", { id: s.id }),
              confirmBody: t("schedules.deleteBody"),
              send: () => adminSend("DELETE", API.schedule(s.id)),
              next: PATHS.list(),
            }
          : undefined
      }
    >
      <Section title={t("schedules.what")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <ChoiceField
            label={t("schedules.type")}
            name="type"
            value={v.type}
            onChange={(type) => form.patch({ type, targetId: null })}
            options={SCHEDULE_TYPES.map((x) => ({ value: x, label: t(`schedules.type.${x}`) }))}
            error={form.error("type")}
            testId="schedule-type"
          />
          <TargetField
            type={v.type}
            initial={{ type: data.type, rows: data.targets }}
            value={v.targetId}
            onChange={(id) => form.set("targetId", id)}
            error={form.error("targetId")}
          />
        </div>
      </Section>
      <Section title={t("schedules.when")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <ChoiceField
            label={t("schedules.action")}
            name="action"
            value={v.action}
            onChange={(action) => form.set("action", action)}
            options={SCHEDULE_ACTIONS.map((x) => ({ value: x, label: t(`schedules.action.${x}`) }))}
            error={form.error("action")}
            testId="schedule-action"
          />
          <DateField
            kind="datetime-local"
            label={t("schedules.runAt")}
            {...form.field("runAt")}
            required
            hint={t("schedules.runAtHint")}
            testId="schedule-run-at"
          />
          <TextField
            label={t("schedules.note")}
            {...form.field("note")}
            maxLength={NOTE_MAX}
            className="min-[734px]:col-span-2"
            testId="schedule-note"
          />
        </div>
      </Section>
    </EditPage>
  );
}

function ScheduleRecord({ schedule: s }: { schedule: Schedule }) {
  const t = useT();
  const locale = useLocale();
  const status = s.status.toLowerCase() as "done" | "failed";
  const title = t("schedules.recordTitle", { id: s.id });
  const facts = [
    [t("schedules.type"), t(`schedules.type.${s.type}`)],
    [t("schedules.target"), s.targetName ?? t("schedules.targetMissing", { id: s.targetId })],
    [t("schedules.action"), t(`schedules.action.${s.action}`)],
    [t("schedules.col.runAt"), formatTaipei(s.runAt, locale)],
    [t("schedules.note"), s.note || "—"],
  ] as const;
  return (
    <DetailPage
      title={title}
      breadcrumbs={[{ label: t("schedules.title"), to: PATHS.list() }, { label: title }]}
      back={{ to: PATHS.list("all", status), label: t("schedules.backToList") }}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[s.status]}>{t(`schedules.status.${status}`)}</Badge>
          {s.ranAt && t("schedules.ranAt", { at: formatTaipei(s.ranAt, locale) })}
        </span>
      }
      testId="schedule-record"
      narrow
    >
      <Section description={s.result ? t(`schedules.result.${s.result}`) : t("schedules.recordBody")}>
        <dl className="grid gap-3 text-sm min-[734px]:grid-cols-2">
          {facts.map(([k, val]) => (
            <div key={k}>
              <dt className="text-muted">{k}</dt>
              <dd className="mt-0.5 font-medium">{val}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </DetailPage>
  );
}
