// Reference Worker for `npm run bench`: the cheapest possible fetch handler. The app's req/s is
// reported as a ratio to this Worker served by the same harness (same Miniflare, same assets router).
export default {
  fetch() {
    return new Response("hello world", { headers: { "content-type": "text/plain; charset=utf-8" } });
  },
};
