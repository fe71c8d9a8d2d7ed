import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useState } from "react";
import { formatDateTime } from "../../../lib/date-format";
import { countOf } from "../../../lib/plural";
import { domainAddress } from "../domains";
import { Button } from "../../../components/ui/Button";
import { CopyButton } from "../../../components/ui/CopyButton";
import { DetailItem } from "../../../components/ui/DetailList";
import { RegenerateKeyModal } from "./RegenerateKeyModal";
import { Card } from "../../../components/ui/Card";
import "../domains.css";

export function DomainInfoCard({ domain }: { domain: DomainDetails }) {
  const [regenerating, setRegenerating] = useState(false);
  const { site } = domain;
  return (
    <Card title="Domain information">
      <dl className="detail-list">
        <DetailItem term="Domain">{domainAddress(domain)}</DetailItem>
        <DetailItem term="License key">
          <span className="secret-row">
            <code className="secret" data-testid="license-key">
              {domain.license_key}
            </code>
            <CopyButton text={domain.license_key} label="Copy key" />
            <Button variant="secondary" size="sm" onClick={() => setRegenerating(true)}>
              Regenerate key
            </Button>
          </span>
        </DetailItem>
        <DetailItem term="Connection">
          {domain.is_valid ? <span className="badge badge-success">Plugin connected</span> : <span className="badge badge-warning">waiting to connect</span>}
        </DetailItem>
        <DetailItem term="Site name">{site?.name || <span className="muted">Not synced yet</span>}</DetailItem>
        <DetailItem term="Last contact">{site?.last_contact_at ? <Time iso={site.last_contact_at} /> : <span className="muted">Never</span>}</DetailItem>
        {site?.counts && (
          <DetailItem term="Content">
            {countOf(site.counts.posts, "post")}, {countOf(site.counts.pages, "page")}, {countOf(site.counts.categories, "category", "categories")}
          </DetailItem>
        )}
        <DetailItem term="Created">
          <Time iso={domain.created_at} />
        </DetailItem>
        <DetailItem term="Updated">
          <Time iso={domain.updated_at} />
        </DetailItem>
      </dl>
      <RegenerateKeyModal domain={domain} open={regenerating} onClose={() => setRegenerating(false)} />
    </Card>
  );
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
