import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { announce } from "../../lib/announcer";
import { domainAddress, type Domain, selectDomain } from "./domains";
import { serviceCountsQueryOptions } from "./service-count-queries";

/** Makes a domain the current one: stored at once, announced once its service count (shown in the bar) is in. */
export function useSelectDomain(): (domain: Domain) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (domain: Domain) => {
      selectDomain(domain);
      await queryClient.prefetchQuery(serviceCountsQueryOptions(domain.id));
      announce(`Current domain: ${domainAddress(domain)}`);
    },
    [queryClient],
  );
}
