// A D1 binding whose every round trip (a statement's first/all/run/raw, a batch, an exec) goes
// through `around`: the benchmark's statement counter (queryCount.ts) and the fault harness
// (functions/platform/faults.ts) are both taps. Statements handed to `batch` are unwrapped, since
// the runtime accepts only its own.
export type D1Around = <T>(op: string, statements: number, run: () => Promise<T>) => Promise<T>;

const RUNNERS = new Set(["first", "all", "run", "raw"]);

export function tapD1(d1: D1Database, around: D1Around): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const v = Reflect.get(target, prop, target);
        if (typeof v !== "function") return v;
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (typeof prop === "string" && RUNNERS.has(prop))
          return (...args: unknown[]) => around(prop, 1, () => v.apply(target, args));
        return v.bind(target);
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (prop === "prepare") return (q: string) => wrap(target.prepare(q));
      if (prop === "batch")
        return (stmts: D1PreparedStatement[]) =>
          around("batch", stmts.length, () => target.batch(stmts.map((s) => real.get(s) ?? s)));
      if (prop === "exec") return (q: string) => around("exec", 1, () => target.exec(q));
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
