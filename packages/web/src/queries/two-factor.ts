import { api } from "../lib/api";

/** Proof of presence: a current authenticator code or the account password. */
export type Reauth = { token: string } | { password: string };

export const enableTwoFactor = () => api<{ qrDataURL: string; secret: string }>("/2fa/enable", { json: {} });

export const verifyTwoFactor = (input: { token: string; secret: string }) =>
  api<{ status: "success"; recoveryCodes: string[]; token: string }>("/2fa/verify", { json: input });

export const disableTwoFactor = (input: Reauth) =>
  api<{ status: "success"; token: string }>("/2fa/disable", { json: input });

export const regenerateRecoveryCodes = (input: Reauth) =>
  api<{ recoveryCodes: string[] }>("/2fa/recovery-codes", { json: input });
