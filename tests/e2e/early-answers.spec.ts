import http from "node:http";
import { expect, test } from "@playwright/test";
import { PORT, SHOP_A } from "./support";

// Issue 11: an answer given before the Worker read the request body (413, 404, an admin refusal,
// a CSRF refusal) must not cost the NEXT request on the same keep-alive connection. Against the
// server `npm start` runs (wrangler dev), that next request used to fail with 500 "Network
// connection lost" (workers-sdk issue 15203). Node's http client with one keep-alive socket makes
// "the same connection" certain (`reusedSocket`); no browser is needed.

type Answer = { status: number; reused: boolean; body: string };

function client() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: PORT, method, path, agent, headers: { host: `${SHOP_A}:${PORT}`, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (d: Buffer) => chunks.push(d));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

const JSON_TYPE = { "content-type": "application/json" };
/** A normal call that reads its body: the answer it must get whatever came before on the socket. */
async function expectNormalAnswer(c: ReturnType<typeof client>) {
  const r = await c.send("POST", "/api/user/ifEmailExists", JSON.stringify({ email: "nobody@example.com" }), JSON_TYPE);
  expect(r.reused).toBe(true);
  expect(r.status).toBe(200);
  expect(JSON.parse(r.body)).toMatchObject({ code: 0, data: false });
  const g = await c.send("GET", "/api/initial");
  expect(g.reused).toBe(true);
  expect(g.status).toBe(200);
}

const early: [string, string, string, () => string | Buffer, Record<string, string>, number][] = [
  [
    "an oversized JSON body (413)",
    "POST",
    "/api/auth/login",
    () => JSON.stringify({ email: "x".repeat(200 * 1024) }),
    JSON_TYPE,
    413,
  ],
  ["an oversized body of 1 MiB (413)", "POST", "/api/cart/items", () => Buffer.alloc(1024 * 1024, 32), JSON_TYPE, 413],
  [
    "an unknown /api path with a body (404)",
    "POST",
    "/api/no/such/path",
    () => JSON.stringify({ pad: "y".repeat(30_000) }),
    JSON_TYPE,
    404,
  ],
  [
    "an unauthenticated admin upload (refused before reading)",
    "POST",
    "/api/admin/media",
    () =>
      `--b\r\ncontent-disposition: form-data; name="type"\r\n\r\nBANNER\r\n--b\r\n${"z".repeat(40_000)}\r\n--b--\r\n`,
    { "content-type": "multipart/form-data; boundary=b" },
    200,
  ],
  [
    "a refused cross-site write (403)",
    "PATCH",
    "/api/user/profile",
    () => JSON.stringify({ name: "x".repeat(30_000) }),
    { ...JSON_TYPE, origin: "https://evil.example", cookie: "sf_session=abc" },
    403,
  ],
];

test.describe("early answers keep the connection usable", () => {
  for (const [name, method, path, body, headers, status] of early) {
    test(`after ${name}`, async () => {
      const c = client();
      try {
        const first = await c.send(method, path, body(), headers);
        expect(first.status).toBe(status);
        expect(JSON.parse(first.body)).toHaveProperty("code");
        await expectNormalAnswer(c);
        // And once more: the connection stays in step after a second early answer.
        expect((await c.send(method, path, body(), headers)).status).toBe(status);
        await expectNormalAnswer(c);
      } finally {
        c.close();
      }
    });
  }
});
