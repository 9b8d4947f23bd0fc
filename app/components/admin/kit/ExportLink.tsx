import { Download, RotateCcw } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n";

/** The export job as GET /api/admin/exports/{id} answers it (functions/platform/exports/job.ts). */
type Job = {
  id: string;
  status: "RUNNING" | "DONE" | "FAILED";
  total: number;
  done: number;
  downloadUrl: string | null;
};
type State = { kind: "idle" } | { kind: "starting" } | { kind: "job"; job: Job } | { kind: "failed"; job: Job | null };

const POLL_MS = 1_000;

function save(url: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  a.click();
}

const jobOf = async (res: Response) => ((await res.json()) as { code: number; data: Job }).data;

/**
 * The list's .xlsx export of the same filter. A small export answers the file at once; a large
 * one answers 202 with a job (issue 28 §1), whose progress is shown here while it is polled, and
 * the file is downloaded when it is done; a failed job can be retried. Without script the link
 * is still a plain download of the call.
 */
export function ExportLink({ href, label, testId }: { href: string; label: string; testId?: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: "idle" });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  async function follow(first: Job) {
    let job = first;
    while (alive.current && job.status === "RUNNING") {
      setState({ kind: "job", job });
      await new Promise((r) => setTimeout(r, POLL_MS));
      const res = await fetch(`/api/admin/exports/${job.id}`, { credentials: "same-origin" });
      if (!res.ok) throw new Error(String(res.status));
      job = await jobOf(res);
    }
    if (!alive.current) return;
    if (job.status === "DONE" && job.downloadUrl) {
      setState({ kind: "job", job });
      save(job.downloadUrl);
    } else setState({ kind: "failed", job });
  }

  function start(e: MouseEvent) {
    e.preventDefault();
    void run();
  }

  async function run() {
    if (state.kind === "starting" || (state.kind === "job" && state.job.status === "RUNNING")) return;
    setState({ kind: "starting" });
    try {
      const res = await fetch(href, { credentials: "same-origin" });
      if (res.status === 202) return await follow(await jobOf(res));
      const type = res.headers.get("content-type") ?? "";
      if (!res.ok || type.includes("json")) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
      const a = document.createElement("a");
      a.href = url;
      a.download = name ?? "";
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ kind: "idle" });
    } catch {
      setState({ kind: "failed", job: null });
    }
  }

  async function retry() {
    if (state.kind !== "failed" || !state.job) return run();
    setState({ kind: "starting" });
    try {
      const res = await fetch(`/api/admin/exports/${state.job.id}/retry`, {
        method: "POST",
        credentials: "same-origin",
      });
      await follow(await jobOf(res));
    } catch {
      setState({ kind: "failed", job: state.job });
    }
  }

  const running = state.kind === "starting" || (state.kind === "job" && state.job.status === "RUNNING");
  const pct = state.kind === "job" && state.job.total ? Math.round((state.job.done / state.job.total) * 100) : 0;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={href}
        download
        onClick={start}
        aria-disabled={running || undefined}
        className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface aria-disabled:opacity-60"
        data-testid={testId}
      >
        <Download size={16} aria-hidden /> {label}
      </a>
      <span role="status" aria-live="polite" className="text-sm text-muted" data-testid={testId && `${testId}-status`}>
        {state.kind === "starting" && t("adminExport.starting")}
        {state.kind === "job" && state.job.status === "RUNNING" && (
          <span className="inline-flex items-center gap-2">
            <progress className="h-2 w-28" max={100} value={pct} aria-label={label} />
            {t("adminExport.progress", {
              done: state.job.done.toLocaleString(),
              total: state.job.total.toLocaleString(),
            })}
          </span>
        )}
        {state.kind === "job" && state.job.status === "DONE" && state.job.downloadUrl && (
          <>
            {t("adminExport.done")}{" "}
            <a className="underline" href={state.job.downloadUrl} download>
              {t("adminExport.again")}
            </a>
          </>
        )}
        {state.kind === "failed" && (
          <span className="inline-flex items-center gap-2 text-danger">
            {t("adminExport.failed")}
            <button
              type="button"
              onClick={retry}
              className="inline-flex h-9 items-center gap-1 rounded-lg border border-line px-3"
            >
              <RotateCcw size={14} aria-hidden /> {t("adminExport.retry")}
            </button>
          </span>
        )}
      </span>
    </span>
  );
}
