import { Spinner } from "../../components/ui/Spinner";
import { lazyPart } from "../../lib/lazy-part";

/** What the SEO auditor lends the shared pages, through the agents module; its editor loads the first time it shows. */
export const auditorParts = {
  /** The competitor sites an audit compares a domain with. */
  competitors: lazyPart(() => import("./CompetitorsEditor").then((module) => module.CompetitorsEditor), <Spinner label="Loading competitors…" />),
};
