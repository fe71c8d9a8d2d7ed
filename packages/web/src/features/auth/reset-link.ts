import { ApiError } from "../../lib/api";

/** Why a reset link cannot be used; `retry` when the check itself failed and says nothing about the link. */
export type ResetLinkProblem = { kind: "unusable" | "retry"; title: string; message: string };

const TITLES: Record<string, string> = {
  expired_token: "Link expired",
  used_token: "Link already used",
  invalid_token: "Invalid Request",
};

const FALLBACK: Record<string, string> = {
  expired_token: "This reset link has expired. Request a new one.",
  used_token: "This reset link has already been used. Request a new one.",
  invalid_token: "Reset token is missing or invalid",
};

export function resetLinkProblem(error: unknown): ResetLinkProblem {
  if (error instanceof ApiError && error.status === 400) {
    const known = error.code in TITLES ? error.code : "invalid_token";
    return { kind: "unusable", title: TITLES[known]!, message: error.message || FALLBACK[known]! };
  }
  return {
    kind: "retry",
    title: "Could not check the link",
    message: error instanceof Error && error.message ? error.message : "Please try again.",
  };
}
