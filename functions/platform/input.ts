import type { Context } from "hono";
import type { z } from "zod";
import { toFieldIssues } from "../shared/validators";
import type { AppEnv } from "./envelope";
import { invalid } from "./errors";

/** JSON body through a zod schema: malformed JSON and wrong shapes both become 422 field issues. */
export async function jsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedJson" }], "Malformed JSON body.");
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (!r.success) throw invalid(toFieldIssues(r.error));
  return r.data;
}
