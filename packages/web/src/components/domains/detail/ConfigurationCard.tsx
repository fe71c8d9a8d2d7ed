import type { DomainDetails } from "@sitecrew/core/site/schema";
import { DetailItem, TagsItem } from "../../ui/DetailList";

export function ConfigurationCard({ domain }: { domain: DomainDetails }) {
  return (
    <section className="card" aria-labelledby="configuration-title">
      <header className="card-header">
        <div>
          <h2 id="configuration-title" className="card-title">
            Global configuration
          </h2>
          <p className="card-subtitle">What the agents know about the site. Change it with Edit Domain.</p>
        </div>
      </header>
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
    </section>
  );
}
