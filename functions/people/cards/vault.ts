import { isTestMode, secretsOf } from "../../commerce/payment/providers/secrets";
import type { Env } from "../../platform/env";
import { tappayVault } from "./tappayVault";
import { testVault } from "./testVault";
import type { CardVault } from "./vaultTypes";

// Which vault saves a store's cards (the types and the flow: vaultTypes.ts).

export function vaultFor(env: Env, storeId: number): CardVault | null {
  if (secretsOf(env, storeId).tappay) return tappayVault;
  return isTestMode(env) ? testVault : null;
}

/** The vault a saved row names (deletes); TEST exists only in test mode. */
export function vaultNamed(env: Env, name: string): CardVault | null {
  if (name === "TAPPAY") return tappayVault;
  if (name === "TEST") return isTestMode(env) ? testVault : null;
  return null;
}
