import { randomUUID } from "node:crypto";
import { Password } from "../../packages/core/src/auth/password";
import { SessionToken } from "../../packages/core/src/auth/session-token";
import { User } from "../../packages/core/src/user";
import { call } from "./api";
import { lastEmail, linkIn } from "./outbox";

export function uniqueEmail(tag = "owner") {
  return `${tag}-${randomUUID().slice(0, 12)}@example.test`;
}

export const PASSWORD = "Correct-Horse-42";

// argon2 is slow by design; every account of a test process with the shared password can share one hash.
let sharedHash: Promise<string> | undefined;
const hashOf = (password: string) => (password === PASSWORD ? (sharedHash ??= Password.create(PASSWORD)) : Password.create(password));

/**
 * A verified account with a session, made through core as the sign-up flow leaves it, for tests
 * whose subject is not signing up or in (those use `signedUpUser`).
 */
export async function registeredUser(overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const user = await User.create({
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    companyName: "Analytical Engines",
    passwordHash: await hashOf(password),
    emailVerified: true,
  });
  if (!user) throw new Error(`could not create ${email}`);
  const token = await SessionToken.access(user.userId, user.tokenVersion ?? 0, false);
  return { email, password, token, userId: user.userId };
}

/** Registers through the API, follows the verification link from the outbox and signs in. */
export async function signedUpUser(overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const registered = await call("POST", "/auth/register", {
    body: { firstName: "Ada", lastName: "Lovelace", email, companyName: "Analytical Engines", password },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const link = linkIn(await lastEmail(email, "Verify your email address"));
  const verified = await call("GET", `/auth/verify-email${link.search}`);
  if (verified.headers.get("location") !== "/auth/login?verified=true") throw new Error("verification failed");
  const login = await call("POST", "/auth/login", { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email, password, token: login.body.token as string, userId: login.body.user.id as string };
}
