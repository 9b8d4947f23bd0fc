import type { MessageKey } from "../../i18n";
import type { Envelope } from "./types";

export const TIMEOUT_MESSAGE = "request timed out and cancelled";
export const DUPLICATE_MESSAGE = "duplicate request cancelled";

export type ApiErrorKind = "http" | "business" | "timeout" | "duplicate" | "network" | "aborted";

/** Every rejection of the request layer. Business outcomes (code ≠ 0 on HTTP 200) resolve instead. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly url: string,
    readonly status = 0,
    /** The parsed answer when there was one (a 422 carries per-field `issues`). */
    readonly body: Envelope | null = null,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type StatusOutcome =
  | { type: "modal"; message: MessageKey; vars?: Record<string, string | number> }
  | { type: "versionMismatch" };

/** Spec §8: what the user sees for a non-200 HTTP status. */
export function statusOutcome(status: number): StatusOutcome {
  switch (status) {
    case 403:
      return { type: "modal", message: "http.403" };
    case 404:
      return { type: "versionMismatch" };
    case 405:
      return { type: "modal", message: "http.405" };
    case 422:
      return { type: "modal", message: "http.422" };
    case 429:
      return { type: "modal", message: "http.429" };
    case 500:
      return { type: "modal", message: "http.500" };
    default:
      return { type: "modal", message: "http.other", vars: { status } };
  }
}
