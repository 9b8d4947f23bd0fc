import type { UserRow } from "@db/schema";

/** The user as the API and pages see it (spec §3 Session.user): never the password hash. */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    phone: u.phone ?? "",
    gender: u.gender ?? "",
    birthday: u.birthday ?? "",
    hasAddress: u.hasAddress,
    isAdmin: u.isAdmin,
    isRoot: u.isRoot,
    adminBlockedPrivileges: u.blockedPrivileges ?? [],
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
