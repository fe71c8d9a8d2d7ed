import { queryOptions } from "@tanstack/react-query";
import { api, cancelledBy, read } from "../../lib/api";

export const INSTAGRAM_ACCOUNTS_QUERY_KEY = ["instagram-accounts"] as const;

/** The Instagram accounts linked to the domain. */
export const instagramAccountsQueryOptions = (domainId: string) =>
  queryOptions({
    queryKey: [...INSTAGRAM_ACCOUNTS_QUERY_KEY, domainId],
    queryFn: ({ signal }) =>
      read(api.instagram.accounts[":domainId"].$get({ param: { domainId: encodeURIComponent(domainId) } }, cancelledBy(signal))).then((answer) => answer.data),
  });

export type InstagramAccount = Awaited<ReturnType<NonNullable<ReturnType<typeof instagramAccountsQueryOptions>["queryFn"]>>>[number];

/** Where the sign-in popup starts: Instagram's authorize page, its state bound to this user and domain for 10 minutes. */
export const instagramAuthUrl = (domainId: string) =>
  read(api.instagram["auth-url"][":domainId"].$get({ param: { domainId: encodeURIComponent(domainId) } })).then((answer) => answer.url);

export const unlinkInstagramAccount = (instagramId: string) =>
  read(api.instagram.accounts[":instagramId"].$delete({ param: { instagramId: encodeURIComponent(instagramId) } }));
