import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api";
import { setCredits } from "../lib/credits";

export const fetchBalance = () =>
  api<{ data: { credits_balance: number } }>("/balance").then((answer) => answer.data.credits_balance);

/**
 * A fresh read of the balance for pages that show it. Each answer also goes to the credits store the header reads,
 * so both always show the same number; show the store's value, and use this query for loading, error and retry.
 */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ["balance"],
    queryFn: async () => {
      const balance = await fetchBalance();
      setCredits(balance);
      return balance;
    },
    staleTime: 0,
  });
