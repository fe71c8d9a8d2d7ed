import { UserEntity } from "../user/user.entity";
import { SessionToken } from "./session-token";

export interface Session {
  userId: string;
  remember: boolean;
}

/**
 * Resolves a bearer token to its session; tokens from before a logout or credential change are refused.
 * Reads the user's item itself rather than through `User`, which would bring avatars and the weekly report into every area.
 */
export async function authenticate(token: string): Promise<Session | undefined> {
  const claims = await SessionToken.read(token, "access");
  if (!claims) return;
  const { data: user } = await UserEntity.get({ userId: claims.userId }).go();
  if (!user || (user.tokenVersion ?? 0) !== claims.version) return;
  return { userId: user.userId, remember: claims.remember };
}
