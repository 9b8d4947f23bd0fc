import { describe, expect, it } from "vitest";
import type { Column } from "../../app/components/admin/kit/DataTable";
import {
  editIdOf,
  hrefWith,
  pageParam,
  pageRows,
  parseSort,
  sortParam,
  sortRows,
} from "../../app/components/admin/kit/listQuery";
import { productSortQuery } from "../../app/routes/admin/catalogue/lib/productListQuery";

// The admin kit's URL state: filters, sort and page live in the search params.

type Row = { name: string; n: number };
const cols: Column<Row>[] = [
  { key: "name", header: "name", cell: (r) => r.name, sortValue: (r) => r.name },
  { key: "n", header: "n", cell: (r) => r.n, sortValue: (r) => r.n },
];
const rows: Row[] = [
  { name: "b", n: 2 },
  { name: "a", n: 10 },
  { name: "c", n: 1 },
];

describe("list kit URL state", () => {
  it("reads and writes the sort param (-key descending)", () => {
    expect(parseSort("name")).toEqual({ key: "name", dir: "asc" });
    expect(parseSort("-price")).toEqual({ key: "price", dir: "desc" });
    expect(parseSort("")).toBeNull();
    expect(parseSort("--x")).toBeNull();
    expect(sortParam({ key: "price", dir: "desc" })).toBe("-price");
  });
  it("changes one filter, keeps the others and drops the page", () => {
    expect(hrefWith("/admin/x", "?q=tea&sort=-name&page=3", { q: "cup" })).toBe("/admin/x?q=cup&sort=-name");
    expect(hrefWith("/admin/x", "?q=tea&page=3", { q: "" })).toBe("/admin/x");
    expect(hrefWith("/admin/x", "?q=tea", { page: 2 })).toBe("/admin/x?q=tea&page=2");
    expect(hrefWith("/admin/x", "?q=tea&page=2", { page: 1 })).toBe("/admin/x?q=tea");
  });
  it("reads the page, 1 for anything else", () => {
    expect(pageParam("4")).toBe(4);
    for (const bad of [null, "", "0", "-1", "2.5", "x"]) expect(pageParam(bad)).toBe(1);
  });
  it("sorts rows in memory by the column's sortValue", () => {
    expect(sortRows(rows, cols, { key: "name", dir: "asc" }).map((r) => r.name)).toEqual(["a", "b", "c"]);
    expect(sortRows(rows, cols, { key: "n", dir: "desc" }).map((r) => r.n)).toEqual([10, 2, 1]);
    expect(sortRows(rows, cols, { key: "nope", dir: "asc" })).toBe(rows);
  });
  it("pages rows in memory and clamps past the end", () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageRows(many, 2, 20)).toEqual({ rows: many.slice(20, 40), page: 2, pageCount: 3 });
    expect(pageRows(many, 9, 20).page).toBe(3);
    expect(pageRows([], 1, 20)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
  it("treats 0 and new as create", () => {
    expect(editIdOf("0")).toBeNull();
    expect(editIdOf("new")).toBeNull();
    expect(editIdOf("12")).toBe(12);
  });
  it("maps the product list's column sort and named sorts to the API", () => {
    expect(productSortQuery("-price")).toEqual({ sortBy: "price", sortDirection: "desc" });
    expect(productSortQuery("name")).toEqual({ sortBy: "name", sortDirection: "asc" });
    expect(productSortQuery("newest")).toEqual({ sortBy: "createdAt", sortDirection: "desc" });
    expect(productSortQuery("-stock")).toEqual({ sortBy: "sort", sortDirection: "desc" });
  });
});
