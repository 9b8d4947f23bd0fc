// A D1 binding that counts what goes through it: the benchmark asks for it with a request header
// (never in production) to check "D1 queries per page render" against a real render.
export type D1Counts = { statements: number; roundTrips: number };

export function countingD1(d1: D1Database): { d1: D1Database; counts: D1Counts } {
  const counts: D1Counts = { statements: 0, roundTrips: 0 };
  const real = new WeakMap<object, D1PreparedStatement>();
  const runners = new Set(["all", "run", "first", "raw"]);
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const v = Reflect.get(target, prop, target);
        if (typeof v !== "function") return v;
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (typeof prop === "string" && runners.has(prop))
          return (...args: unknown[]) => {
            counts.statements += 1;
            counts.roundTrips += 1;
            return (v as (...a: unknown[]) => unknown).apply(target, args);
          };
        return v.bind(target);
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  const proxy = new Proxy(d1, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (prop === "prepare") return (q: string) => wrap(target.prepare(q));
      if (prop === "batch")
        return (stmts: D1PreparedStatement[]) => {
          counts.statements += stmts.length;
          counts.roundTrips += 1;
          return target.batch(stmts.map((s) => real.get(s) ?? s));
        };
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { d1: proxy, counts };
}
