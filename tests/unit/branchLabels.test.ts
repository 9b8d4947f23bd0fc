import { describe, expect, it } from "vitest";
import { DEFAULT_LABELS_BY_LOCALE, LABEL_KEYS, LABEL_MAX, labelsOf } from "../../functions/shared/network/branchLabels";

describe("labelsOf", () => {
  it("gives the 15 spec defaults in each language when the store set nothing", () => {
    const zh = labelsOf({ labels: null }, "zh-TW");
    const en = labelsOf(undefined, "en");
    expect(Object.keys(zh).sort()).toEqual([...LABEL_KEYS].sort());
    expect(zh.branchNameLabel).toBe("分店");
    expect(zh.bonusLabel).toBe("回饋金");
    expect(en.branchNameLabel).toBe("branch");
    expect(en.selfProfitLabel).toBe("product bonus");
    expect(en.rankLabel).toBe("tier");
    for (const k of LABEL_KEYS) expect(en[k], k).toMatch(/\S/);
  });

  it("uses a per-language override and keeps the other language's default", () => {
    const store = { labels: { "zh-TW": { branchNameLabel: "加盟店" }, en: { teamLabel: "Crew" } } };
    expect(labelsOf(store, "zh-TW").branchNameLabel).toBe("加盟店");
    expect(labelsOf(store, "zh-TW").teamLabel).toBe(DEFAULT_LABELS_BY_LOCALE["zh-TW"].teamLabel);
    expect(labelsOf(store, "en").branchNameLabel).toBe("branch");
    expect(labelsOf(store, "en").teamLabel).toBe("Crew");
  });

  it("reads an older flat override for every language, the per-language one winning", () => {
    const store = { labels: { teamLabel: "Crew", en: { teamLabel: "Squad" } } };
    expect(labelsOf(store, "zh-TW").teamLabel).toBe("Crew");
    expect(labelsOf(store, "en").teamLabel).toBe("Squad");
  });

  it("ignores blank, non-text and unknown keys and trims long ones", () => {
    const store = {
      labels: { "zh-TW": { teamLabel: "  ", rankLabel: 3, nope: "x", bonusLabel: "回".repeat(40) } },
    };
    const zh = labelsOf(store, "zh-TW");
    expect(zh.teamLabel).toBe("團隊");
    expect(zh.rankLabel).toBe("階級");
    expect(zh).not.toHaveProperty("nope");
    expect(zh.bonusLabel).toHaveLength(LABEL_MAX);
  });
});
