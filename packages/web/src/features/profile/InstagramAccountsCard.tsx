import { Card } from "../../components/ui/Card";
import { useStore } from "../../hooks/use-store";
import { panels } from "../../agents/panels";
import { domainAddress, domainStore } from "../domains/domains";

/** The selected domain's Instagram accounts, which the agent that publishes there lists and links. */
export function InstagramAccountsCard() {
  const { selected } = useStore(domainStore);
  // Its own address (/profile#instagram), where the social agent's form sends an owner with no account linked.
  return (
    <div id="instagram">
      <Card
        title="Instagram accounts"
        subtitle={
          selected ? `Where the social media agents of ${domainAddress(selected)} publish their videos.` : "Select a domain to link its Instagram accounts."
        }
      >
        {selected && <panels.instagramAccounts key={selected.id} domainId={selected.id} />}
      </Card>
    </div>
  );
}
