// Messages of the second sign-in step (admins with two-factor on) on the admin and storefront
// login pages, and the two-factor codes. Registered by this module itself (imported by
// app/components/auth/TwoFactorStep.tsx). zh-TW first; en must have every key.
import { registerMessages } from "../index";

const zhTW = {
  "twoFactor.title": "兩步驟驗證",
  "twoFactor.body": "請開啟驗證器 App，輸入目前顯示的 6 位數驗證碼。",
  "twoFactor.code": "驗證碼",
  "twoFactor.codeHint": "手機不在身邊？也可以輸入一組備用復原碼（例如 abcde-23456），每組只能使用一次。",
  "twoFactor.submit": "驗證並登入",
  "twoFactor.restart": "重新輸入帳號密碼",
  "security.codeFormat": "請輸入 6 位數驗證碼或復原碼",
  "security.codeInvalid": "驗證碼不正確或已使用過，請再試一次",
  "security.challengeExpired": "登入步驟已逾時，請重新輸入帳號密碼",
  "security.reauthRequired": "請輸入密碼或驗證碼",
  "security.revokeCurrent": "目前使用中的裝置請直接登出",
  "code.400340": "此帳號已啟用兩步驟驗證，請輸入驗證碼。",
  "code.400341": "驗證碼不正確或已使用過，請再試一次。",
  "code.400342": "登入步驟已逾時或嘗試次數過多，請重新輸入帳號密碼。",
  "code.400343": "兩步驟驗證的狀態已變更，請重新整理頁面。",
};

const en: Record<keyof typeof zhTW, string> = {
  "twoFactor.title": "Two-step verification",
  "twoFactor.body": "Open your authenticator app and enter the 6-digit code it shows now.",
  "twoFactor.code": "Verification code",
  "twoFactor.codeHint":
    "Phone not at hand? Enter one of your recovery codes instead (like abcde-23456); each works once.",
  "twoFactor.submit": "Verify and sign in",
  "twoFactor.restart": "Start again with email and password",
  "security.codeFormat": "Enter the 6-digit code or a recovery code",
  "security.codeInvalid": "That code is wrong or already used. Please try again",
  "security.challengeExpired": "This sign-in step has expired. Please sign in again",
  "security.reauthRequired": "Enter your password or a code",
  "security.revokeCurrent": "To end the session you are using, sign out",
  "code.400340": "Two-step verification is on for this account: enter your code.",
  "code.400341": "That code is wrong or already used. Please try again.",
  "code.400342": "This sign-in step expired or had too many tries. Please sign in again.",
  "code.400343": "Two-step verification changed meanwhile. Please reload the page.",
};

registerMessages(zhTW, en);
