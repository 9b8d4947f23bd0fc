import type { Context } from "hono";
import type { z } from "zod";
import { Code } from "../../shared/codes";
import { toFieldIssues } from "../../shared/validators";
import { AppError, invalid } from "../errors";
import type { AppEnv } from "./envelope";

/**
 * JSON bodies are accepted only as `application/json`: a text/plain or form body is what a page on
 * another site can send without a CORS preflight, so a JSON endpoint that read it would be a
 * cross-site write target. Refused before the body is read.
 */
function requireJsonType(c: Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError(Code.INVALID_REQUEST, 415, "The request body must be sent as application/json.", [
      { path: "_", message: "validation.unsupportedMediaType" },
    ]);
  }
}

/** The body as JSON, unchecked: malformed JSON is a 422 field issue, another content type a 415. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  requireJsonType(c);
  try {
    return await c.req.json();
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedJson" }], "Malformed JSON body.");
  }
}

/** JSON body through a zod schema: malformed JSON and wrong shapes both become 422 field issues. */
export async function jsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (!r.success) throw invalid(toFieldIssues(r.error));
  return r.data;
}
