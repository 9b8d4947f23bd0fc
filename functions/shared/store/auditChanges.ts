// The operation log's one redaction rule and its before/after diff (issue 12 §4). Shared so the
// back office shows exactly what the server stored, and any new field named like a secret is
// redacted without anyone having to list it.

export type AuditChange = { field: string; before: unknown; after: unknown };
export type AuditAction = "create" | "update" | "delete";

export const REDACTED = "[redacted]";

/** Words that make a field secret wherever they appear in its name (camelCase or snake_case). */
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "secret",
  "token",
  "card",
  "cvc",
  "cvv",
  "pin",
  "otp",
  "key",
  "hash",
  "salt",
  "iv",
  "credential",
  "credentials",
  "authorization",
]);

const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** "hashKey", "card_number", "accessToken", "newPassword" → true; "keywords", "cardinality"… → false. */
export function isSecretField(name: string): boolean {
  return wordsOf(name).some((w) => SECRET_WORDS.has(w));
}

/** A copy of any JSON value with every secret-named field's value replaced, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        isSecretField(k) && v != null && v !== "" ? REDACTED : redact(v),
      ]),
    );
  }
  return value;
}

const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 600;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Long values (rich text, imports) are cut so one row stays small; the log says what, not all of it. */
function clip(v: unknown): unknown {
  if (v === undefined) return null;
  const s = typeof v === "string" ? v : JSON.stringify(v);
  if (s.length <= MAX_VALUE_CHARS) return v;
  return `${s.slice(0, MAX_VALUE_CHARS)}…`;
}

/**
 * The fields a call changed: every field of `after` (what the call sent or produced) whose value
 * differs from `before`; for a delete (no `after`) every field of `before`. Secrets redacted.
 */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange[] {
  const fields = Object.keys(after ?? before ?? {});
  const out: AuditChange[] = [];
  for (const field of fields) {
    const b = before ? before[field] : undefined;
    const a = after ? after[field] : undefined;
    if (after && a === undefined) continue; // not sent: not changed
    if (before && after && same(b, a)) continue;
    const secret = isSecretField(field);
    out.push({
      field,
      before: before === null || before === undefined ? null : secret ? REDACTED : clip(redact(b)),
      after: after === null || after === undefined ? null : secret ? REDACTED : clip(redact(a)),
    });
    if (out.length >= MAX_FIELDS) break;
  }
  return out;
}

/** Spec §3 "derived label": the system and what the method did to it, e.g. "Product.update". */
export function auditLabel(system: string, action: AuditAction): string {
  return `${system}.${action}`;
}

export function actionOf(method: string, created: boolean): AuditAction {
  const m = method.toUpperCase();
  if (m === "DELETE") return "delete";
  if (m === "POST" && created) return "create";
  return "update";
}
