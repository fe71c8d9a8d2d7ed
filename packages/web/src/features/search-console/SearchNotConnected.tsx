import { Link } from "@tanstack/react-router";
import { Card } from "../../components/ui/Card";
import { SEARCH_CONSOLE_ANCHOR } from "./search-console-anchor";
import type { SearchConsoleLink } from "./types";

const SAYS: Record<"not_connected" | "broken" | "unpicked", { text: string; action: string }> = {
  not_connected: {
    text: "Connect Google Search Console to see which posts bring visitors from Google, what each click cost in credits, and which posts are losing visitors.",
    action: "Connect Search Console on the domain's page",
  },
  broken: { text: "Search Console stopped working for this domain, so no new figures come in.", action: "Reconnect on the domain's page" },
  unpicked: { text: "Google gave access, but the property of this domain is not chosen yet.", action: "Choose the property on the domain's page" },
};

/** Analytics without Google's figures: why, and the way to the domain page's Search Console panel. */
export function SearchNotConnected({ domainId, link }: { domainId: string; link: SearchConsoleLink }) {
  const says = SAYS[link.status === "connected" ? "unpicked" : link.status];
  return (
    <Card title="Search results">
      <div className="stack">
        <p>{says.text}</p>
        {link.status === "broken" && link.reason && <p>{link.reason}</p>}
        <p>
          <Link to="/domain-manager/domain-detail/$id" params={{ id: domainId }} hash={SEARCH_CONSOLE_ANCHOR}>
            {says.action}
          </Link>
        </p>
      </div>
    </Card>
  );
}
