import type { MediaRow } from "@db/schema";
import { z } from "zod";
import { deleteMedia, storeMedia } from "../../media/service";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { FieldIssue } from "../../shared/validators";

// Article images (POST /api/admin/article/media, multipart: media, type). The media pipeline does
// the work (sniffing, size limit, variants, R2, row); this module only keeps the article section
// to article images, so the articles privilege cannot upload or delete banner or product media.

export const ARTICLE_MEDIA_TYPES = ["ARTICLE_COVER"] as const;

const fieldsInput = z.strictObject({
  type: z.enum(ARTICLE_MEDIA_TYPES, { error: "validation.mediaType" }).default("ARTICLE_COVER"),
});

export function readArticleMediaForm(form: FormData) {
  const fields: Record<string, string> = {};
  let file: File | null = null;
  const issues: FieldIssue[] = [];
  for (const [k, v] of form.entries()) {
    if (k === "media" && typeof v !== "string" && !file) file = v;
    else if (k === "type" && typeof v === "string") {
      if (v !== "") fields.type = v;
    } else issues.push({ path: k, message: k === "media" ? "validation.fileRequired" : "validation.unknownField" });
  }
  const parsed = fieldsInput.safeParse(fields);
  if (!parsed.success) for (const i of parsed.error.issues) issues.push({ path: i.path.join("."), message: i.message });
  if (!file) issues.push({ path: "media", message: "validation.fileRequired" });
  if (issues.length || !file || !parsed.success) throw invalid(issues);
  return { type: parsed.data.type, file };
}

export async function uploadArticleMedia(
  scope: StoreScope,
  input: { type: (typeof ARTICLE_MEDIA_TYPES)[number]; file: File },
  audit: AuditTrail,
): Promise<MediaRow> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const values = { type: input.type, name: input.file.name.slice(0, 200) || null };
  return storeMedia(scope, bytes, values, {
    commit: (id) => [audit.item({ objectId: id, objectName: values.name, after: values })],
  });
}

export async function deleteArticleMedia(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const row = await scope.media.find(id);
  if (!row || !(ARTICLE_MEDIA_TYPES as readonly string[]).includes(row.type)) throw notFound();
  await deleteMedia(scope, id, [audit.item({ objectId: id, objectName: row.name, before: row })]);
}
