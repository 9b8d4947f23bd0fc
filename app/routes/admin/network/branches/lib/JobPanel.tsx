import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/adminApi";
import { Badge } from "~/components/admin/kit/Badge";
import { ProgressBar } from "~/components/admin/ProgressBar";
import { taipei } from "~/components/orders/format";
import { Card } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { BRANCH_API, type DeleteJob } from "./api";

// The delete job's progress (issue 13 §4): the request that started it returned at once; this
// polls the job row until it ends, then reloads the list so deleted branches leave it.

const POLL_MS = 1000;
const running = (j: DeleteJob) => j.status === "PENDING" || j.status === "RUNNING";

export function JobPanel({ jobs }: { jobs: DeleteJob[] }) {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [live, setLive] = useState(jobs[0]);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => setLive(jobs[0]), [jobs]);
  // The panel sits below the list: a job just started is brought into view (phones above all).
  const startedRunning = jobs[0] ? running(jobs[0]) : false;
  useEffect(() => {
    if (startedRunning) card.current?.scrollIntoView({ block: "nearest" });
  }, [startedRunning]);
  useEffect(() => {
    if (!live || !running(live)) return;
    const h = setTimeout(async () => {
      const r = await adminSend<DeleteJob>("GET", BRANCH_API.job(live.id), undefined, { quiet: true });
      if (!r.ok) return;
      setLive(r.data);
      if (!running(r.data)) revalidate();
    }, POLL_MS);
    return () => clearTimeout(h);
  }, [live, revalidate]);
  if (!live) return null;
  const names = (ids: number[]) => ids.map((id) => live.payload.names[String(id)] ?? `#${id}`).join("、");
  return (
    <Card ref={card} className="mt-4 p-4" data-testid="delete-job">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t("branches.job.title", { time: taipei(live.createdAt, locale) })}</h2>
        <Badge tone={live.status === "DONE" ? "success" : live.status === "FAILED" ? "danger" : "brand"}>
          {t(`branches.job.${live.status}`)}
        </Badge>
      </div>
      <ProgressBar
        value={live.total ? live.done / live.total : 1}
        label={t("branches.job.progress")}
        className="mt-3"
      />
      <p className="mt-2 text-sm text-muted" aria-live="polite" data-testid="delete-job-count">
        {t("branches.job.count", { done: live.done, total: live.total })}
      </p>
      {live.payload.deleted.length > 0 && (
        <p className="mt-1 text-sm">{t("branches.job.deleted", { names: names(live.payload.deleted) })}</p>
      )}
      {live.payload.failed.length > 0 && (
        <p className="mt-1 text-sm text-danger">{t("branches.job.failed", { names: names(live.payload.failed) })}</p>
      )}
    </Card>
  );
}
