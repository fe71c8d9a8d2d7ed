import { User } from "../user";
import { SessionToken } from "./session-token";

export interface Session {
  userId: string;
  remember: boolean;
}

/** Resolves a bearer token to its session; tokens from before a logout or credential change are refused. */
export async function authenticate(token: string): Promise<Session | undefined> {
  const claims = await SessionToken.read(token, "access");
  if (!claims) return;
  const user = await User.fromId(claims.userId);
  if (!user || (user.tokenVersion ?? 0) !== claims.version) return;
  return { userId: user.userId, remember: claims.remember };
}
