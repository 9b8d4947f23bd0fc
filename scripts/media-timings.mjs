// Per-variant timings of the upload pipeline (README "Media"): the variants of a 1920×1080 JPEG
// made with the Images binding on Miniflare (workerd + sharp, as in `npm start` and the tests).
//   node scripts/media-timings.mjs [runs=7]
// Prints a Markdown table: median ms of transform + WebP encode, and of the info read-back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { planVariants } from "../functions/media/variants.ts";
import { MEDIA_VARIANTS } from "../functions/shared/media.ts";

const runs = Number(process.argv[2] ?? 7);
const root = path.join(import.meta.dirname, "..");
const image = readFileSync(path.join(root, "tests/fixtures/photo-1920x1080.jpg"));

// Same calls as functions/media/service.ts makeVariants; time advances in workerd across I/O.
const script = `
const stream = (b) => new Blob([b]).stream();
async function one(env, bytes, job) {
  const t0 = Date.now();
  const res = await env.IMAGES.input(stream(bytes)).transform(job.transform).output({ format: "image/webp" });
  const out = new Uint8Array(await res.response().arrayBuffer());
  const t1 = Date.now();
  const info = await env.IMAGES.info(stream(out));
  return { make: t1 - t0, info: Date.now() - t1, width: info.width, height: info.height, bytes: out.byteLength };
}
async function all(env, bytes, jobs, limit) {
  const t0 = Date.now();
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, async () => {
    while (next < jobs.length) await one(env, bytes, jobs[next++]);
  }));
  return Date.now() - t0;
}
export default {
  async fetch(req, env) {
    const { jobs, runs, sets } = JSON.parse(req.headers.get("x-plan"));
    const bytes = new Uint8Array(await req.arrayBuffer());
    await one(env, bytes, jobs[0]); // warm sharp up
    const perJob = [];
    for (const job of jobs) {
      const r = [];
      for (let i = 0; i < runs; i++) r.push(await one(env, bytes, job));
      perJob.push({ names: job.names, runs: r });
    }
    const perSet = {};
    for (const [type, set] of Object.entries(sets)) {
      perSet[type] = {};
      for (const limit of [1, 4]) {
        const t = [];
        for (let i = 0; i < runs; i++) t.push(await all(env, bytes, set, limit));
        perSet[type][limit] = t;
      }
    }
    return Response.json({ perJob, perSet });
  },
};`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const sets = {
  BANNER: planVariants(MEDIA_VARIANTS.BANNER, 1920, 1080),
  PRODUCT: planVariants(MEDIA_VARIANTS.PRODUCT, 1920, 1080),
};
const seen = new Set();
const jobs = [...sets.BANNER, ...sets.PRODUCT].filter((j) => {
  const k = `${j.transform.fit}:${j.width}x${j.height}`;
  return seen.has(k) ? false : seen.add(k);
});

const mf = new Miniflare(
  convertV4MiniflareOptions({
    modules: true,
    script,
    compatibilityDate: "2026-08-01",
    images: { binding: "IMAGES" },
  }),
);
try {
  const res = await mf.dispatchFetch("http://timings.local/", {
    method: "POST",
    body: image,
    headers: { "x-plan": JSON.stringify({ jobs, runs, sets }) },
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const { perJob, perSet } = await res.json();
  console.log(`1920×1080 JPEG (${image.byteLength} B), median of ${runs} runs, ${process.platform}/${process.arch}\n`);
  console.log("| variant(s) | output | WebP bytes | make (ms) | info read-back (ms) |");
  console.log("| --- | --- | ---: | ---: | ---: |");
  for (const { names, runs: r } of perJob) {
    const { width, height, bytes } = r[0];
    const make = median(r.map((x) => x.make));
    const info = median(r.map((x) => x.info));
    console.log(`| ${names.join(", ")} | ${width}×${height} | ${bytes} | ${make} | ${info} |`);
  }
  console.log("\n| whole upload (all variants + read-back) | 1 at a time (ms) | 4 at a time (ms) |");
  console.log("| --- | ---: | ---: |");
  for (const [type, t] of Object.entries(perSet)) {
    console.log(`| ${type} (${sets[type].length} outputs) | ${median(t[1])} | ${median(t[4])} |`);
  }
} finally {
  await mf.dispose();
}
