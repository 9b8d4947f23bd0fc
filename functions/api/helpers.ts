import type { Context } from "hono";
import type { z } from "zod";
import { invalid, notFound } from "../platform/errors";
import { type AdminWrite, type AuditedWrite, adminWrite, requireAdminAccess } from "../platform/http/adminWrite";
import type { AppEnv } from "../platform/http/envelope";
import { jsonBody, parseWith } from "../platform/http/input";

// The route modules' shared steps, in the order every admin handler takes them: permission first,
// then the input, then one service call (or one adminWrite), then the envelope. The permission is
// the access table's row for the call (shared/access/adminPrivileges.ts), which the API gate matched:
// a route module names only what its writes are (audit system, stale cache keys).

export type C = Context<AppEnv>;
export type Access = Omit<AdminWrite<unknown>, "objectId" | "payload" | "rule">;

/** A path id; anything but a positive integer is an id that does not exist. */
export function idOf(c: C, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Admin reads: permission first. */
export const adminScope = (c: C) => requireAdminAccess(c.get("rc")).scope;

/** Permission before the body, so a member learns nothing from validation answers. */
export async function adminBody<S extends z.ZodType>(c: C, schema: S): Promise<z.output<S>> {
  requireAdminAccess(c.get("rc"));
  return jsonBody(c, schema);
}

/** The query string, through the call's schema. */
export const query = <S extends z.ZodType>(c: C, schema: S): z.output<S> => parseWith(schema, c.req.query());

/** The admin write of one request: its method and path are what the audit row records. */
export function write<T>(
  c: C,
  access: Access,
  extra: Pick<AdminWrite<T>, "objectId" | "payload">,
  fn: Parameters<typeof adminWrite<T>>[4],
) {
  return adminWrite<T>(c.get("rc"), c.req.method, c.req.path, { ...access, ...extra }, fn);
}

/** An admin PATCH of the path's object: permission, then the id, then the body; the audit names both. */
export async function patchById<S extends z.ZodType, T>(
  c: C,
  access: Access,
  schema: S,
  fn: (id: number, input: z.output<S>) => AuditedWrite<T>,
): Promise<T> {
  requireAdminAccess(c.get("rc"));
  const id = idOf(c);
  const input = await jsonBody(c, schema);
  return write(c, access, { objectId: id, payload: input }, fn(id, input));
}

/** The audit row's object id of a create: the new row's. */
export const created = { objectId: (r: { id: number }) => r.id };

/** A multipart body (uploads); the size cap is the platform's upload limit (api/table.ts). */
export async function formOf(c: C): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw invalid([{ path: "_", message: "validation.multipart" }], "Send the file as multipart/form-data.");
  }
  try {
    return await c.req.formData();
  } catch {
    throw invalid([{ path: "_", message: "validation.multipart" }], "Malformed form data.");
  }
}
