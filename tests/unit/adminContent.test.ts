import { describe, expect, it } from "vitest";
import { issueText } from "~/components/admin/failureText";
import { moveItem, resortDesc } from "~/components/admin/sortOrder";
import { formatTaipei, isoToTaipeiInput, taipeiInputToIso } from "~/lib/taipeiTime";
import { youtubeIdOf } from "../../app/components/admin/content/api";
import {
  canIndent,
  canOutdent,
  indent,
  type MenuNode,
  moveSibling,
  moveTo,
  outdent,
  removeAt,
} from "../../app/components/admin/content/menuTree";
import "../../app/i18n/admin"; // registers the back office's messages, as the admin layout does
import "../../app/i18n/english"; // registers English, as the server does at start
import { adminContentEn, adminContentZhTW } from "../../app/i18n/areas/adminContent";
import { DEFAULT_PERSONAL_SETTINGS } from "../../functions/shared/storeSettings/defaults";
import { MENU_MAX_ITEMS } from "../../functions/store/content/menu";
import { PERSONAL_SETTING_OPTIONS } from "../../functions/store/content/style";

// Pure helpers of the content back-office pages: Taipei time, YouTube ids, sort renumbering, the
// two-level menu tree rules, issue texts and the completeness of the area's messages.

describe("Taipei time", () => {
  it("shows a UTC instant as Taipei wall time in a datetime-local value", () => {
    expect(isoToTaipeiInput("2026-11-22T16:30:00.000Z")).toBe("2026-11-23T00:30");
    expect(isoToTaipeiInput(null)).toBe("");
    expect(isoToTaipeiInput("not a date")).toBe("");
  });
  it("reads a datetime-local value as Taipei time", () => {
    expect(taipeiInputToIso("2026-11-23T00:30")).toBe("2026-11-22T16:30:00.000Z");
    expect(taipeiInputToIso("2026-11-23T00:30:15")).toBe("2026-11-22T16:30:15.000Z");
    expect(taipeiInputToIso("")).toBeNull();
    expect(taipeiInputToIso("23/11/2026")).toBeNull();
  });
  it("round-trips", () => {
    const iso = "2027-01-01T03:04:00.000Z";
    expect(taipeiInputToIso(isoToTaipeiInput(iso))).toBe(iso);
  });
  it("formats in Taipei time whatever the runtime's zone", () => {
    expect(formatTaipei("2026-11-22T16:30:00.000Z", "en")).toContain("23 Nov 2026");
    expect(formatTaipei("2026-11-22T16:30:00.000Z", "zh-TW")).toContain("2026年11月23日");
  });
});

describe("YouTube ids", () => {
  it("accepts an id and the usual link shapes", () => {
    for (const v of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ",
      "  dQw4w9WgXcQ  ",
    ]) {
      expect(youtubeIdOf(v), v).toBe("dQw4w9WgXcQ");
    }
  });
  it("refuses anything else", () => {
    for (const v of ["", "dQw4w9WgXc", "https://example.com/watch?v=short", "javascript:alert(1)"]) {
      expect(youtubeIdOf(v), v).toBeNull();
    }
  });
});

describe("sort renumbering (higher first)", () => {
  const rows = [
    { id: 1, sort: 0 },
    { id: 2, sort: 0 },
    { id: 3, sort: 0 },
  ];
  it("numbers a new order from the top and patches only what changes", () => {
    const next = moveItem(rows, 2, 0);
    expect(next.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(resortDesc(next)).toEqual([
      { id: 3, sort: 30 },
      { id: 1, sort: 20 },
      { id: 2, sort: 10 },
    ]);
    const settled = [
      { id: 3, sort: 30 },
      { id: 1, sort: 20 },
      { id: 2, sort: 10 },
    ];
    expect(resortDesc(moveItem(settled, 2, 1))).toEqual([
      { id: 2, sort: 20 },
      { id: 1, sort: 10 },
    ]);
  });
  it("ignores moves off the ends", () => {
    expect(moveItem(rows, 0, -1)).toEqual(rows);
    expect(moveItem(rows, 2, 3)).toEqual(rows);
  });
});

describe("menu tree", () => {
  const node = (key: string, children: MenuNode[] = []): MenuNode => ({
    key,
    type: "LINK",
    label: key,
    url: "/",
    children,
  });
  const keys = (tree: MenuNode[]): string =>
    tree.map((n) => (n.children.length ? `${n.key}(${keys(n.children)})` : n.key)).join(",");
  const tree = [node("a", [node("a1"), node("a2")]), node("b"), node("c")];

  it("moves a row among its siblings", () => {
    expect(keys(moveSibling(tree, [1], -1))).toBe("b,a(a1,a2),c");
    expect(keys(moveSibling(tree, [0, 0], 1))).toBe("a(a2,a1),b,c");
    expect(moveSibling(tree, [0], -1)).toBe(tree);
  });
  it("indents a childless top-level row under the row above, never deeper", () => {
    expect(canIndent(tree, [1])).toBe(true);
    expect(keys(indent(tree, [1]))).toBe("a(a1,a2,b),c");
    expect(canIndent(tree, [0])).toBe(false); // nothing above
    expect(canIndent([node("x"), node("y", [node("y1")])], [1])).toBe(false); // has children
    expect(canIndent(tree, [0, 1])).toBe(false); // already a child
  });
  it("outdents a child right after its parent, within the top-level limit", () => {
    expect(keys(outdent(tree, [0, 0]))).toBe("a(a2),a1,b,c");
    const full = Array.from({ length: MENU_MAX_ITEMS }, (_, i) => node(`n${i}`));
    full[0] = node("n0", [node("kid")]);
    expect(canOutdent(full, [0, 0])).toBe(false);
  });
  it("drags rows before or after others, keeping two levels", () => {
    expect(keys(moveTo(tree, [2], [0], false))).toBe("c,a(a1,a2),b");
    expect(keys(moveTo(tree, [1], [0, 0], true))).toBe("a(a1,b,a2),c");
    expect(keys(moveTo(tree, [0, 1], [2], true))).toBe("a(a1),b,c,a2");
    // A row with children cannot become a child, nor go into its own children.
    expect(moveTo(tree, [0], [1, 0] as never, false)).toBe(tree);
    expect(moveTo(tree, [0], [0, 1], false)).toBe(tree);
  });
  it("removes rows with their children", () => {
    expect(keys(removeAt(tree, [0]))).toBe("b,c");
    expect(keys(removeAt(tree, [0, 1]))).toBe("a(a1),b,c");
  });
});

describe("messages", () => {
  it("has an English text for every zh-TW key, none empty", () => {
    const zh = Object.entries(adminContentZhTW);
    expect(zh.length).toBeGreaterThan(100);
    for (const [k, v] of zh) {
      expect(v.trim(), k).not.toBe("");
      expect((adminContentEn as Record<string, string>)[k]?.trim(), k).toBeTruthy();
    }
    expect(Object.keys(adminContentEn).sort()).toEqual(Object.keys(adminContentZhTW).sort());
  });
  it("names every personal setting and every choice the API accepts", () => {
    const zh = adminContentZhTW as Record<string, string>;
    for (const key of Object.keys(DEFAULT_PERSONAL_SETTINGS))
      expect(zh[`adminContent.styleKey.${key}`], key).toBeTruthy();
    for (const [key, values] of Object.entries(PERSONAL_SETTING_OPTIONS)) {
      for (const v of values) expect(zh[`adminContent.styleOpt.${key}.${v}`], `${key}.${v}`).toBeTruthy();
    }
  });
  it("words the content API's field issues, with a fallback", () => {
    expect(issueText("zh-TW", "validation.youtubeId")).toBe("請輸入正確的 YouTube 影片網址或影片 ID");
    expect(issueText("en", "validation.mediaRequired")).toBe("Upload at least one desktop or phone image");
    expect(issueText("en", "validation.required")).toBe("This field is required");
    expect(issueText("en", "validation.somethingNew")).toBe("Check this field");
  });
});
