import { z } from "zod";
import { sniffImage } from "../../media/sniff";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { MAX_UPLOAD_BYTES } from "../../shared/media";
import type { FieldIssue } from "../../shared/validators";
import { contentDb, found, missingRefs } from "./common";
import { type Attachment, attachmentOf } from "./model";

// Article attachments (POST /api/admin/article/attachements, multipart: type, attachement,
// articleId?). The file goes to R2 as uploaded, under `<storeId>/attachments/<id>/<safe-name>`.
// Only PDF, ZIP, Office documents and images are taken, and the bytes must be what the name says:
// the client's content-type is ignored and the served type comes from this table.

export const ATTACHMENT_MAX_BYTES = MAX_UPLOAD_BYTES; // 10 MiB

type Kind = "pdf" | "zip" | "ole" | "jpeg" | "png" | "gif" | "webp";
const KINDS: Record<string, { kind: Kind; mime: string }> = {
  pdf: { kind: "pdf", mime: "application/pdf" },
  zip: { kind: "zip", mime: "application/zip" },
  docx: { kind: "zip", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { kind: "zip", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: { kind: "zip", mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  doc: { kind: "ole", mime: "application/msword" },
  xls: { kind: "ole", mime: "application/vnd.ms-excel" },
  ppt: { kind: "ole", mime: "application/vnd.ms-powerpoint" },
  jpg: { kind: "jpeg", mime: "image/jpeg" },
  jpeg: { kind: "jpeg", mime: "image/jpeg" },
  png: { kind: "png", mime: "image/png" },
  gif: { kind: "gif", mime: "image/gif" },
  webp: { kind: "webp", mime: "image/webp" },
};
export const ATTACHMENT_EXTENSIONS = Object.keys(KINDS);

const starts = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** What the bytes are, from their signature (SVG and HTML are never accepted: they run script). */
function sniffKind(b: Uint8Array): Kind | null {
  if (starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  // Local file header, or the end record of an empty archive. DOCX/XLSX/PPTX are ZIP archives.
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole"; // DOC/XLS/PPT
  const img = sniffImage(b);
  if (img)
    return ({ "image/jpeg": "jpeg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" } as const)[img.mime];
  return null;
}

/** The name shown to shoppers: no folders, no control characters, at most 200 characters. */
export function displayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/\p{Cc}/gu, "")
    .trim();
  return clean.length > 200 ? clean.slice(clean.length - 200) : clean;
}

/** The last segment of the R2 key: letters, digits, dot, dash and underscore only. */
export function safeName(name: string, ext: string): string {
  const stem = name
    .slice(0, Math.max(0, name.length - ext.length - 1))
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^[._]+|_+$/g, "")
    .slice(0, 80);
  return `${stem || "file"}.${ext}`;
}

const fieldsInput = z.strictObject({
  type: z
    .string()
    .regex(/^[A-Z][A-Z_]{0,29}$/, "validation.oneOf")
    .default("FILE"),
  articleId: z.coerce.number().int().positive().optional(),
});

/** Reads and checks the multipart form; every refusal is a 422 naming the field. */
export async function readAttachmentForm(form: FormData) {
  const fields: Record<string, string> = {};
  let file: File | null = null;
  const issues: FieldIssue[] = [];
  for (const [k, v] of form.entries()) {
    if (k === "attachement") {
      if (typeof v === "string" || file) issues.push({ path: k, message: "validation.file" });
      else file = v;
    } else if (typeof v === "string" && (k === "type" || k === "articleId")) {
      if (v !== "") fields[k] = v;
    } else {
      issues.push({ path: k, message: "validation.unknownField" });
    }
  }
  const parsed = fieldsInput.safeParse(fields);
  if (!parsed.success) for (const i of parsed.error.issues) issues.push({ path: i.path.join("."), message: i.message });
  if (!file) issues.push({ path: "attachement", message: "validation.required" });
  if (issues.length || !file || !parsed.success) throw invalid(issues);
  return { ...parsed.data, file };
}

export async function uploadAttachment(
  scope: StoreScope,
  input: { type: string; articleId?: number; file: File },
  audit: AuditTrail,
): Promise<Attachment> {
  const { file } = input;
  const issue = (message: string) => invalid([{ path: "attachement", message }]);
  if (file.size === 0) throw issue("validation.required");
  if (file.size > ATTACHMENT_MAX_BYTES) {
    // As the media uploads answer it (functions/media/service.ts): 413, whether the body was just
    // over the cap or stopped by the platform's upload limit, with the field named.
    throw new AppError(Code.INVALID_REQUEST, 413, "The file is larger than 10 MiB.", [
      { path: "attachement", message: "validation.fileTooLarge" },
    ]);
  }
  const name = displayName(file.name);
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? "";
  const declared = KINDS[ext];
  if (!declared) throw issue("validation.fileType");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffKind(bytes) !== declared.kind) throw issue("validation.fileType");

  const c = contentDb(scope);
  if (input.articleId !== undefined && !(await c.findArticleId(input.articleId))) {
    throw missingRefs([{ path: "articleId", message: "validation.notFound" }]);
  }
  const values = {
    articleId: input.articleId ?? null,
    type: input.type,
    name,
    safeName: safeName(name, ext),
    mime: declared.mime,
    bytes: bytes.byteLength,
    keyPrefix: `${scope.storeId}/attachments/`,
  };
  // The key names the row's id, so the row (and its audit row) commits before the object is put.
  const logged = audit.item({
    created: true,
    objectName: name,
    after: { articleId: values.articleId, type: values.type, name, bytes: values.bytes },
  });
  const row = await c.insertAttachment(values, [logged]);
  try {
    await scope.env.MEDIA.put(row.key, bytes, { httpMetadata: { contentType: declared.mime } });
  } catch (err) {
    await c.deleteAttachment(row.id); // no row may point at an object that was never written
    throw err;
  }
  return attachmentOf(row);
}

export async function deleteAttachment(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findAttachment(id));
  const row = found(await c.deleteAttachment(id, [audit.item({ objectId: id, objectName: before.name, before })]));
  // After the batch: should R2 fail now, what is left is an unreachable object, never a dead row.
  await scope.env.MEDIA.delete(row.key);
}

/**
 * The file as a download. Shoppers get attachments of articles they may read; an admin of the
 * store (asAdmin) any attachment of it, including ones not yet linked to an article.
 */
export async function downloadAttachment(scope: StoreScope, id: number, asAdmin: boolean): Promise<Response> {
  const c = contentDb(scope);
  const row = found(asAdmin ? await c.findAttachment(id) : await c.findShownAttachment(id));
  const obj = found(await scope.env.MEDIA.get(row.key));
  const ascii = row.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(obj.body, {
    headers: {
      "content-type": row.mime,
      "content-length": String(obj.size),
      // Always a download, never rendered inline on the store's origin.
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      "x-content-type-options": "nosniff",
    },
  });
}
