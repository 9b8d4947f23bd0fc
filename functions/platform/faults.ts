import { tapD1 } from "../../db/d1Tap";
import type { Env } from "./env";

// The fault harness (issue 16): D1, KV and R2 wrapped so that chosen calls fail the way they fail
// in production, to show what a shopper and an admin see when a binding is down. Outside production
// only: a test arms it from inside workerd (`armFaults`), `npm start` with FAULTS=kv (or JSON rules),
// and a prober through the operator API (PUT /operator/faults). Unarmed, `withFaults` hands the env
// back untouched: the path of a cache hit pays one comparison.

export type FaultBinding = "d1" | "kv" | "r2";

export type FaultRule = {
  binding: FaultBinding;
  /**
   * The calls the rule watches: D1 `first|all|run|raw|batch|exec` (each one round trip), KV
   * `get|getWithMetadata|put|delete|list`, R2 `put|get|head|delete|list|createMultipartUpload`.
   * Absent: every call of the binding.
   */
  ops?: readonly string[];
  /** Only the n-th watched call since arming (1-based); absent: every one. */
  nth?: number;
  /** "before": the call never reaches the binding; "after": it ran, and its answer is lost. */
  when?: "before" | "after";
  /** Instead of failing, answer this many ms late (a slow binding; KV's read timeout meets it). */
  delayMs?: number;
};

/** One call that went through the armed harness: what a test counts round trips with. */
export type FaultCall = { binding: FaultBinding; op: string; failed: boolean };

type Armed = { rule: FaultRule; seen: number };

const CALLS_KEPT = 5_000;

let armed: Armed[] | null = null;
let calls: FaultCall[] = [];
let generation = 0;
let fromEnv: string | undefined;

/** Starts failing calls by these rules (an empty list records calls and fails none). */
export function armFaults(rules: readonly FaultRule[]): void {
  armed = rules.map((rule) => ({ rule, seen: 0 }));
  calls = [];
  generation += 1;
}

export function disarmFaults(): void {
  armed = null;
  calls = [];
  generation += 1;
}

/** The calls made since arming, in order. */
export const faultCalls = (): readonly FaultCall[] => calls;

export const faultsArmed = () => armed !== null;

/**
 * Rules as FAULTS (or the operator API) give them: a JSON list, checked field by field; or, for a
 * shell, bindings by name ("kv", "d1,r2"): every call of each fails.
 */
export function parseFaultRules(text: string): FaultRule[] {
  if (/^\s*[a-z0-9]+(\s*,\s*[a-z0-9]+)*\s*$/.test(text)) {
    return parseFaultRules(JSON.stringify(text.split(",").map((b) => ({ binding: b.trim() }))));
  }
  const raw: unknown = JSON.parse(text);
  if (!Array.isArray(raw)) throw new Error("FAULTS must be a JSON list of rules");
  return raw.map((r, i) => {
    const o = r as Record<string, unknown>;
    const ok =
      typeof o === "object" &&
      o !== null &&
      (o.binding === "d1" || o.binding === "kv" || o.binding === "r2") &&
      (o.ops === undefined || (Array.isArray(o.ops) && o.ops.every((x) => typeof x === "string"))) &&
      (o.nth === undefined || (Number.isInteger(o.nth) && (o.nth as number) > 0)) &&
      (o.when === undefined || o.when === "before" || o.when === "after") &&
      (o.delayMs === undefined || (Number.isInteger(o.delayMs) && (o.delayMs as number) >= 0));
    if (!ok) throw new Error(`FAULTS rule ${i + 1} is not a rule: ${JSON.stringify(r)}`);
    return o as FaultRule;
  });
}

const wrapped = new WeakMap<object, { generation: number; env: Env }>();

/** The env a request uses: the bindings wrapped while the harness is armed, else `env` itself. */
export function withFaults<E extends Env>(env: E): E {
  if (env.FAULTS !== fromEnv) armFromEnv(env);
  if (armed === null) return env;
  const kept = wrapped.get(env);
  if (kept?.generation === generation) return kept.env as E;
  const out = { ...env, DB: faultyD1(env.DB), KV: faultyKv(env.KV), MEDIA: faultyR2(env.MEDIA) };
  wrapped.set(env, { generation, env: out });
  return out;
}

function armFromEnv(env: Env) {
  fromEnv = env.FAULTS;
  if (env.APP_ENV === "production" || !env.FAULTS) return;
  armFaults(parseFaultRules(env.FAULTS));
  console.warn(`FAULTS armed: ${env.FAULTS}`);
}

// Messages as the runtime words them, so the error mapper (platform/bindingFailure.ts) is tested
// against what production throws, not against a class of ours.
const MESSAGES: Record<FaultBinding, (op: string) => string> = {
  d1: () => "D1_ERROR: Network connection lost.",
  kv: (op) => `KV ${op.toUpperCase()} failed: 503 Service Unavailable`,
  r2: (op) => `${op}: We encountered an internal error. Please try again. (10001)`,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs one call through the rules: fails it before or after, delays it, or lets it through. */
async function through<T>(binding: FaultBinding, op: string, call: () => Promise<T>): Promise<T> {
  const rules = armed ?? [];
  let hit: FaultRule | null = null;
  for (const a of rules) {
    if (a.rule.binding !== binding || (a.rule.ops && !a.rule.ops.includes(op))) continue;
    a.seen += 1;
    if (!hit && (a.rule.nth === undefined || a.rule.nth === a.seen)) hit = a.rule;
  }
  const failing = hit !== null && hit.delayMs === undefined;
  calls.push({ binding, op, failed: failing });
  // A server armed for hours (FAULTS=kv npm start) keeps the latest calls only.
  if (calls.length >= 2 * CALLS_KEPT) calls.splice(0, calls.length - CALLS_KEPT);
  if (hit?.delayMs !== undefined) {
    await sleep(hit.delayMs);
    return call();
  }
  if (!hit) return call();
  if (hit.when === "after") await call();
  throw new Error(MESSAGES[binding](op));
}

const faultyD1 = (d1: D1Database) => tapD1(d1, (op, _statements, run) => through("d1", op, run));

const KV_OPS = new Set(["get", "getWithMetadata", "put", "delete", "list"]);
const R2_OPS = new Set(["put", "get", "head", "delete", "list", "createMultipartUpload"]);

function faultyCalls<T extends object>(binding: FaultBinding, target: T, ops: Set<string>): T {
  return new Proxy(target, {
    get(t, prop) {
      const v = Reflect.get(t, prop, t);
      if (typeof v !== "function") return v;
      if (typeof prop === "string" && ops.has(prop))
        return (...args: unknown[]) => through(binding, prop, () => v.apply(t, args));
      return v.bind(t);
    },
  });
}

const faultyKv = (kv: KVNamespace) => faultyCalls("kv", kv, KV_OPS);
const faultyR2 = (r2: R2Bucket) => faultyCalls("r2", r2, R2_OPS);
