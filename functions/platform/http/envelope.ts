import type { Context } from "hono";
import { Code, type CodeValue } from "../../shared/codes";
import { FRONTEND_VERSION } from "../../shared/constants";
import type { FieldIssue } from "../../shared/validators";
import { backSoonPage, busyEnvelope, wantsEnvelope } from "../backSoon";
import { isBindingFailure } from "../bindingFailure";
import { AppError, Refusal } from "../errors";
import type { RequestContext } from "../tenancy/scope";

export type AppEnv = {
  Bindings: import("../env").Env;
  Variables: { rc: RequestContext; requestId: string };
};

type Envelope = {
  code: CodeValue;
  data: unknown;
  apiCacheMap: RequestContext["cacheMap"];
  frontendVersion: string;
  message?: string;
  issues?: FieldIssue[];
  requestId?: string;
};

export function envelope(rc: RequestContext | undefined, code: CodeValue, data: unknown): Envelope {
  return { code, data, apiCacheMap: rc?.cacheMap ?? null, frontendVersion: FRONTEND_VERSION };
}

export function ok(c: Context<AppEnv>, data: unknown = null) {
  return c.json(envelope(c.get("rc"), Code.SUCCESS, data), 200);
}

/** The envelope of a business or input error (the request id only where the server failed). */
export function appErrorBody(rc: RequestContext | undefined, err: AppError, requestId?: string): Envelope {
  const body: Envelope = { ...envelope(rc, err.code, err instanceof Refusal ? err.data : null), message: err.message };
  if (err.issues) body.issues = err.issues;
  if (err.status >= 500) body.requestId = requestId;
  return body;
}

/** Every failure leaves through here: AppErrors keep their code; anything else is a 500. */
export function errorResponse(c: Context<AppEnv>, err: unknown) {
  const rc = c.get("rc") as RequestContext | undefined;
  const requestId = c.get("requestId") ?? rc?.requestId;
  // A failure is never cacheable (a thrown error skips the API middleware that sets this).
  c.header("cache-control", "no-store");
  if (err instanceof AppError) return c.json(appErrorBody(rc, err, requestId), err.status);
  if (isBindingFailure(err)) {
    console.warn(JSON.stringify({ level: "warn", requestId, path: c.req.path, bindingFailure: String(err) }));
    return wantsEnvelope(c.req.path)
      ? busyEnvelope(requestId)
      : backSoonPage(rc?.scope?.store ?? null, rc?.locale ?? "zh-TW", c.req.path);
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId,
      path: c.req.path,
      error: String(err),
      stack: err instanceof Error ? err.stack : undefined,
    }),
  );
  return c.json(
    { ...envelope(rc, Code.SERVER_ERROR, null), message: "System busy, please retry later.", requestId },
    500,
  );
}

/** An export file (xlsx/csv) as a download, outside the JSON envelope. */
export type DownloadFile = { body: Uint8Array | string; contentType: string; filename: string };

export function download(c: Context<AppEnv>, file: DownloadFile) {
  return c.body(typeof file.body === "string" ? file.body : (file.body as Uint8Array<ArrayBuffer>), 200, {
    "content-type": file.contentType,
    "content-disposition": `attachment; filename="${file.filename}"`,
  });
}
