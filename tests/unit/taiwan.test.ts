import { describe, expect, it } from "vitest";
import {
  districtsOf,
  isTwCity,
  officialCityName,
  placeOfPostalCode,
  postalCodeOf,
  TW_CITIES,
  TW_CITY_NAMES,
} from "../../functions/shared/taiwan";

describe("Taiwan address data (spec §3)", () => {
  it("has the 22 counties and cities in the official order", () => {
    expect(TW_CITY_NAMES).toEqual([
      "臺北市",
      "新北市",
      "桃園市",
      "臺中市",
      "臺南市",
      "高雄市",
      "基隆市",
      "新竹市",
      "嘉義市",
      "新竹縣",
      "苗栗縣",
      "彰化縣",
      "南投縣",
      "雲林縣",
      "嘉義縣",
      "屏東縣",
      "宜蘭縣",
      "花蓮縣",
      "臺東縣",
      "澎湖縣",
      "金門縣",
      "連江縣",
    ]);
  });

  it("holds all 368 townships, each with a 3-digit postal code, no duplicate name within a city", () => {
    const total = TW_CITIES.reduce((n, c) => n + c.districts.length, 0);
    expect(total).toBe(368);
    for (const c of TW_CITIES) {
      expect(c.districts.length).toBeGreaterThan(0);
      for (const d of c.districts) expect(d.postalCode, `${c.name} ${d.name}`).toMatch(/^\d{3}$/);
      expect(new Set(c.districts.map((d) => d.name)).size).toBe(c.districts.length);
    }
  });

  it("has the right number of districts per city", () => {
    const counts = Object.fromEntries(TW_CITIES.map((c) => [c.name, c.districts.length]));
    expect(counts).toMatchObject({
      臺北市: 12,
      新北市: 29,
      桃園市: 13,
      臺中市: 29,
      臺南市: 37,
      高雄市: 38,
      基隆市: 7,
      新竹市: 3,
      嘉義市: 2,
      屏東縣: 33,
      彰化縣: 26,
      連江縣: 4,
    });
  });

  it.each([
    ["臺北市", "中正區", "100"],
    ["臺北市", "文山區", "116"],
    ["新北市", "板橋區", "220"],
    ["新北市", "石門區", "253"],
    ["桃園市", "中壢區", "320"],
    ["臺中市", "大安區", "439"],
    ["臺南市", "中西區", "700"],
    ["高雄市", "新興區", "800"],
    ["高雄市", "那瑪夏區", "849"],
    ["高雄市", "茄萣區", "852"],
    ["基隆市", "七堵區", "206"],
    ["宜蘭縣", "南澳鄉", "272"],
    ["花蓮縣", "富里鄉", "983"],
    ["臺東縣", "太麻里鄉", "963"],
    ["澎湖縣", "馬公市", "880"],
    ["金門縣", "烏坵鄉", "896"],
    ["連江縣", "東引鄉", "212"],
  ])("%s %s is %s", (city, district, code) => {
    expect(postalCodeOf(city, district)).toBe(code);
  });

  it("keeps shared postal codes (新竹市 300, 嘉義市 600)", () => {
    expect(districtsOf("新竹市").map((d) => d.postalCode)).toEqual(["300", "300", "300"]);
    expect(districtsOf("嘉義市")).toEqual([
      { name: "東區", nameEn: "East District", postalCode: "600" },
      { name: "西區", nameEn: "West District", postalCode: "600" },
    ]);
  });

  it("tells districts of different cities apart (same name, other code)", () => {
    expect(postalCodeOf("臺北市", "大安區")).toBe("106");
    expect(postalCodeOf("臺中市", "大安區")).toBe("439");
    expect(postalCodeOf("臺北市", "板橋區")).toBeNull();
    expect(postalCodeOf("火星市", "中正區")).toBeNull();
    expect(districtsOf("火星市")).toEqual([]);
  });

  it("reads 台 as 臺 and finds places by postal code", () => {
    expect(officialCityName("台北市")).toBe("臺北市");
    expect(officialCityName(" 台東縣 ")).toBe("臺東縣");
    expect(officialCityName("Taipei")).toBe("Taipei");
    expect(isTwCity("台北市")).toBe(false);
    expect(isTwCity("臺北市")).toBe(true);
    expect(placeOfPostalCode("807")).toEqual({ city: "高雄市", district: "三民區" });
    expect(placeOfPostalCode("999")).toBeNull();
  });
});
