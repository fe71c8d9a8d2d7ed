import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DOMAINS_QUERY_KEY, domainQueryOptions, onboardDomain } from "../domains/domain-queries";

/** POST /domain/{id}/onboard; on success the detail shows the synced domain and every domain list refreshes. */
export function useOnboardDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: string) => onboardDomain(domainId),
    onSuccess: async (detail, domainId) => {
      queryClient.setQueryData(domainQueryOptions(domainId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
}
