import { describe, expect, it } from "vitest";
import { checkMacValue, ecpayUrlEncode, macSource, verifyCheckMac } from "../../functions/commerce/ecpay/checkMac";
import { chainOfSubType, logisticsSubTypeOf } from "../../functions/commerce/ecpay/config";

// ECPay CheckMacValue against the worked examples of ECPay's own developer documentation.

describe("ECPay CheckMacValue", () => {
  it("matches the AIO (SHA-256) example of developers.ecpay.com.tw/?p=2902", async () => {
    // Source: https://developers.ecpay.com.tw/?p=2902 「附錄 / 檢查碼機制」, AioCheckOut example:
    // HashKey pwFHCqoQZGmho4w6, HashIV EkRm7iFT261dpevs, parameters as given (unsorted) there.
    const params = {
      TradeDesc: "促銷方案",
      PaymentType: "aio",
      MerchantTradeDate: "2023/03/12 15:30:23",
      MerchantTradeNo: "ecpay20230312153023",
      MerchantID: "3002607",
      ReturnURL: "https://www.ecpay.com.tw/receive.php",
      ItemName: "Apple iphone 15",
      TotalAmount: "30000",
      ChoosePayment: "ALL",
      EncryptType: "1",
    };
    // Step (4) of the example: the URL-encoded, lower-cased string.
    expect(macSource(params, "pwFHCqoQZGmho4w6", "EkRm7iFT261dpevs")).toBe(
      "hashkey%3dpwfhcqoqzgmho4w6%26choosepayment%3dall%26encrypttype%3d1%26itemname%3dapple+iphone+15" +
        "%26merchantid%3d3002607%26merchanttradedate%3d2023%2f03%2f12+15%3a30%3a23%26merchanttradeno%3decpay20230312153023" +
        "%26paymenttype%3daio%26returnurl%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26totalamount%3d30000" +
        "%26tradedesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26hashiv%3dekrm7ift261dpevs",
    );
    expect(await checkMacValue(params, "pwFHCqoQZGmho4w6", "EkRm7iFT261dpevs", "SHA-256")).toBe(
      "6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840",
    );
  });

  it("matches the MD5 example of developers.ecpay.com.tw/?p=38242", async () => {
    // Source: https://developers.ecpay.com.tw/?p=38242 「附錄 / 檢查碼機制」 (MD5 variant, the one
    // logistics uses): HashKey ejCk326UnaZWKisg, HashIV q9jcZX8Ib9LM8wYk, expected
    // 50A276E71DAE26343013958B405EEEA0.
    const params = {
      RtnCode: "1",
      RtnMsg: "",
      IA_Allow_No: "1909181313013546",
      IA_Invoice_No: "UV11100019",
      IA_Date: "2019-09-18 13:13:23",
      IIS_Remain_Allowance_Amt: "0",
    };
    expect(macSource(params, "ejCk326UnaZWKisg", "q9jcZX8Ib9LM8wYk")).toBe(
      "hashkey%3dejck326unazwkisg%26ia_allow_no%3d1909181313013546%26ia_date%3d2019-09-18+13%3a13%3a23" +
        "%26ia_invoice_no%3duv11100019%26iis_remain_allowance_amt%3d0%26rtncode%3d1%26rtnmsg%3d%26hashiv%3dq9jczx8ib9lm8wyk",
    );
    expect(await checkMacValue(params, "ejCk326UnaZWKisg", "q9jcZX8Ib9LM8wYk", "MD5")).toBe(
      "50A276E71DAE26343013958B405EEEA0",
    );
  });

  it("encodes like .NET HttpUtility.UrlEncode (ECPay's conversion table)", () => {
    // ECPay's table (support.ecpay.com.tw/16692): - _ . ! * ( ) stay; space → +; ~ ' escaped.
    expect(ecpayUrlEncode("-_.!*() ~'@#$%^&=+;?/\\><`[]{}:\",|")).toBe(
      "-_.!*()+%7e%27%40%23%24%25%5E%26%3D%2B%3B%3F%2F%5C%3E%3C%60%5B%5D%7B%7D%3A%22%2C%7C",
    );
  });

  it("sorts parameter names case-insensitively and ignores CheckMacValue itself", () => {
    const a = macSource({ b: "2", A: "1", CheckMacValue: "X" }, "k", "v");
    expect(a).toBe("hashkey%3dk%26a%3d1%26b%3d2%26hashiv%3dv");
  });

  it("verifies a signed form and refuses any tampering", async () => {
    const form: Record<string, string> = {
      MerchantID: "2000933",
      MerchantTradeNo: "251122000001",
      RtnCode: "300",
      RtnMsg: "訂單處理中",
    };
    form.CheckMacValue = await checkMacValue(form, "XBERn1YOvpM9nfZc", "h1ONHk4P4yqbl5LK", "MD5");
    expect(await verifyCheckMac(form, "XBERn1YOvpM9nfZc", "h1ONHk4P4yqbl5LK", "MD5")).toBe(true);
    expect(
      await verifyCheckMac(
        { ...form, CheckMacValue: form.CheckMacValue.toLowerCase() },
        "XBERn1YOvpM9nfZc",
        "h1ONHk4P4yqbl5LK",
        "MD5",
      ),
    ).toBe(true);
    expect(await verifyCheckMac({ ...form, RtnCode: "2067" }, "XBERn1YOvpM9nfZc", "h1ONHk4P4yqbl5LK", "MD5")).toBe(
      false,
    );
    expect(await verifyCheckMac({ ...form, Extra: "1" }, "XBERn1YOvpM9nfZc", "h1ONHk4P4yqbl5LK", "MD5")).toBe(false);
    expect(await verifyCheckMac(form, "wrong-key", "h1ONHk4P4yqbl5LK", "MD5")).toBe(false);
    expect(await verifyCheckMac({ ...form, CheckMacValue: "" }, "XBERn1YOvpM9nfZc", "h1ONHk4P4yqbl5LK", "MD5")).toBe(
      false,
    );
  });

  it("maps pickup shipping codes to ECPay logistics sub-types and chains", () => {
    expect(logisticsSubTypeOf("SEVEN_ELEVEN_C2C")).toBe("UNIMARTC2C");
    expect(logisticsSubTypeOf("FAMILY_MART_C2C")).toBe("FAMIC2C");
    expect(logisticsSubTypeOf("HI_LIFE_C2C")).toBe("HILIFEC2C");
    expect(logisticsSubTypeOf("SEVEN_ELEVEN_B2C")).toBe("UNIMART");
    expect(logisticsSubTypeOf("FAMILY_MART_B2C")).toBe("FAMI");
    expect(logisticsSubTypeOf("HI_LIFE_B2C")).toBe("HILIFE");
    expect(logisticsSubTypeOf("HOME")).toBeNull();
    expect(chainOfSubType("UNIMARTC2C")).toBe("UNIMART");
    expect(chainOfSubType("FAMI")).toBe("FAMI");
    expect(chainOfSubType("HILIFEC2C")).toBe("HILIFE");
  });
});
