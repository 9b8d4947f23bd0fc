import type { ExportJobRow } from "../../../db/exportJobs";
import { PAGES_DONE } from "../../../db/exportJobs";
import type { StoreScope } from "../tenancy/scope";
import { rowsXml, type XCell, XLSX_TYPE, zipXlsx } from "./xlsx";

// Exports that hold every row (issue 28 §1). A source reads its records in keyset pages; a small
// export is built in the request, a large one becomes a job: each step writes one page's sheet
// XML to R2 and moves the cursor, the last step zips the pieces into the .xlsx. Steps are driven
// by the page's polling (GET /api/admin/exports/{id}) and, for a page that was closed, by the
// 5-minute cron — no step holds more than one page of rows, so a year of a busy store finishes.

export type Locale = "zh-TW" | "en";

/** One keyset page: its sheet rows, the records it covers, and the cursor after it (null: the end). */
export type ExportPage = { rows: XCell[][]; records: number; next: number | null };

export type ExportSource<Q = Record<string, unknown>> = {
  /** Parses the stored query (the same zod schema as the call's). */
  parse(raw: unknown): Q;
  // Methods, not function-typed fields: a source of any query type then fits ExportSources.
  total(scope: StoreScope, q: Q): Promise<number>;
  page(scope: StoreScope, q: Q, locale: Locale, cursor: number | null, limit: number): Promise<ExportPage>;
  header(locale: Locale): string[];
  sheet(locale: Locale, q: Q): string;
  filename(q: Q): string;
};

/** The kinds' sources; each parses its own stored query. */
export type ExportSources = Record<string, ExportSource<unknown>>;

/** Records per page (one D1 read and one R2 piece each). */
export const PAGE_RECORDS = 1_000;
/** Up to this many records the file is answered at once; above, a job. */
export const DIRECT_MAX = 2_000;
/** How long a step holds the job: longer than any one page takes. */
const LEASE_MS = 60_000;
/** How long one poll keeps stepping before it answers the progress. */
export const POLL_BUDGET_MS = 10_000;

export type ExportFile = { body: Uint8Array; contentType: string; filename: string };
export type ExportStart = { file: ExportFile } | { job: ExportView };

export type ExportView = {
  id: string;
  kind: string;
  status: "RUNNING" | "DONE" | "FAILED";
  total: number;
  done: number;
  filename: string;
  /** Where the finished file is downloaded (null until DONE). */
  downloadUrl: string | null;
  error: string | null;
};

export const viewOf = (j: ExportJobRow): ExportView => ({
  id: j.id,
  kind: j.kind,
  status: j.status as ExportView["status"],
  total: j.total,
  done: Math.min(j.done, j.total),
  filename: j.filename,
  downloadUrl: j.status === "DONE" ? `/api/admin/exports/${j.id}/file` : null,
  error: j.error,
});

const pieceKey = (storeId: number, id: string, n: number) => `exports/${storeId}/${id}/piece-${n}.xml`;
const fileKey = (storeId: number, id: string) => `exports/${storeId}/${id}/file.xlsx`;

/** Every page of a small export, in the request. */
async function direct<Q>(scope: StoreScope, src: ExportSource<Q>, q: Q, locale: Locale): Promise<ExportFile> {
  const pieces: string[] = [];
  let cursor: number | null = null;
  do {
    const p = await src.page(scope, q, locale, cursor, PAGE_RECORDS);
    pieces.push(rowsXml(p.rows));
    cursor = p.next;
  } while (cursor !== null);
  const body = await zipXlsx(src.sheet(locale, q), src.header(locale), toAsync(pieces));
  return { body, contentType: XLSX_TYPE, filename: src.filename(q) };
}

async function* toAsync(xs: string[]) {
  yield* xs;
}

/** The file at once when it is small, else a new job (its first step left to the first poll). */
export async function startExport<Q>(
  scope: StoreScope,
  kind: string,
  src: ExportSource<Q>,
  q: Q,
  locale: Locale,
  opts: { forceJob?: boolean } = {},
): Promise<ExportStart> {
  const total = await src.total(scope, q);
  if (total <= DIRECT_MAX && !opts.forceJob) return { file: await direct(scope, src, q, locale) };
  const id = crypto.randomUUID();
  const row = { id, kind, query: JSON.stringify(q), locale, total, filename: src.filename(q) };
  await scope.exports.create(row);
  const job = await scope.exports.get(id);
  if (!job) throw new Error("export job vanished");
  return { job: viewOf(job) };
}

/** One step: the next page as a piece, or (every page written) the zip. False when nobody's step was free. */
async function step(scope: StoreScope, sources: ExportSources, id: string, now: number): Promise<boolean> {
  const job = await scope.exports.claim(id, now, LEASE_MS);
  if (!job) return false;
  const src = sources[job.kind];
  const bucket = scope.env.MEDIA;
  const storeId = scope.store.id;
  try {
    if (!src) throw new Error(`no export source ${job.kind}`);
    const q = src.parse(JSON.parse(job.query));
    const locale = job.locale as Locale;
    if (job.cursor === PAGES_DONE) {
      const body = await zipXlsx(src.sheet(locale, q), src.header(locale), readPieces(bucket, storeId, id, job.pieces));
      await bucket.put(fileKey(storeId, id), body, { httpMetadata: { contentType: XLSX_TYPE } });
      await Promise.all(Array.from({ length: job.pieces }, (_, n) => bucket.delete(pieceKey(storeId, id, n))));
      await scope.exports.finish(id, "DONE");
      return false;
    }
    const p = await src.page(scope, q, locale, job.cursor, PAGE_RECORDS);
    await bucket.put(pieceKey(storeId, id, job.pieces), rowsXml(p.rows));
    await scope.exports.advance(job, { cursor: p.next ?? PAGES_DONE, rows: p.records });
    return true;
  } catch (e) {
    console.error(JSON.stringify({ level: "error", exportJob: id, kind: job.kind, error: String(e) }));
    await scope.exports.finish(id, "FAILED", "export.failed");
    return false;
  }
}

async function* readPieces(bucket: R2Bucket, storeId: number, id: string, count: number) {
  for (let n = 0; n < count; n++) {
    const o = await bucket.get(pieceKey(storeId, id, n));
    if (!o) throw new Error(`export piece ${n} is missing`);
    yield await o.text();
  }
}

/** Steps the job while the budget lasts (0: one step), then answers where it stands. */
export async function advanceExport(
  scope: StoreScope,
  sources: ExportSources,
  id: string,
  budgetMs = POLL_BUDGET_MS,
): Promise<ExportView | null> {
  const start = Date.now();
  while (await step(scope, sources, id, Date.now())) if (Date.now() - start >= budgetMs) break;
  const job = await scope.exports.get(id);
  return job ? viewOf(job) : null;
}

/** A failed job starts again from its first page. */
export async function retryExport(scope: StoreScope, id: string): Promise<ExportView | null> {
  await scope.exports.restart(id);
  const job = await scope.exports.get(id);
  return job ? viewOf(job) : null;
}

/** The finished file of this store's job (null: not this store's, or not done). */
export async function exportFile(scope: StoreScope, id: string) {
  const job = await scope.exports.get(id);
  if (job?.status !== "DONE") return null;
  const o = await scope.env.MEDIA.get(fileKey(scope.store.id, id));
  return o ? { body: new Uint8Array(await o.arrayBuffer()), contentType: XLSX_TYPE, filename: job.filename } : null;
}
