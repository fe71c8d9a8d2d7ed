import { createFileRoute, Link } from "@tanstack/react-router";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageHeader } from "../../components/ui/PageHeader";

export const Route = createFileRoute("/_app/analytics")({
  component: AnalyticsPage,
});

function AnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Traffic and engagement across the content your agents publish."
        actions={<span className="badge badge-warning">In Development</span>}
      />
      <section className="card">
        <EmptyState icon="chart" title="Analytics is coming soon">
          <p>We are building reports on what your agents publish and how it performs. Until then:</p>
          <div className="button-row">
            <Link to="/manage-services" className="btn btn-primary">
              Manage your services
            </Link>
            <Link to="/dashboard" className="btn btn-secondary">
              Back to the dashboard
            </Link>
          </div>
        </EmptyState>
      </section>
    </>
  );
}
