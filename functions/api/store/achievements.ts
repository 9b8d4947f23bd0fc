import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { achievementSettingsInput } from "../../store/achievements/schemas";
import { achievementSettingsOf, achievementState, saveAchievementSettings } from "../../store/achievements/service";
import { type Access, adminBody, adminScope, write } from "../helpers";

// /admin/achievements' data (issue 28 §3; the spec names the page, not its calls): the state, and
// the store's own milestone numbers (docs/decisions/achievements.md).

const SETTINGS: Access = { system: "SettingStore", keys: [] };

export const achievementRoutes = new Hono<AppEnv>()
  .get("/admin/achievements", async (c) => ok(c, await achievementState(adminScope(c))))
  .get("/admin/achievements/settings", async (c) => ok(c, await achievementSettingsOf(adminScope(c))))
  .patch("/admin/achievements/settings", async (c) => {
    const body = await adminBody(c, achievementSettingsInput);
    return ok(
      c,
      await write(c, SETTINGS, { payload: body }, (s, _u, audit) => saveAchievementSettings(s, body, audit)),
    );
  });
