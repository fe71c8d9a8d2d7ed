import type { DomainDetails } from "@sitecrew/core/site/schema";
import { DetailItem, TagsItem } from "../../../components/ui/DetailList";
import { Card } from "../../../components/ui/Card";

export function ConfigurationCard({ domain }: { domain: DomainDetails }) {
  return (
    <Card title="Global configuration" subtitle="What the agents know about the site. Change it with Edit Domain.">
      {domain.has_configuration ? (
        <dl className="detail-list" data-testid="domain-configuration">
          <DetailItem term="Website name">{domain.website_name}</DetailItem>
          <DetailItem term="Website niche">{domain.website_niche}</DetailItem>
          <DetailItem term="Target audience">{domain.target_audience}</DetailItem>
          <DetailItem term="Purpose">{domain.purpose}</DetailItem>
          <TagsItem term="Strong features & benefits" items={domain.features} />
          <TagsItem term="Blog keywords" items={domain.keywords} />
          <TagsItem term="Blog categories" items={domain.categories} />
        </dl>
      ) : (
        <p className="muted">No configuration saved yet.</p>
      )}
    </Card>
  );
}
