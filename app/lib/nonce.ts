import { createContext, useContext } from "react";

/**
 * The response's CSP nonce during the server render (entry.server.tsx provides it). In the browser
 * it is undefined: scripts that already ran keep theirs, and React never runs inline scripts it
 * inserts later, so nothing there needs it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
