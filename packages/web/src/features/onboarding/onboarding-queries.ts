import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";
import { DOMAINS_QUERY_KEY } from "../domains/domain-queries";
import type { OnboardingConfigInput } from "./onboarding-config";

/** Creates or replaces the domain's global configuration. */
export const saveOnboarding = (userDomainId: string, config: OnboardingConfigInput) =>
  read(api.onboarding.$post({ json: { userDomainId, ...config } })).then((answer) => answer.data);

/** The account's domains whose setup was left unfinished; under the domains key, so adding or connecting one refreshes it. */
export const unfinishedDomainsQueryOptions = () =>
  queryOptions({
    queryKey: [...DOMAINS_QUERY_KEY, "unfinished"],
    queryFn: ({ signal }) => read(api.onboarding.$get({}, cancelledBy(signal))).then((answer) => answer.data),
  });

/** What the connected site says about itself, to draft the configuration's empty fields; asked once per form. */
export const siteProfileQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: ["site-profile", domainId],
    queryFn: ({ signal }) => read(api.onboarding[":id"]["site-profile"].$get({ param: { id: domainId } }, cancelledBy(signal))).then((answer) => answer.data),
    staleTime: Infinity,
    // A draft is a convenience: a site that does not answer leaves the fields as they are, without asking again.
    retry: false,
  });
