import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { LoginSchema, RegisterSchema } from "@sitecrew/core/auth/schema";
import type { Profile } from "@sitecrew/core/user/schema";
import { api } from "../../lib/api";

export interface LoginResult {
  /** Null while a second factor is still required. */
  user: Profile | null;
  token: string;
  twoFAEnabled: boolean;
}

interface Message {
  message: string;
}

export const login = (input: v.InferOutput<typeof LoginSchema>) => api<LoginResult>("/auth/login", { json: input });

export const register = (input: v.InferOutput<typeof RegisterSchema>) =>
  api<Message>("/auth/register", { json: input });

export const resendVerification = (email: string) => api<Message>("/auth/resend-verification", { json: { email } });

export const forgotPassword = (email: string) =>
  api<Message>("/auth/forgot-password", { json: { email, is_admin: false } });

/** Asks whether a reset link still works before showing its form; a 400 says why not. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["reset-link", token],
    queryFn: () => api<{ valid: true }>("/auth/reset-password/check", { json: { token } }),
    retry: false,
    // Checked once per visit: the link stays valid while its form is open, and a later visit asks again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const resetPassword = (input: { token: string; password: string }) =>
  api<Message>("/auth/reset-password", { json: input });

/** Accepts an authenticator code or a recovery code, sent with the temporary token. */
export const validateTwoFactor = (code: string) =>
  api<LoginResult & { user: Profile }>("/2fa/validate", { json: { token: code } });

export const logout = () => api<Message>("/auth/logout", { json: {} });
