import { MAX_UPLOAD_BYTES } from "@functions/shared/media";
import { appEvents, createApiClient } from "../../lib/api";
import type { FetchLike } from "../../lib/api/client";
import { type AdminResult, callWith, leaveIfNeeded } from "./adminApi";

// Uploads go through the same request layer as every call (headers, envelope, version check,
// modals for HTTP failures); only the transport differs: XMLHttpRequest, because fetch cannot
// report upload progress.

/** Client-side mirror of the server's checks (functions/media): type by MIME and size. */
export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(",");
export { MAX_UPLOAD_BYTES };

export type FileProblem = "type" | "size" | null;

export function checkFile(
  file: { type: string; size: number },
  opts: { types?: readonly string[]; maxBytes?: number } = {},
): FileProblem {
  const types = opts.types ?? UPLOAD_MIME_TYPES;
  if (!types.includes(file.type)) return "type";
  if (file.size > (opts.maxBytes ?? MAX_UPLOAD_BYTES)) return "size";
  return null;
}

/** A fetch over XMLHttpRequest that reports upload progress (0…1). */
export function xhrFetch(onProgress: (fraction: number) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? "GET", input);
      xhr.withCredentials = true;
      new Headers(init.headers).forEach((v, k) => {
        xhr.setRequestHeader(k, v);
      });
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const i = line.indexOf(":");
          if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
        }
        // Status 0 never reaches onload; 1xx cannot be represented by Response.
        const status = Math.max(200, xhr.status);
        const nullBody = status === 204 || status === 205 || status === 304;
        resolve(new Response(nullBody ? null : xhr.responseText, { status, headers }));
      };
      xhr.onerror = () => reject(new TypeError("network error"));
      xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
      init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

/**
 * POSTs one file as multipart form data (`fileField` plus extra fields) and returns the envelope
 * data as a result. 30-minute imports pass a longer timeout.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  opts: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    timeoutMs?: number;
    method?: "POST" | "PUT";
  } = {},
): Promise<AdminResult<T>> {
  const client = createApiClient({ events: appEvents, fetch: xhrFetch(opts.onProgress ?? (() => {})) });
  return leaveIfNeeded(
    await callWith<T>(client, opts.method ?? "POST", path, form, { signal: opts.signal, timeoutMs: opts.timeoutMs }),
  );
}

export function fileForm(fileField: string, file: File, fields: Record<string, string | number | undefined> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.set(k, String(v));
  fd.set(fileField, file, file.name);
  return fd;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
}
