// ECPay's CheckMacValue (developers.ecpay.com.tw, 附錄 / 檢查碼機制: AIO payments ?p=2902, logistics
// ?p=7424): sort the parameters by name (A–Z, case-insensitive), join as k=v with &, put
// "HashKey=…&" in front and "&HashIV=…" after, URL-encode like .NET's HttpUtility.UrlEncode
// (space → "+", and - _ . ! * ( ) left as they are), lower-case, hash (MD5 for logistics, SHA-256
// for AIO payments) and upper-case the hex digest.

export type MacAlgorithm = "MD5" | "SHA-256";

/**
 * .NET HttpUtility.UrlEncode as ECPay's table lists it ("URLEncode 轉換表, .NET 編碼(ecpay)"):
 * encodeURIComponent, then the characters .NET treats differently: space is "+", `!*()` stay
 * literal, and `'` and `~` are escaped. Hex case does not matter: the whole string is lower-cased.
 */
export function ecpayUrlEncode(s: string): string {
  return encodeURIComponent(s).replace(/%20/g, "+").replace(/'/g, "%27").replace(/~/g, "%7e");
}

const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The string ECPay hashes (step 4 of its example), exposed for tests and debugging. */
export function macSource(params: Record<string, string>, hashKey: string, hashIV: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== "CheckMacValue")
    .sort(byName)
    .map((k) => `${k}=${params[k]}`);
  return ecpayUrlEncode(`HashKey=${hashKey}&${pairs.join("&")}&HashIV=${hashIV}`).toLowerCase();
}

export async function checkMacValue(
  params: Record<string, string>,
  hashKey: string,
  hashIV: string,
  algorithm: MacAlgorithm,
): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(macSource(params, hashKey, hashIV)));
  let hex = "";
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, "0");
  return hex.toUpperCase();
}

/** Constant-time comparison of a received CheckMacValue with the expected one. */
export async function verifyCheckMac(
  params: Record<string, string>,
  hashKey: string,
  hashIV: string,
  algorithm: MacAlgorithm,
): Promise<boolean> {
  const got = (params.CheckMacValue ?? "").toUpperCase();
  const want = await checkMacValue(params, hashKey, hashIV, algorithm);
  if (got.length !== want.length) return false;
  let diff = 0;
  for (let i = 0; i < want.length; i++) diff |= got.charCodeAt(i) ^ want.charCodeAt(i);
  return diff === 0;
}
