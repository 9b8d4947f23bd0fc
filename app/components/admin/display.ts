// The spec's display filter of the back office's list URLs (shown, hidden, all), read the same by every list.

/** The spec's display enum in list URLs: 1 shown (the menu default), 2 hidden, 3 all. */
export type Display = "1" | "2" | "3";

export const displayOf = (p: string | undefined | null): Display => (p === "2" || p === "3" ? p : "1");

export const displayQuery = (d: Display): boolean | undefined => (d === "3" ? undefined : d === "1");

export const displayMatches = (d: Display, shown: boolean) => d === "3" || (d === "1") === shown;
