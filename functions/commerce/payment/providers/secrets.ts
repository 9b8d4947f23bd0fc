import type { Env } from "@functions/platform/env";
import { z } from "zod";

// Per-store provider credentials live in ONE Worker secret, PROVIDER_SECRETS, a JSON object keyed by
// store id (documented in .dev.vars.example):
//   {"12": {"tappay": {"partnerKey": "…", "merchantId": "…", "sandbox": true},
//           "linePay": {"channelId": "…", "channelSecret": "…", "sandbox": true},
//           "ecpay": {"merchantId": "…", "hashKey": "…", "hashIV": "…", "stage": true}}}
// One secret instead of one per store and provider: `wrangler secret put` once, no redeploy per key.
// A store without an entry simply has no such provider (PAYMENT_NOT_AVAILABLE).

const tappay = z.object({
  partnerKey: z.string().min(1),
  merchantId: z.string().min(1),
  sandbox: z.boolean().default(true),
});
const linePay = z.object({
  channelId: z.string().min(1),
  channelSecret: z.string().min(1),
  sandbox: z.boolean().default(true),
});
const ecpay = z.object({
  merchantId: z.string().min(1),
  hashKey: z.string().min(1),
  hashIV: z.string().min(1),
  stage: z.boolean().default(true),
});
const storeSecrets = z.object({ tappay: tappay.optional(), linePay: linePay.optional(), ecpay: ecpay.optional() });

export type TapPaySecrets = z.output<typeof tappay>;
export type LinePaySecrets = z.output<typeof linePay>;
export type EcpaySecrets = z.output<typeof ecpay>;
export type StoreSecrets = z.output<typeof storeSecrets>;

let parsed: { raw: string; value: Record<string, StoreSecrets> } | null = null;

/** The store's provider credentials; a malformed secret counts as none (and is logged once). */
export function secretsOf(env: Env, storeId: number): StoreSecrets {
  const raw = env.PROVIDER_SECRETS ?? "";
  if (!raw) return {};
  if (parsed?.raw !== raw) {
    let value: Record<string, StoreSecrets> = {};
    try {
      const r = z.record(z.string(), storeSecrets).safeParse(JSON.parse(raw));
      if (r.success) value = r.data;
      else console.error(JSON.stringify({ level: "error", message: "PROVIDER_SECRETS does not match its schema" }));
    } catch {
      console.error(JSON.stringify({ level: "error", message: "PROVIDER_SECRETS is not JSON" }));
    }
    parsed = { raw, value };
  }
  return parsed.value[String(storeId)] ?? {};
}

/**
 * The built-in test provider and test CVS map: only with PAYMENT_TEST_MODE=1 (vitest, `npm start`)
 * and never in production, whatever the flag says.
 */
export const isTestMode = (env: Env) => env.PAYMENT_TEST_MODE === "1" && env.APP_ENV !== "production";
