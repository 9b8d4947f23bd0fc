import { SELF } from "cloudflare:test";

// Multipart uploads of a sheet to a back-office import, for the import suites of issue 28 §4.

export const csv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;

export async function uploadSheet(host: string, path: string, token: string, content: string, name = "sheet.csv") {
  const form = new FormData();
  form.append("file", new File([content], name, { type: "text/csv" }));
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}
