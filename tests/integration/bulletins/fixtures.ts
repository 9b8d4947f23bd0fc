import { SELF } from "cloudflare:test";
import { api, loginToken } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "../branches/fixtures";

// A head store with one branch, both signed in, for the bulletin suites (issue 28 §2/§3).

export async function bulletinNetwork(head = "bulletin-head.localhost") {
  const headId = await headStore(head);
  const branch = await addBranch(headId, "east", headId, { baseDomain: head });
  const headToken = await loginToken(head, HEAD_ADMIN.email, HEAD_ADMIN.password);
  const branchToken = await loginToken(branch.hostname, branch.email, branch.password);
  const post = (path: string, body: unknown) => api(head, "POST", path, { token: headToken, body });
  return { head, headId, branch, headToken, branchToken, post };
}

/** A CSV sheet posted to the bulletin import. */
export async function importSheet(host: string, token: string, rows: string[][]) {
  const form = new FormData();
  const text = `\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n")}\r\n`;
  form.append("file", new File([text], "bulletins.csv", { type: "text/csv" }));
  const res = await SELF.fetch(`http://${host}/api/admin/bulletin/excel/import`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}
