import { BindingTimeout } from "./bindingFailure";

// KV holds copies only (issue 16): every read of it on a request's path gives up after a short
// wait and falls back to D1, and a failed copy write never fails the change it copies.

/**
 * KV answers from the data centre's cache in a few ms; a read slower than this is taken for KV
 * failing, and the caller reads D1 (which it would have on a miss anyway).
 */
export const KV_READ_TIMEOUT_MS = 50;

export function kvRead<T>(read: Promise<T>, ms = KV_READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BindingTimeout(`KV read took over ${ms} ms`)), ms);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/** Writes a copy; false (logged) when KV refused it, for the caller to mark the copy for repair. */
export async function kvWrite(write: Promise<unknown>, what: string): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (e) {
    console.warn(JSON.stringify({ level: "warn", kvCopy: what, error: String(e) }));
    return false;
  }
}
