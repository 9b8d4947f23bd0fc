import type { UserRow } from "@db/schema";

/** The profile fields a user may leave unset, read as empty strings wherever a user is shown. */
export function profileFields(u: Pick<UserRow, "phone" | "gender" | "birthday">) {
  return { phone: u.phone ?? "", gender: u.gender ?? "", birthday: u.birthday ?? "" };
}

/** The user as the API and pages see it (spec §3 Session.user): never the password hash. */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    ...profileFields(u),
    hasAddress: u.hasAddress,
    isAdmin: u.isAdmin,
    isRoot: u.isRoot,
    adminBlockedPrivileges: u.blockedPrivileges ?? [],
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
