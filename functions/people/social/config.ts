import { z } from "zod";
import { isTestMode } from "../../commerce/payment/providers/secrets";
import type { Env } from "../../platform/env";
import { type LineChannel, lineProvider } from "./line";
import type { SocialProvider, SocialService } from "./provider";
import { testLineProvider } from "./testProvider";

// Which LINE Login channel a store signs in with. A store's own channel lives in PROVIDER_SECRETS
// next to its payment credentials ({"12": {"lineLogin": {"channelId": "…", "channelSecret": "…"}}});
// otherwise the platform's shared channel (LINE_CHANNEL_ID + secret LINE_CHANNEL_SECRET). Each
// store host's /auth/line/callback must be registered as a callback URL of that channel.
// In test mode (never in production) the local test provider stands in, whatever is configured.

const lineLogin = z.object({ channelId: z.string().min(1), channelSecret: z.string().min(1) });
const perStore = z.record(z.string(), z.object({ lineLogin: lineLogin.optional() }).loose());

let cache: { raw: string; value: Record<string, LineChannel> } | null = null;

function storeChannels(env: Env): Record<string, LineChannel> {
  const raw = env.PROVIDER_SECRETS ?? "";
  if (cache?.raw === raw) return cache.value;
  const value: Record<string, LineChannel> = {};
  try {
    const r = perStore.safeParse(JSON.parse(raw || "{}"));
    if (r.success) for (const [id, v] of Object.entries(r.data)) if (v.lineLogin) value[id] = v.lineLogin;
  } catch {
    // Malformed JSON is reported by the payment secrets reader; here it means "no store channel".
  }
  cache = { raw, value };
  return value;
}

export function lineChannelOf(env: Env, storeId: number): LineChannel | null {
  const own = storeChannels(env)[String(storeId)];
  if (own) return own;
  if (env.LINE_CHANNEL_ID && env.LINE_CHANNEL_SECRET) {
    return { channelId: env.LINE_CHANNEL_ID, channelSecret: env.LINE_CHANNEL_SECRET };
  }
  return null;
}

/** The provider for this store, or null when the store cannot offer that sign-in. */
export function socialProvider(
  env: Env,
  storeId: number,
  service: SocialService,
  origin: string,
): SocialProvider | null {
  if (service !== "line") return null;
  if (isTestMode(env)) return testLineProvider(origin);
  const channel = lineChannelOf(env, storeId);
  return channel ? lineProvider(channel) : null;
}
