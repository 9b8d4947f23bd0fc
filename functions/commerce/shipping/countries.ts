import { setStoreCountries } from "@db/shipping";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";

// Spec §3 country list entries (GET /api/shipping/countries; admin POST, DELETE /{id}). The list a
// store ships to is the stores.countries column (initial data `countries`, default ["TW"]), so no
// table is needed: an entry's id is its ISO code. The catalogue below is the short list of
// markets a Taiwan store ships to; adding one is one line.

export type Country = {
  code: string;
  name: string;
  chineseName: string;
  currency: { name: string; code: string; symbol: string };
  geo: { latitude: number; longitude: number };
  capital: string;
  phonePrefix: string;
};

const c = (
  code: string,
  name: string,
  chineseName: string,
  currency: [string, string, string],
  geo: [number, number],
  capital: string,
  phonePrefix: string,
): Country => ({
  code,
  name,
  chineseName,
  currency: { name: currency[0], code: currency[1], symbol: currency[2] },
  geo: { latitude: geo[0], longitude: geo[1] },
  capital,
  phonePrefix,
});

export const COUNTRIES: readonly Country[] = [
  c("TW", "Taiwan", "臺灣", ["New Taiwan dollar", "TWD", "NT$"], [23.7, 121.0], "Taipei", "886"),
  c("HK", "Hong Kong", "香港", ["Hong Kong dollar", "HKD", "HK$"], [22.3, 114.2], "Hong Kong", "852"),
  c("MO", "Macao", "澳門", ["Macanese pataca", "MOP", "MOP$"], [22.2, 113.5], "Macao", "853"),
  c("JP", "Japan", "日本", ["Japanese yen", "JPY", "¥"], [36.2, 138.3], "Tokyo", "81"),
  c("KR", "South Korea", "韓國", ["South Korean won", "KRW", "₩"], [35.9, 127.8], "Seoul", "82"),
  c("SG", "Singapore", "新加坡", ["Singapore dollar", "SGD", "S$"], [1.35, 103.8], "Singapore", "65"),
  c("MY", "Malaysia", "馬來西亞", ["Malaysian ringgit", "MYR", "RM"], [4.2, 101.98], "Kuala Lumpur", "60"),
  c("US", "United States", "美國", ["United States dollar", "USD", "US$"], [37.1, -95.7], "Washington, D.C.", "1"),
];

const byCode = new Map(COUNTRIES.map((x) => [x.code, x]));

const codesOf = (scope: StoreScope): string[] => {
  const stored = scope.store.countries;
  return Array.isArray(stored) && stored.length ? stored : ["TW"];
};

/** The store's countries as spec entries, in the order they were added. */
export function storeCountries(scope: StoreScope): Country[] {
  return codesOf(scope).flatMap((code) => byCode.get(code) ?? []);
}

export async function addCountry(scope: StoreScope, code: string, audit: AuditTrail): Promise<Country[]> {
  if (!byCode.has(code)) {
    throw new AppError(Code.INVALID_REQUEST, 422, "Unknown country.", [{ path: "code", message: "validation.oneOf" }]);
  }
  const codes = codesOf(scope);
  const before = { countries: [...codes] };
  if (!codes.includes(code)) {
    codes.push(code);
    await setStoreCountries(scope.db, scope.storeId, codes, [
      audit.item({ objectId: code, before, after: { countries: codes } }),
    ]);
    scope.store.countries = codes;
  } else {
    // Already shipped there: nothing changes, the call is still recorded.
    await scope.batch([audit.item({ objectId: code, always: true })]);
  }
  return storeCountries(scope);
}

/** Taiwan stays: a store always ships at home (and initial data never carries an empty list). */
export async function removeCountry(scope: StoreScope, code: string, audit: AuditTrail): Promise<Country[]> {
  const codes = codesOf(scope);
  if (!codes.includes(code)) throw notFound();
  if (code === "TW") {
    throw new AppError(Code.INVALID_REQUEST, 422, "Taiwan cannot be removed.", [
      { path: "id", message: "validation.oneOf" },
    ]);
  }
  const next = codes.filter((x) => x !== code);
  await setStoreCountries(scope.db, scope.storeId, next, [
    audit.item({ objectId: code, before: { countries: codes }, after: { countries: next } }),
  ]);
  scope.store.countries = next;
  return storeCountries(scope);
}
