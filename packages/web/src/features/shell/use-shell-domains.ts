import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { setDomains } from "../domains/domains";
import { shellDomainsQueryOptions } from "../domains/domain-queries";

/** Keeps the domain store in step with the account's domains while the signed-in shell is mounted. */
export function useShellDomains(): void {
  const { data } = useQuery(shellDomainsQueryOptions());
  // A failed load keeps the stored list: the selector still works on what was loaded last.
  useEffect(() => {
    if (data) setDomains(data);
  }, [data]);
}
