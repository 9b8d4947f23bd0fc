import { Hono } from "hono";
import { updateProfile } from "../../people/accounts/service";
import { publicUser } from "../../people/accounts/user";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireUser } from "../../platform/tenancy/guards";
import { profileInput } from "../../shared/validators";
import { type Access, adminBody, adminScope, write } from "../helpers";

// GET, PATCH /api/admin/store/user/profile (back-office §7): the signed-in admin's own profile on
// /admin/settingpage/setting-profile/info/setting, over the member profile service.
const PROFILE: Access = { system: "User", keys: [] };

export const adminProfileRoutes = new Hono<AppEnv>()
  .get("/admin/store/user/profile", (c) => {
    adminScope(c);
    return ok(c, publicUser(requireUser(c.get("rc")).user));
  })
  .patch("/admin/store/user/profile", async (c) => {
    const input = await adminBody(c, profileInput);
    return ok(
      c,
      await write(c, PROFILE, { payload: input, objectId: (u: { id: number }) => u.id }, (s, user, audit) =>
        updateProfile(s, user.id, input, audit),
      ),
    );
  });
