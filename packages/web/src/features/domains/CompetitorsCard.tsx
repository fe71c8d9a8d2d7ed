import { Card } from "../../components/ui/Card";
import { panels } from "../../agents/panels";

/** The domain's competitor sites, which its SEO audits compare it with. */
export function CompetitorsCard({ domainId }: { domainId: string }) {
  return (
    <Card title="Competitors" subtitle="Sites the SEO auditor compares this domain with.">
      {/* Keyed by domain: another domain starts without this one's unsaved edits. */}
      <panels.competitors key={domainId} domainId={domainId} />
    </Card>
  );
}
