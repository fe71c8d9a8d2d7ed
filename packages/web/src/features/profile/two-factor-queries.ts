import { api, read } from "../../lib/api";
import type { ReauthInput } from "./reauth";

export const enableTwoFactor = (input: { password: string }) => read(api["2fa"].enable.$post({ json: input }));

export const verifyTwoFactor = (input: { token: string; secret: string }) => read(api["2fa"].verify.$post({ json: input }));

/** `token` is a current authenticator code or a recovery code. */
export const disableTwoFactor = (input: ReauthInput) => read(api["2fa"].disable.$post({ json: { password: input.password, token: input.token.trim() } }));

export const regenerateRecoveryCodes = (input: ReauthInput) =>
  read(api["2fa"]["recovery-codes"].$post({ json: { password: input.password, token: input.token.trim() } }));
