// The two widths run side by side, each against its own `npm start` server with its own local
// D1/KV/R2: no spec sees the other width's data or spends its login limits, and the suite takes
// about the time of its longer width instead of the sum of both (issue 13: CI under 30 minutes).
// E2E_PORT is the desktop server's port; the 375 px one listens on the next port.
const BASE = Number(process.env.E2E_PORT ?? 8799);

export const E2E_PORTS = { desktop: BASE, mobile: BASE + 1 } as const;
export type Width = keyof typeof E2E_PORTS;

/** The widths this run tests: those named by `--project` on the command line, else both. Read in
 * the runner process (config and global setup), so `--project=desktop` starts one server only. */
export function selectedWidths(argv: string[] = process.argv): Width[] {
  const named: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith("--project=")) named.push(arg.slice("--project=".length));
    else if (arg === "--project" && argv[i + 1]) named.push(argv[i + 1] as string);
  });
  const widths = (Object.keys(E2E_PORTS) as Width[]).filter((w) => named.length === 0 || named.includes(w));
  return widths.length ? widths : (Object.keys(E2E_PORTS) as Width[]);
}
