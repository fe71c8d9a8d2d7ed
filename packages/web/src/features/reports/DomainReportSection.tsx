import { AGENT_CATALOG, type AgentKey, agentName } from "@sitecrew/core/agents/catalog";
import { Card } from "../../components/ui/Card";
import { countOf } from "../../lib/plural";
import { domainAddress } from "../domains/domains";
import { DashboardLink } from "./DashboardLink";
import { ReportFigures } from "./ReportFigures";
import { madeFigures } from "./report-format";
import type { DomainReport } from "./report-queries";

const agentLabel = (agent: string) => (Object.hasOwn(AGENT_CATALOG, agent) ? agentName(agent as AgentKey) : agent);

/** One domain's week: what its agents made and spent, what visitors asked, who left a lead, and what failed. */
export function DomainReportSection({ domain }: { domain: DomainReport }) {
  const { knowledge_gaps: gaps, new_leads: leads, failures } = domain;
  const name = domainAddress({ domain_name: domain.domain, site_url: domain.site_url });
  return (
    <Card
      title={name}
      className="report-domain"
      actions={
        <DashboardLink href={domain.link} className="btn btn-secondary btn-sm">
          Analytics<span className="visually-hidden"> of {name}</span>
        </DashboardLink>
      }
    >
      <div className="report-part">
        <h3 className="section-title">What the agents made</h3>
        <ReportFigures
          label={`What the agents made on ${name}`}
          items={[...madeFigures(domain.made), { label: "Credits spent", value: domain.credits_spent.toLocaleString("en-US") }]}
        />
        {domain.posts.length > 0 && (
          <ul className="report-list" aria-label={`This week's posts on ${name}`}>
            {domain.posts.map((post) => (
              <li key={post.url}>
                <DashboardLink href={post.url}>{post.title}</DashboardLink>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="report-part">
        <h3 className="section-title">Top knowledge gaps</h3>
        {gaps.length ? (
          <ol className="report-list">
            {gaps.map((gap) => (
              <li key={gap.question}>
                <span className="report-quote">{gap.question}</span> <span className="muted">asked by {countOf(gap.count, "visitor")}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">The chat found an answer to every question.</p>
        )}
      </div>

      <div className="report-part">
        <h3 className="section-title">New leads</h3>
        {leads.count ? (
          <>
            <p>{countOf(leads.count, "visitor")} left a question and an email address.</p>
            <ul className="report-list">
              {leads.latest.map((lead) => (
                <li key={lead.link}>
                  <DashboardLink href={lead.link}>{lead.question}</DashboardLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">No visitor left a lead.</p>
        )}
      </div>

      <div className="report-part">
        <h3 className="section-title">Failures that need you</h3>
        {failures.length ? (
          <ul className="report-list">
            {failures.map((failure) => (
              <li key={`${failure.agent} ${failure.reason}`}>
                <DashboardLink href={failure.link}>
                  {agentLabel(failure.agent)}: {failure.reason}
                </DashboardLink>{" "}
                <span className="muted">{countOf(failure.count, "time")}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing failed.</p>
        )}
      </div>
    </Card>
  );
}
