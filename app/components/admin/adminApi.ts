import { Code } from "@functions/shared/codes";
import type { FieldIssue } from "@functions/shared/validators";
import { redirect } from "react-router";
import { type ApiClient, api, isApiError } from "../../lib/api";

// Back-office calls over the shared request layer (`api`): the layer shows the spec's modal or
// overlay for HTTP failures; these helpers add what every admin page needs on top of it:
// business codes as results, 422 field issues, and the spec's NOT_ADMIN → /notadmin rule.

export type AdminFailure = {
  ok: false;
  /** Business code (0 when the failure was HTTP-level: status, timeout, network). */
  code: number;
  status: number;
  message?: string;
  /** Per-field issues of a 422 (messages are i18n keys). */
  issues: FieldIssue[];
};
export type AdminResult<T> = { ok: true; data: T } | AdminFailure;

/** A failed read; clientLoaders throw it and the route's error boundary shows it with a retry. */
export class AdminCallError extends Error {
  override readonly name = "AdminCallError";
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

const SESSION_GONE = new Set<number>([Code.TOKEN_IS_INVALID, Code.TOKEN_EXPIRED]);

/** Spec §6/§8: not an admin → /notadmin; an invalid or expired session → the admin login. */
function leaveFor(code: number): string | null {
  if (code === Code.NOT_ADMIN) return "/notadmin";
  if (code === Code.NOT_BRANCH_ROOT) return "/not-branch-root";
  if (SESSION_GONE.has(code)) return "/admin";
  return null;
}

type Query = Record<string, string | number | boolean | null | undefined>;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type CallOptions = {
  query?: Query;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** No modal or overlay for HTTP failures (the page handles them, e.g. an optional call). */
  quiet?: boolean;
};

/** One call through a request-layer client, as a result (exported for the upload transport). */
export async function callWith<T>(
  client: ApiClient,
  method: Method,
  path: string,
  body: unknown,
  opts: CallOptions = {},
): Promise<AdminResult<T>> {
  try {
    const env = await client.request<T>(method, path, { body, ...opts });
    if (env.code === Code.SUCCESS) return { ok: true, data: env.data };
    return { ok: false, code: env.code, status: 200, message: env.message, issues: env.issues ?? [] };
  } catch (e) {
    if (isApiError(e)) {
      const b = e.body;
      return {
        ok: false,
        code: b?.code ?? 0,
        status: e.status,
        message: b?.message ?? e.message,
        issues: b?.issues ?? [],
      };
    }
    throw e;
  }
}

/**
 * A read for a clientLoader: the data, or a thrown redirect (not admin, session gone) or an
 * AdminCallError the route's error boundary renders.
 */
export async function adminLoad<T>(
  path: string,
  query?: Query,
  opts: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<T> {
  const r = await callWith<T>(api, "GET", path, undefined, { query, ...opts });
  if (r.ok) return r.data;
  const to = leaveFor(r.code);
  if (to) throw redirect(to);
  throw new AdminCallError(r.code, r.status, r.message ?? "load failed", r.issues);
}

/**
 * A write (or a read from an event handler). Business failures and 422 issues come back as a
 * result for the form; NOT_ADMIN and an expired session leave the page.
 */
export async function adminSend<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<AdminResult<T>> {
  return leaveIfNeeded(await callWith<T>(api, method, path, body, opts));
}

/** NOT_ADMIN and a gone session leave the page (event-handler side of the rule). */
export function leaveIfNeeded<T>(r: AdminResult<T>): AdminResult<T> {
  if (!r.ok) {
    const to = leaveFor(r.code);
    if (to && typeof window !== "undefined") window.location.assign(to);
  }
  return r;
}

/** The i18n key for a failure's headline: the business code's text, else the HTTP one. */
export function failureKey(f: AdminFailure): string {
  if (f.code && f.code !== Code.INVALID_REQUEST && f.status === 200) return `code.${f.code}`;
  if (f.status === 422 || f.code === Code.INVALID_REQUEST) return "http.422";
  if (f.status === 429) return "http.429";
  if (f.status >= 500) return "http.500";
  return "code.unknown";
}

/** Field issues keyed by path ("name", "stocks.0.stock"); the first issue per path wins. */
export function issuesByPath(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) if (!(i.path in out)) out[i.path] = i.message;
  return out;
}

/** Serialises a query, dropping empty values (for building links). */
export function withQuery(path: string, query: Query): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v != null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
