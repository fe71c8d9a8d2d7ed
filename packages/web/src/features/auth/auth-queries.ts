import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { LoginSchema, RegisterSchema } from "@sitecrew/core/auth/schema";
import { api, read } from "../../lib/api";

/** Its `user` is null while a second factor is still required. */
export const login = (input: v.InferOutput<typeof LoginSchema>) => read(api.auth.login.$post({ json: input }));

export const register = (input: v.InferOutput<typeof RegisterSchema>) => read(api.auth.register.$post({ json: input }));

export const resendVerification = (email: string) => read(api.auth["resend-verification"].$post({ json: { email } }));

export const forgotPassword = (email: string) => read(api.auth["forgot-password"].$post({ json: { email, is_admin: false } }));

/** Asks whether a reset link still works before showing its form; a 400 says why not. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["reset-link", token],
    queryFn: () => read(api.auth["reset-password"].check.$post({ json: { token } })),
    retry: false,
    // Checked once per visit: the link stays valid while its form is open, and a later visit asks again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const resetPassword = (input: { token: string; password: string }) => read(api.auth["reset-password"].$post({ json: input }));

/** Accepts an authenticator code or a recovery code, sent with the temporary token. */
export const validateTwoFactor = (code: string) => read(api["2fa"].validate.$post({ json: { token: code } }));

export const logout = () => read(api.auth.logout.$post());
