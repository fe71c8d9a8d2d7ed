import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useStore } from "../../hooks/use-store";
import { domainAddress, domainStore } from "../domains/domains";
import { browserTimeZone, todayCountsQueryOptions } from "../analytics/analytics-queries";
import { Button } from "../../components/ui/Button";
import { Icon, type IconName } from "../../components/ui/Icon";
import { Spinner } from "../../components/ui/Spinner";
import { Card } from "../../components/ui/Card";
import "./dashboard.css";

/** Each tile: the agent's name as the spec lists it, and what it did today, in the owner's day. */
const COUNTERS = [
  { key: "blogAgent", label: "Blog Agent", unit: "posts written", icon: "sparkles" },
  { key: "blogContent", label: "Blog Content Posted", unit: "posts published", icon: "check" },
  { key: "chatAgent", label: "Chat Agent", unit: "answers given", icon: "mail" },
  { key: "socialAgent", label: "Social Media Agent", unit: "Reels published", icon: "camera" },
  { key: "video", label: "Social Media Video", unit: "videos made", icon: "chart" },
  { key: "audits", label: "SEO Audits", unit: "audits finished", icon: "search" },
] as const satisfies readonly { key: string; label: string; unit: string; icon: IconName }[];

type CounterKey = (typeof COUNTERS)[number]["key"];

/** Each tile leads where its count comes from: today's succeeded runs of that kind in Activity, or the chat's Analytics. */
function TileLink({ counter, children }: { counter: CounterKey; children: ReactNode }) {
  switch (counter) {
    case "blogAgent":
    case "blogContent":
      return (
        <Link to="/activity" search={{ kind: "blog", status: "succeeded" }} className="link">
          {children}
        </Link>
      );
    case "chatAgent":
      return (
        <Link to="/analytics" className="link">
          {children}
        </Link>
      );
    case "socialAgent":
      return (
        <Link to="/activity" search={{ kind: "instagram_publish", status: "succeeded" }} className="link">
          {children}
        </Link>
      );
    case "video":
      return (
        <Link to="/activity" search={{ kind: "social_video", status: "succeeded" }} className="link">
          {children}
        </Link>
      );
    case "audits":
      return (
        <Link to="/activity" search={{ kind: "seo_audit", status: "succeeded" }} className="link">
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
    <Card title="Today's activity" subtitle={selected ? domainAddress(selected) : undefined}>
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

/** What the domain's agents did today, in the owner's day. */
function DomainActivity({ domainId }: { domainId: string }) {
  const [timeZone] = useState(browserTimeZone);
  const today = useQuery(todayCountsQueryOptions(domainId, timeZone));
  const read = (value: number | undefined): Reading => ({ value, loading: today.isPending });
  const data = today.data;
  const readings: Record<CounterKey, Reading> = {
    blogAgent: read(data && data.posts + data.drafts),
    blogContent: read(data?.posts),
    chatAgent: read(data?.chat_answers),
    socialAgent: read(data?.reels),
    video: read(data?.videos),
    audits: read(data?.audits),
  };

  return (
    <>
      <CounterGrid readings={readings} />
      {today.isError && (
        <div className="card-note" role="alert">
          <Icon name="alert" size={16} /> Some counts could not be loaded.
          <Button variant="ghost" size="sm" loading={today.isFetching} onClick={() => void today.refetch()}>
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
      {COUNTERS.map(({ key, label, unit, icon }) => {
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
            <span className="stat-unit">{unit} today</span>
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
