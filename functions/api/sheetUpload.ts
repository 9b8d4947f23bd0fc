import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_SHEET_BYTES, type Upload } from "../commerce/catalogue/sheet";
import { AppError, invalid } from "../platform/errors";
import { type AdminWrite, type AuditedWrite, adminWrite, requireAdminAccess } from "../platform/http/adminWrite";
import { type AppEnv, ok } from "../platform/http/envelope";
import { Code } from "../shared/codes";

// The spreadsheet imports of the back office (products, stock, orders, promotions, bulletins,
// shipping per product) take one .xlsx/.csv as a multipart upload: the same cap, the same "which
// file" rule and the same audited write for each.

/** Route-level cap for spreadsheet uploads (the API-wide limit lets uploads through, see media/routes). */
export const sheetLimit = bodyLimit({
  maxSize: MAX_SHEET_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(Code.INVALID_REQUEST, 413, "Request body is too large.");
  },
});

/**
 * The uploaded spreadsheet: the `file` field (or the form's only file) of a multipart body, with the
 * form's text fields (an import's options).
 */
export async function sheetUpload(c: Context<AppEnv>): Promise<Upload & { fields: Record<string, string> }> {
  const fileIssue = (message: string) => invalid([{ path: "file", message }], "Choose an .xlsx or .csv file.");
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) throw fileIssue("validation.fileRequired");
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedForm" }], "Malformed form data.");
  }
  const files = [...form.values()].filter((v): v is File => typeof v !== "string");
  const named = form.get("file");
  const file = named && typeof named !== "string" ? named : files.length === 1 ? files[0] : undefined;
  if (!file) throw fileIssue("validation.fileRequired");
  if (file.size > MAX_SHEET_BYTES) throw fileIssue("validation.fileTooLarge");
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") fields[k] = v;
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields };
}

type SheetFile = Upload & { fields: Record<string, string> };

/**
 * One import call: permission before the body (a member learns nothing from the file's answers),
 * then the file applied in one audited write whose row names the file, not its bytes.
 */
export async function importSheet<T>(
  c: Context<AppEnv>,
  what: Omit<AdminWrite<unknown>, "objectId" | "payload" | "rule">,
  apply: (file: SheetFile) => AuditedWrite<T>,
) {
  const rc = c.get("rc");
  requireAdminAccess(rc);
  const file = await sheetUpload(c);
  const payload = { file: file.name, bytes: file.bytes.byteLength };
  return ok(c, await adminWrite<T>(rc, c.req.method, c.req.path, { ...what, payload }, apply(file)));
}
