import { useMutation } from "@tanstack/react-query";
import { connectUrl } from "./search-console-queries";

/**
 * Sends the browser to Google's consent page; Google sends it back to the dashboard once the owner
 * has answered. The page is left on purpose: consent in a popup would be blocked on phones.
 */
export function useConnect(domainId: string) {
  return useMutation({
    mutationFn: () => connectUrl(domainId),
    onSuccess: (url) => window.location.assign(url),
  });
}
