import { tapD1 } from "./d1Tap";

// A D1 binding that counts what goes through it: the benchmark asks for it with a request header
// (never in production) to check "D1 queries per page render" against a real render.
export type D1Counts = { statements: number; roundTrips: number };

export function countingD1(d1: D1Database): { d1: D1Database; counts: D1Counts } {
  const counts: D1Counts = { statements: 0, roundTrips: 0 };
  const tapped = tapD1(d1, (_op, statements, run) => {
    counts.statements += statements;
    counts.roundTrips += 1;
    return run();
  });
  return { d1: tapped, counts };
}
