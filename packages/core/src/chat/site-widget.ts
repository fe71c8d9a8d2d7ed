import { Resource } from "sst";
import { VisibleError } from "../error";
import { ChatAgentEntity, type ChatAgentItem } from "./agent.entity";

export interface SiteWidget {
  widget_key: string;
  script_url: string;
}

/** Of one domain's agents, the one the WordPress plugin shows: the active agent made active last. */
export const siteWidgetAgent = (agents: ChatAgentItem[]) => agents.filter((agent) => agent.active).sort((a, b) => b.activatedAt - a.activatedAt)[0];

/** A domain holds at most a few agents, so reading them all is bounded. */
export async function domainAgents(userId: string, domainId: string) {
  const { data } = await ChatAgentEntity.query.byDomain({ userId, domainId }).go({ pages: "all" });
  return data;
}

/** The widget the WordPress plugin shows on the domain's pages, or none. */
export async function siteWidgetOf(userId: string, domainId: string): Promise<SiteWidget | null> {
  const agent = siteWidgetAgent(await domainAgents(userId, domainId));
  return agent ? { widget_key: agent.widgetKey, script_url: `${Resource.Site.url}/widget.js` } : null;
}

/**
 * Tells the site which widget to show. Best effort: a site that is not connected yet, or does not
 * answer, learns it later (the plugin asks for its state, and the next save pushes again).
 */
export async function syncSiteWidget(userId: string, domainId: string) {
  const widget = await siteWidgetOf(userId, domainId);
  // The signed bridge loads only when an agent is saved.
  const { Content } = await import("../content");
  try {
    await Content.setChatWidget({ userId, domainId }, widget);
  } catch (error) {
    if (!(error instanceof VisibleError)) throw error;
  }
}
