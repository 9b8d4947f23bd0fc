import type { ScheduleType } from "@functions/store/schedules/schemas";
import { useEffect, useState } from "react";
import { adminLoad } from "~/components/admin/adminApi";
import { ChoiceField } from "~/components/admin/FormBits";
import { useT } from "~/i18n";
import { API, type ScheduleTarget } from "./lib";

// The object a schedule names: the store's objects of the chosen type (GET /api/admin/schedules/targets),
// read again when the type changes; the first type's list comes with the page's loader.

export function TargetField({
  type,
  initial,
  value,
  onChange,
  error,
}: {
  type: ScheduleType;
  initial: { type: ScheduleType; rows: ScheduleTarget[] };
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const t = useT();
  const [state, setState] = useState<{ type: ScheduleType; rows: ScheduleTarget[] | null; failed: boolean }>({
    ...initial,
    failed: false,
  });
  useEffect(() => {
    if (state.type === type) return;
    const ctl = new AbortController();
    setState({ type, rows: null, failed: false });
    adminLoad<ScheduleTarget[]>(API.targets, { type }, { signal: ctl.signal, quiet: true }).then(
      (rows) => setState({ type, rows, failed: false }),
      () => !ctl.signal.aborted && setState({ type, rows: [], failed: true }),
    );
    return () => ctl.abort();
  }, [type, state.type]);
  const rows = state.type === type ? state.rows : null;
  const hint = state.failed
    ? t("schedules.targetFailed")
    : rows === null
      ? t("schedules.targetLoading")
      : rows.length === 0
        ? t("schedules.targetNone")
        : undefined;
  const picked = rows?.find((r) => r.id === value);
  return (
    <ChoiceField
      label={t("schedules.target")}
      name="targetId"
      value={value ? String(value) : ""}
      onChange={(v) => onChange(v ? Number(v) : null)}
      options={[
        { value: "", label: t("schedules.targetPick") },
        ...(rows ?? []).map((r) => ({ value: String(r.id), label: `${r.name} #${r.id}` })),
      ]}
      hint={hint ?? (picked ? (picked.shown ? t("schedules.shownNow") : t("schedules.hiddenNow")) : undefined)}
      error={error}
      testId="schedule-target"
    />
  );
}
