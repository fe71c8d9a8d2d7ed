import { api } from "../../lib/api";
import type { ReauthInput } from "./reauth";

export const enableTwoFactor = (input: { password: string }) =>
  api<{ qrDataURL: string; secret: string }>("/2fa/enable", { json: input });

export const verifyTwoFactor = (input: { token: string; secret: string }) =>
  api<{ status: "success"; recoveryCodes: string[]; token: string }>("/2fa/verify", { json: input });

/** `token` is a current authenticator code or a recovery code. */
export const disableTwoFactor = (input: ReauthInput) =>
  api<{ status: "success"; token: string }>("/2fa/disable", { json: { password: input.password, token: input.token.trim() } });

export const regenerateRecoveryCodes = (input: ReauthInput) =>
  api<{ recoveryCodes: string[] }>("/2fa/recovery-codes", { json: { password: input.password, token: input.token.trim() } });
