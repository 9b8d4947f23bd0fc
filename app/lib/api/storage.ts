/** The slice of Web Storage the request layer uses; injectable because workerd has no localStorage. */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Keys this module keeps in local storage. */
export const STORAGE_KEYS = {
  statusCode: "sf.statusCode",
  errorCode: "sf.errorCode",
  domainCheck: "sf.domainCheck",
  onlineCheck: "sf.onlineCheck",
  visitDay: "sf.visitDay",
  cachePrefix: "sf.cache.",
} as const;

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
  };
}

/**
 * The browser's localStorage when it exists and works (it throws in some private modes and is
 * absent in workerd/SSR); otherwise an in-memory stand-in for the life of the page.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const ls = (globalThis as { localStorage?: Storage }).localStorage;
    if (ls) {
      const probe = "sf.probe";
      ls.setItem(probe, "1");
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: caching is an optimisation, never a failure
  }
}
