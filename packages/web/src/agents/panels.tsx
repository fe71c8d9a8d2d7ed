import { Spinner } from "../components/ui/Spinner";
import { lazyPart } from "./lazy-part";

/** What a shared page's card holds when an agent keeps it; the fallback is the panel's own first state. */
export const panels = {
  /** The competitor sites an audit compares a domain with. */
  competitors: lazyPart(
    () => import("../features/auditor/CompetitorsEditor").then((module) => module.CompetitorsEditor),
    <Spinner label="Loading competitors…" />,
  ),
  /** The Instagram accounts videos are published to. */
  instagramAccounts: lazyPart(
    () => import("../features/social/InstagramAccounts").then((module) => module.InstagramAccounts),
    <Spinner label="Loading Instagram accounts…" />,
  ),
};
