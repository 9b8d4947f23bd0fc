import type { MiddlewareHandler } from "hono";

/** Past this many unread bytes the body is cancelled instead (the connection is then given up). */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * Every answer leaves the request body read to its end. An answer given before the body was read
 * (404, 401/403, the 413 of the body limit, 429, a CSRF refusal) otherwise leaves it pending, and
 * the local server (`wrangler dev`, workers-sdk issue 15203) then loses the next request on the
 * same keep-alive connection with a 500 "Network connection lost". Measured there: cancelling the
 * body does not help, reading it to the end does (tests/e2e/early-answers.spec.ts).
 *
 * The handlers get a stream fed from a reader held here, because a reader they open and abandon
 * (the body limit stops reading a chunked body at the limit) would lock the body out of reach.
 * Reads go one at a time: the runtime may still be pulling for the handlers' stream when the
 * drain starts.
 */
export const drainBody: MiddlewareHandler = async (c, next) => {
  const original = c.req.raw;
  if (!original.body) return next();
  const reader = original.body.getReader();
  let last: Promise<unknown> = Promise.resolve();
  const read = () => {
    const p = last.catch(() => {}).then(() => reader.read());
    last = p;
    return p;
  };
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(ctl) {
      const { done, value } = await read();
      if (done) {
        finished = true;
        ctl.close();
      } else ctl.enqueue(value);
    },
    // A handler that stops reading says nothing to the client's body: the drain below finishes it.
    cancel: () => {},
  });
  c.req.raw = new Request(original, { body });
  try {
    await next();
  } finally {
    let unread = 0;
    try {
      while (!finished) {
        const { done, value } = await read();
        if (done) break;
        unread += value.byteLength;
        if (unread > DRAIN_LIMIT) {
          await reader.cancel();
          break;
        }
      }
    } catch {
      // The client went away: nothing is left to keep in step.
    }
  }
};
