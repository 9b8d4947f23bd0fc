import type { ApiCacheMap } from "@functions/shared/constants";

/** The server's one JSON envelope (functions/platform/http/envelope.ts). */
export type Envelope<T = unknown> = {
  code: number;
  data: T;
  apiCacheMap: ApiCacheMap | null;
  frontendVersion: string;
  message?: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
};

export function isEnvelope(v: unknown): v is Envelope {
  return typeof v === "object" && v !== null && typeof (v as { code?: unknown }).code === "number" && "data" in v;
}
