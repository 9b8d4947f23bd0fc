// A column of a back-office spreadsheet (product, stock and order imports and exports): its key,
// its headers in both languages, and the other headers a person may have typed for it.
export type Column<K extends string> = { key: K; zh: string; en: string; aliases?: readonly string[] };
