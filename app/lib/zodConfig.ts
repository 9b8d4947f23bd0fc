import { config } from "zod";

// zod 4 probes `Function("")` the first time it builds an object parser, to decide whether to
// compile it; under our CSP (no 'unsafe-eval') the probe is refused and reported as a violation.
// The interpreted parsers are fast enough for forms: never probe. Imported first by app/root.tsx,
// because React Router evaluates the route modules before entry.client runs.
config({ jitless: true });
