// Issue 16: what a failing binding looks like, and how long a client waits before trying again.
// Production does not throw a class of ours: D1, KV and R2 reject with runtime errors, which drizzle
// may wrap as `cause`. A failure of the binding itself (network, overload, timeout) answers 503 with
// Retry-After; a bug (SQL error, constraint) stays a 500 so it is seen and fixed.

export const RETRY_AFTER_S = 30;

/** A KV read that took longer than KV_READ_TIMEOUT_MS: treated like KV failing (kvCopy.ts). */
export class BindingTimeout extends Error {}

const OUTAGE =
  /Network connection lost|D1_ERROR|D1 DB is overloaded|storage caused object to be reset|internal error|Service Unavailable|KV (GET|GETWITHMETADATA|PUT|DELETE|LIST) failed|timed? ?out|Too many requests queued|exceeded timeout/i;
const BUG = /constraint failed|SQLITE_ERROR|no such (table|column)|syntax error|SQLITE_CONSTRAINT|datatype mismatch/i;

export function isBindingFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (e instanceof BindingTimeout) return true;
    const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
    if (BUG.test(message)) return false;
    if (OUTAGE.test(message)) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

// A page render whose loader or action met a failing binding (app/entry.server.tsx handleError):
// the worker answers "back soon" instead of the error boundary's 500.
const failedRenders = new WeakSet<object>();

export function noteRenderFailure(context: object, err: unknown): void {
  if (isBindingFailure(err)) failedRenders.add(context);
}

export const renderMetBindingFailure = (context: object) => failedRenders.has(context);
