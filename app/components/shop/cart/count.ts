// The navbar's cart badge: units in the cart (the sum of quantities), known only in the browser.
// Pages are cached anonymously, so the count is fetched after hydration and then kept current by
// whatever changes the cart (the purchase box, the cart pages) calling setCartCount.
import { useSyncExternalStore } from "react";

let count: number | null = null;
const listeners = new Set<() => void>();

export function setCartCount(n: number | null): void {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** null until known (server render, before the first fetch). */
export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}

/** Reads the cart through the request layer (loaded on demand) and publishes its unit count. */
export async function refreshCartCount(): Promise<void> {
  const { api } = await import("~/lib/api");
  const env = await api.get<{ quantity: number }[]>("/api/cart/items", { quiet: true });
  if (env.code === 0 && Array.isArray(env.data)) setCartCount(env.data.reduce((s, l) => s + l.quantity, 0));
}

/** Spec §9 badge cap: 99, shown as "99+" beyond. */
export const badgeText = (n: number, cap: number) => (n > cap ? `${cap}+` : String(n));
