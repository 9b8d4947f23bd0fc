/**
 * The named fields of a row, copied unchanged and in the order named, typed as `Pick<T, K>`. An
 * answer mapper lists the fields it passes through once instead of writing `a: r.a` for each;
 * a field it converts or renames stays written out beside it.
 */
export function pick<T extends object, const K extends readonly (keyof T)[]>(row: T, keys: K): Pick<T, K[number]> {
  const out = {} as Pick<T, K[number]>;
  for (const k of keys) out[k] = row[k];
  return out;
}
