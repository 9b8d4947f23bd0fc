import { FRONTEND_VERSION } from "@functions/shared/constants";

const parts = (v: string): number[] =>
  v
    .trim()
    .replace(/^v/i, "")
    .split(".")
    .map((p) => {
      const n = Number.parseInt(p, 10);
      return Number.isFinite(n) && n >= 0 ? n : 0;
    });

/** Dotted version compare, numerically per part ("1.6.60" > "1.6.9"; "1.6" equals "1.6.0"). */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** True only when the server announces a frontend version newer than this build's. */
export function isNewerVersion(server: unknown, build: string = FRONTEND_VERSION): boolean {
  return typeof server === "string" && server.trim() !== "" && compareVersions(server, build) > 0;
}
