/**
 * zod 4 probes `Function("")` the first time it builds an object schema, to decide whether to
 * compile parsers; under our CSP (no 'unsafe-eval') the probe is refused and reported as a
 * violation. zod reads its config from `globalThis.__zod_globalConfig` while each schema is built,
 * and the bundler puts zod in the same chunk as the shared schemas, so no module can set it
 * first: a classic inline script in <head> runs before any module script does.
 * The interpreted parsers are fast enough for forms.
 */
const ZOD_JITLESS = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})";

export function ZodJitless({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />;
}
