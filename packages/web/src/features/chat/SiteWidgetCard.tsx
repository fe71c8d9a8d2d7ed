import { Card } from "../../components/ui/Card";
import { CopyButton } from "../../components/ui/CopyButton";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { type Domain, domainAddress } from "../domains/domains";
import type { ChatAgent } from "./chat-queries";
import { widgetSnippet } from "./chat-snippet";
import "./chat.css";

/** How the bubble reaches a site: through the plugin for the domain's widget, or by pasting the snippet anywhere. */
export function SiteWidgetCard({ agent, domain }: { agent: ChatAgent; domain: Domain | undefined }) {
  const snippet = widgetSnippet(window.location.origin, agent.widget_key);
  return (
    <Card title="Add it to your site">
      <div className="stack">
        {agent.site_widget && (
          <p>
            The chat bubble shows on <strong>{domain ? domainAddress(domain) : agent.blog_name}</strong> through the SiteCrew plugin while this agent is active.
          </p>
        )}
        <TextAreaField
          label="Snippet for any other page"
          className="chat-snippet"
          value={snippet}
          readOnly
          rows={4}
          spellCheck={false}
          data-testid="chat-snippet"
        />
        <div className="button-row">
          <CopyButton text={snippet} label="Copy snippet" />
        </div>
      </div>
    </Card>
  );
}
