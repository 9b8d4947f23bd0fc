/** The page languages (the same union as ./index's Locale, kept here so the two do not import each other). */
type Locale = "zh-TW" | "en";

// Counted messages in one syntax, chosen by the platform's plural rules (Intl.PluralRules):
// "{n, plural, one {# order updated} other {# orders updated}}". `#` is the count; a form may hold
// other placeholders ({name}). zh-TW has one form, so its messages keep a plain "{n} 筆".

const rules = new Map<Locale, Intl.PluralRules>();
const rulesOf = (locale: Locale) => {
  const known = rules.get(locale);
  if (known) return known;
  const made = new Intl.PluralRules(locale);
  rules.set(locale, made);
  return made;
};

/** A plural block: `{name, plural, one {…} other {…}}` (forms may contain `{var}`). */
export const PLURAL_BLOCK =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/** The form of a count in a language (an exact `=n` form first), `#` written as the count was given. */
export function pluralForm(locale: Locale, count: number | string, forms: Readonly<Record<string, string>>): string {
  const n = Number(count);
  const form = forms[`=${n}`] ?? forms[rulesOf(locale).select(n)] ?? forms.other ?? "";
  return form.replaceAll("#", String(count));
}

/** Resolves every plural block of a message with the count in `vars` (before plain placeholders). */
export function expandPlurals(text: string, locale: Locale, vars: Readonly<Record<string, string | number>>): string {
  if (!text.includes(", plural,")) return text;
  return text.replace(PLURAL_BLOCK, (_all, name: string, body: string) => {
    const forms: Record<string, string> = {};
    for (const m of body.matchAll(FORM)) forms[m[1]!] = m[2]!;
    return pluralForm(locale, vars[name] ?? 0, forms);
  });
}
