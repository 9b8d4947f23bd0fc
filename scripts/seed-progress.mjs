// How far the demo seed got: every answered seed request counts one. `npm start` writes the count
// to `<state>/SEED_PROGRESS_FILE`, which the e2e global setup watches (tests/e2e/global-setup.ts):
// it waits as long as the count moves, so a slow machine is waited for and a hung seed is not.

export const SEED_PROGRESS_FILE = "seed-progress.json";

let answered = 0;
let listener = null;

/** Called by the seed's two HTTP clients (seed.mjs `call`, seed-catalogue.mjs storeClient). */
export function noteAnswer() {
  answered++;
  listener?.(answered);
}

/** One listener (start.mjs): told the new count after each answer. */
export function onAnswer(fn) {
  listener = fn;
  return answered;
}
