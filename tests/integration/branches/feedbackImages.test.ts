import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fixture } from "../../fixtures";
import { api, loginToken, sql } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./fixtures";

// Feedback images (POST /api/branch/feedback, multipart `images`): stored as the head store's
// media through the media pipeline, listed with the feedback, refused whole on a bad image.

const HOST = "head.localhost";

async function send(host: string, token: string, images: { bytes: Uint8Array; name: string; type: string }[]) {
  const form = new FormData();
  form.append("reasons", "UNKNOWN_PURCHASE");
  form.append("content", "看圖");
  for (const i of images)
    form.append("images", new File([i.bytes as Uint8Array<ArrayBuffer>], i.name, { type: i.type }));
  const res = await SELF.fetch(`http://${host}/api/branch/feedback`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: any; issues?: { path: string }[] } };
}

const png = () => ({ bytes: fixture("logo-200x150.png"), name: "shot.png", type: "image/png" });
const counts = async () => ({
  feedback: (await sql<{ n: number }>("SELECT count(*) AS n FROM branch_feedbacks"))[0]!.n,
  media: (await sql<{ n: number }>("SELECT count(*) AS n FROM media"))[0]!.n,
});

describe("branch feedback images", () => {
  it("stores up to five images as the head store's media and shows them in the head store's list", async () => {
    const h = await headStore(HOST);
    const a = await addBranch(h, "alpha");
    const b = await addBranch(h, "bravo");
    const ta = await loginToken(a.hostname, a.email, a.password);
    const sent = await send(a.hostname, ta, [png(), png()]);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    expect(sent.body.data.media).toHaveLength(2);
    for (const p of sent.body.data.media as string[]) expect(p).toMatch(new RegExp(`^/media/${h}/\\d+/`));
    expect(await sql("SELECT store_id AS s, type FROM media")).toEqual([
      { s: h, type: "BRANCH_FEEDBACK" },
      { s: h, type: "BRANCH_FEEDBACK" },
    ]);

    const head = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const [row] = (await api(HOST, "GET", "/api/admin/branchfeedback", { token: head })).body.data;
    expect(row.media).toEqual(sent.body.data.media);
    // The head store's host serves them; so does the sending branch's host (the head store's media).
    const img = await SELF.fetch(`http://${HOST}${row.media[0]}`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    await img.arrayBuffer();
    // A sibling branch's own list does not include alpha's feedback.
    const tb = await loginToken(b.hostname, b.email, b.password);
    expect((await api(b.hostname, "GET", "/api/admin/branchfeedback", { token: tb })).body.data).toEqual([]);
    // Another network's host does not serve this network's images.
    await headStore("other-head.localhost");
    const foreign = await SELF.fetch(`http://other-head.localhost${row.media[0]}`);
    expect(foreign.status).toBe(404);
    await foreign.arrayBuffer();
  });

  it("a file that is not an image or a sixth image is a 422 naming the image, and nothing is written", async () => {
    const h = await headStore(HOST);
    const a = await addBranch(h, "alpha");
    const ta = await loginToken(a.hostname, a.email, a.password);
    const text = { bytes: new TextEncoder().encode("not an image"), name: "x.png", type: "image/png" };
    const wrong = await send(a.hostname, ta, [png(), text]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.issues?.map((i) => i.path)).toEqual(["images.1"]);
    const six = await send(a.hostname, ta, [png(), png(), png(), png(), png(), png()]);
    expect(six.status).toBe(422);
    expect(six.body.issues?.map((i) => i.path)).toEqual(["images"]);
    expect(await counts()).toEqual({ feedback: 0, media: 0 });
    const objects = await env.MEDIA.list({ prefix: `${h}/` });
    expect(objects.objects).toHaveLength(0);
  });
});
