import { api } from "../lib/api";

export const fetchBalance = () =>
  api<{ data: { credits_balance: number } }>("/balance").then((answer) => answer.data.credits_balance);
