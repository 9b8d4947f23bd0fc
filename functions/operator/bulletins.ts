import { z } from "zod";
import type { Db } from "../../db/client";
import { systemBulletinsOf } from "../../db/systemBulletins";
import { sanitizeHtml } from "../platform/sanitize";

// The operator's notices to every store (POST /operator/bulletins): what every store's admins read on
// notifications-{product}-bulletin-list (GET /api/{product}/bulletins).

export const systemBulletinInput = z.strictObject({
  title: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100, "validation.max"),
  content: z.string().max(200_000, "validation.max").default(""),
  isTop: z.boolean().default(false),
  isDisplay: z.boolean().default(true),
});

export async function createSystemBulletin(db: Db, input: z.infer<typeof systemBulletinInput>) {
  return systemBulletinsOf(db).insert({ ...input, content: await sanitizeHtml(input.content) });
}
