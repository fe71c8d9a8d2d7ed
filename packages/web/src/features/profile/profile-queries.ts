import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { ChangePasswordSchema } from "@sitecrew/core/auth/schema";
import type { Profile } from "@sitecrew/core/user/schema";
import { api } from "../../lib/api";
import type { ProfileUpdate } from "./email-change";

export interface ProfileAnswer {
  data: Profile;
  message?: string;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: () => api<ProfileAnswer>("/get-profile").then((answer) => answer.data),
  });

/** With a new email the answer keeps the old address in `email` and the new one in `pending_email`. */
export const updateProfile = (input: ProfileUpdate) => api<ProfileAnswer>("/update-profile", { method: "PUT", json: input });

export const cancelPendingEmail = () => api<ProfileAnswer>("/pending-email", { method: "DELETE" });

export function updateAvatar(file: File) {
  const form = new FormData();
  form.append("avatar", file);
  return api<ProfileAnswer>("/update-avatar", { method: "PUT", form });
}

export const changePassword = (input: v.InferOutput<typeof ChangePasswordSchema>) =>
  api<{ message: string; token: string }>("/change-password", { method: "PUT", json: input });

export const deleteAccount = (password: string) =>
  api<{ message: string }>("/delete-account", { json: { confirm: "DELETE", password } });
