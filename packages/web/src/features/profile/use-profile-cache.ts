import type { Profile } from "@sitecrew/core/user/schema";
import { useQueryClient } from "@tanstack/react-query";
import { session } from "../../lib/session";
import { profileQueryOptions } from "./profile-queries";

/** Keeps the query cache and the stored user (which the header reads) in step after a profile change. */
export function useProfileCache() {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions();

  function store(profile: Profile) {
    queryClient.setQueryData(queryKey, profile);
    session.setUser(profile);
  }

  return {
    store,
    /** Applies a change the server has confirmed, then re-reads the profile to be sure. */
    patch(change: Partial<Profile>) {
      const current = queryClient.getQueryData(queryKey);
      if (current) store({ ...current, ...change });
      void queryClient.invalidateQueries({ queryKey });
    },
  };
}
