import { sameSecret } from "../platform/crypto";
import type { Env } from "../platform/env";
import { armFaults, disarmFaults, faultCalls, faultsArmed, parseFaultRules } from "../platform/faults";
import { Code } from "../shared/codes";
import { FRONTEND_VERSION } from "../shared/constants";

export const FAULTS_PATH = "/operator/faults";

/**
 * PUT /operator/faults (rules as JSON; `[]` records calls only), DELETE to disarm, GET for the
 * calls seen: the prober's handle on the served worker (scripts/faults.mjs). Answered before the
 * bindings are wrapped and without D1 (the operator API's rate limit lives there), so a prober can
 * always disarm what it armed. Outside production only: there it is an unknown path.
 */
export async function faultsEndpoint(req: Request, env: Env): Promise<Response | null> {
  if (env.APP_ENV === "production") return null;
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!env.OPERATOR_TOKEN || !token || !sameSecret(token, env.OPERATOR_TOKEN)) {
    return reply(Code.TOKEN_IS_INVALID, null, 401);
  }
  if (req.method === "DELETE") {
    disarmFaults();
    return reply(Code.SUCCESS, { armed: false });
  }
  if (req.method === "PUT") {
    try {
      armFaults(parseFaultRules(await req.text()));
    } catch (e) {
      return reply(Code.INVALID_REQUEST, null, 422, String(e instanceof Error ? e.message : e));
    }
  }
  return reply(Code.SUCCESS, { armed: faultsArmed(), calls: faultCalls() });
}

const reply = (code: number, data: unknown, status = 200, message?: string) =>
  Response.json(
    { code, data, frontendVersion: FRONTEND_VERSION, ...(message ? { message } : {}) },
    { status, headers: { "cache-control": "no-store" } },
  );
