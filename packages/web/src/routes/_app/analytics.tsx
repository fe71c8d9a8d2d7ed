import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/ui/PageHeader";
import { useStore } from "../../hooks/use-store";
import { DEFAULT_DAYS, parseAnalyticsSearch } from "../../features/analytics/analytics-search";
import { AnalyticsView } from "../../features/analytics/AnalyticsView";
import { domainStore } from "../../features/domains/domains";
import { NoDomainSelected } from "../../features/services/NoDomainSelected";

export const Route = createFileRoute("/_app/analytics")({
  validateSearch: parseAnalyticsSearch,
  component: AnalyticsPage,
});

function AnalyticsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { selected } = useStore(domainStore);

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Is it worth what you pay? What your agents made, what it cost and what visitors still ask."
        actions={
          <>
            <Link to="/reports/weekly" className="btn btn-ghost">
              Weekly report
            </Link>
            <Link to="/manage-services" className="btn btn-secondary">
              Manage your services
            </Link>
            <Link to="/dashboard" className="btn btn-ghost">
              Back to the dashboard
            </Link>
          </>
        }
      />
      {selected ? (
        <AnalyticsView
          key={selected.id}
          domainId={selected.id}
          days={search.days ?? DEFAULT_DAYS}
          onDays={(days) => void navigate({ search: parseAnalyticsSearch({ days }), replace: true, resetScroll: false })}
        />
      ) : (
        <section className="card">
          <NoDomainSelected what="analytics" />
        </section>
      )}
    </>
  );
}
