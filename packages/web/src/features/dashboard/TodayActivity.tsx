import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useStore } from "../../hooks/use-store";
import { displayDomain, domainStore } from "../domains/domains";
import type { ServiceAgent } from "@sitecrew/core/agents/catalog";
import { countServicesFailed, serviceTotal } from "../domains/service-counts";
import { serviceCountsQueryOptions } from "../domains/service-count-queries";
import { browserTimeZone, todayCountsQueryOptions } from "../analytics/analytics-queries";
import { Button } from "../../components/ui/Button";
import { Icon, type IconName } from "../../components/ui/Icon";
import { Spinner } from "../../components/ui/Spinner";
import { Card } from "../../components/ui/Card";
import "./dashboard.css";

const COUNTERS = [
  { key: "blogAgent", label: "Blog Agent", icon: "sparkles" },
  { key: "blogContent", label: "Blog Content Posted", icon: "check" },
  { key: "chatAgent", label: "Chat Agent", icon: "mail" },
  { key: "socialAgent", label: "Social Media Agent", icon: "camera" },
  { key: "video", label: "Social Media Video", icon: "chart" },
] as const satisfies readonly { key: string; label: string; icon: IconName }[];

type CounterKey = (typeof COUNTERS)[number]["key"];

/**
 * Each tile leads where its count comes from: the agents to their pages, what they made to its
 * succeeded runs in Activity, each of which leads to the post or video itself.
 */
function TileLink({ counter, children }: { counter: CounterKey; children: ReactNode }) {
  switch (counter) {
    case "blogAgent":
      return (
        <Link to="/add-service/manage-blog-agent" className="link">
          {children}
        </Link>
      );
    case "blogContent":
      return (
        <Link to="/activity" search={{ kind: "blog", status: "succeeded" }} className="link">
          {children}
        </Link>
      );
    case "chatAgent":
      return (
        <Link to="/add-service/manage-chat-agent" className="link">
          {children}
        </Link>
      );
    case "socialAgent":
      return (
        <Link to="/add-service/manage-social-media-agent" className="link">
          {children}
        </Link>
      );
    case "video":
      return (
        <Link to="/activity" search={{ kind: "social_video", status: "succeeded" }} className="link">
          {children}
        </Link>
      );
  }
}

/** A counter's value, absent while loading or after a failed load. */
interface Reading {
  value?: number;
  loading: boolean;
}

/** Counts are per domain; until a domain is selected there is nothing honest to show. */
export function TodayActivity({ noDomain = false }: { noDomain?: boolean }) {
  const { selected } = useStore(domainStore);
  return (
    <Card title="Today's activity" subtitle={selected ? displayDomain(selected.domain_name) : undefined}>
      {selected ? (
        <DomainActivity domainId={selected.id} />
      ) : (
        <>
          <CounterGrid />
          <p className="card-note">
            <Icon name="info" size={16} /> {noDomain ? "Add a domain to see its agents at work here." : "Select a domain to see today's activity"}
          </p>
        </>
      )}
    </Card>
  );
}

/** The agents are the domain's services; posts and videos are today's, in the owner's day. */
function DomainActivity({ domainId }: { domainId: string }) {
  const [timeZone] = useState(browserTimeZone);
  const services = useQuery(serviceCountsQueryOptions(domainId));
  const today = useQuery(todayCountsQueryOptions(domainId, timeZone));
  const failed = [services, today].filter((query) => query.isError);

  const fromServices = (agent: ServiceAgent): Reading => ({
    value: services.isSuccess ? serviceTotal(services.data, agent) : undefined,
    loading: services.isPending,
  });
  const readings: Record<CounterKey, Reading> = {
    blogAgent: fromServices("blog"),
    blogContent: { value: today.data?.posts, loading: today.isPending },
    chatAgent: fromServices("chat"),
    socialAgent: fromServices("social"),
    video: { value: today.data?.videos, loading: today.isPending },
  };

  return (
    <>
      <CounterGrid readings={readings} />
      {failed.length > 0 && (
        <div className="card-note" role="alert">
          <Icon name="alert" size={16} /> {services.isError ? countServicesFailed(services.error) : "Some counts could not be loaded."}
          <Button variant="ghost" size="sm" loading={failed.some((query) => query.isFetching)} onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </div>
      )}
    </>
  );
}

function CounterGrid({ readings }: { readings?: Record<CounterKey, Reading> }) {
  return (
    <ul className="stat-grid">
      {COUNTERS.map(({ key, label, icon }) => {
        const reading = readings?.[key];
        return (
          <li key={key} className="stat">
            <span className="stat-head">
              <span className="stat-icon">
                <Icon name={icon} size={18} />
              </span>
              <span className="stat-label">
                <TileLink counter={key}>{label}</TileLink>
              </span>
            </span>
            {reading?.loading ? (
              <span className="stat-value">
                <Spinner />
                <span className="visually-hidden">Loading</span>
              </span>
            ) : reading?.value !== undefined ? (
              <span className="stat-value is-ready" data-testid={`today-${key}`}>
                {reading.value.toLocaleString()}
              </span>
            ) : (
              <span className="stat-value">
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">No data yet</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
