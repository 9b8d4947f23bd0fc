import { Secret, TOTP } from "otpauth";
import { randomToken, sha256 } from "../../platform/crypto";

// RFC 6238 codes as every authenticator app makes them: SHA-1, 6 digits, 30-second steps. One
// step either side is accepted for clock drift; the accepted step is stored so a code works once.
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "admin", issuer = "Storefleet") {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_S,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, label: string, issuer: string) => totp(secret, label, issuer).toString();

export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/** The time step a 6-digit code belongs to, within the drift window of `nowMs`; null if it matches none. */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** The code an app would show at `nowMs` (tests and the e2e compute codes the same way). */
export const totpCodeAt = (secret: string, nowMs: number) => totp(secret).generate({ timestamp: nowMs });

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** `xxxxx-xxxxx` from an alphabet without look-alikes (0/o, 1/l/i): about 49 bits each. */
export function newRecoveryCodes(n = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: n }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const s = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** People type codes with spaces, dashes and capitals: all of those are ignored. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

export const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

export const newChallengeToken = () => randomToken(32);
