import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { ChangePasswordSchema } from "@sitecrew/core/auth/schema";
import { api, read } from "../../lib/api";
import type { ProfileUpdate } from "./email-change";

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: () => read(api["get-profile"].$get()).then((answer) => answer.data),
  });

/** With a new email the answer keeps the old address in `email` and the new one in `pending_email`. */
export const updateProfile = (input: ProfileUpdate) => read(api["update-profile"].$put({ json: input }));

export const cancelPendingEmail = () => read(api["pending-email"].$delete());

export const updateAvatar = (file: File) => read(api["update-avatar"].$put({ form: { avatar: file } }));

export const changePassword = (input: v.InferOutput<typeof ChangePasswordSchema>) => read(api["change-password"].$put({ json: input }));

export const deleteAccount = (password: string) => read(api["delete-account"].$post({ json: { confirm: "DELETE", password } }));
