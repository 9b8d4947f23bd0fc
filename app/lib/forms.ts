import type { z } from "zod";
import { AppError } from "../../functions/platform/errors";
import { type FieldIssue, toFieldIssues } from "../../functions/shared/validators";

export type FormResult =
  | { ok: false; issues: FieldIssue[]; code?: number; message?: string }
  | { ok: true; message?: string };

export async function formValues(request: Request): Promise<Record<string, string>> {
  const fd = await request.formData();
  const out: Record<string, string> = {};
  for (const [k, v] of fd) if (typeof v === "string") out[k] = v;
  return out;
}

/**
 * Reads a posted form and validates the schema's own fields with the same zod schema the API
 * uses; other fields (redirect targets, hidden flags) stay available in `values`.
 */
export async function readForm<S extends z.ZodObject>(request: Request, schema: S) {
  const values = await formValues(request);
  const fields = Object.keys(schema.shape).filter((k) => k in values);
  return { values, ...parseForm(schema, Object.fromEntries(fields.map((k) => [k, values[k]]))) };
}

/** Validates a form with the same zod schema the API uses. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: FormResult } {
  const r = schema.safeParse(values);
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, result: { ok: false, issues: toFieldIssues(r.error) } };
}

/** Business errors from a domain service become a form result; anything else rethrows. */
export async function runForm<T>(
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; result: FormResult }> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    if (e instanceof AppError) {
      return { ok: false, result: { ok: false, issues: e.issues ?? [], code: e.code, message: e.message } };
    }
    throw e;
  }
}

export function fieldError(result: FormResult | undefined, field: string): string | undefined {
  if (!result || result.ok) return undefined;
  return result.issues.find((i) => i.path === field)?.message;
}
