import { describe, expect, it } from "vitest";
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  stepAt,
  TOTP_PERIOD_S,
  totpCodeAt,
} from "../../functions/people/security/totp";

// The TOTP window with a fixed clock: RFC 6238's SHA-1 test vector, then one step of drift either
// side accepted and two refused.

// RFC 6238 appendix B: the ASCII secret "12345678901234567890" in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const T = 1_111_111_109_000; // 2005-03-18T01:58:29Z: 07081804 in 8 digits, 081804 in 6
const STEP = TOTP_PERIOD_S * 1000;

describe("TOTP", () => {
  it("makes RFC 6238's code at a fixed time", () => {
    expect(totpCodeAt(RFC_SECRET, T)).toBe("081804");
    expect(matchTotpStep(RFC_SECRET, "081804", T)).toBe(stepAt(T));
  });

  it("accepts one step of drift either side and nothing further", () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const at = (offset: number) => totpCodeAt(secret, now + offset * STEP);
    expect(matchTotpStep(secret, at(0), now)).toBe(stepAt(now));
    expect(matchTotpStep(secret, at(-1), now)).toBe(stepAt(now) - 1);
    expect(matchTotpStep(secret, at(1), now)).toBe(stepAt(now) + 1);
    expect(matchTotpStep(secret, at(-2), now)).toBeNull();
    expect(matchTotpStep(secret, at(2), now)).toBeNull();
    expect(matchTotpStep(secret, "12345", now)).toBeNull();
    expect(matchTotpStep(secret, "abcdef", now)).toBeNull();
  });

  it("makes ten distinct recovery codes and hashes them ignoring case, spaces and dashes", async () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const c = codes[0]!;
    expect(normaliseRecoveryCode(` ${c.toUpperCase()} `)).toBe(c.replace("-", ""));
    expect(await hashRecoveryCode(c.toUpperCase().replace("-", " "))).toBe(await hashRecoveryCode(c));
    expect(await hashRecoveryCode(c)).not.toBe(await hashRecoveryCode(codes[1]!));
  });
});
