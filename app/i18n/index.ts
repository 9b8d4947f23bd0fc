import { useRouteLoaderData } from "react-router";
import { expandPlurals } from "./plural";
import { type MessageKey, zhTW } from "./zh-TW";

export type Locale = "zh-TW" | "en";
export type { MessageKey };

// Traditional Chinese ships with every page (the first language, and the fallback of every key);
// English is registered by ./english: at start on the server, on demand in the browser
// (entry.client loads it before hydrating an English page), so zh-TW pages do not carry it.
const dictionaries: Record<Locale, Record<string, string>> = { "zh-TW": { ...zhTW }, en: {} };

/** Adds a lazily loaded area's messages (the back office registers its own from its layout). */
export function registerMessages(zh: Record<string, string>, english: Record<string, string>) {
  Object.assign(dictionaries["zh-TW"], zh);
  Object.assign(dictionaries.en, english);
}

export function translate(locale: Locale, key: string, vars?: Record<string, string | number>): string {
  let text = dictionaries[locale][key] ?? dictionaries["zh-TW"][key] ?? key;
  if (vars) text = expandPlurals(text, locale, vars);
  if (vars) for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** Every message registered so far in a language (the dictionaries' own tests read them). */
export const registeredMessages = (locale: Locale): Readonly<Record<string, string>> => dictionaries[locale];

export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale ?? "zh-TW";
}

export function useT() {
  const locale = useLocale();
  return (key: MessageKey | (string & {}), vars?: Record<string, string | number>) => translate(locale, key, vars);
}
