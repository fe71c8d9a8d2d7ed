import { Link } from "@tanstack/react-router";
import { EmptyState } from "./EmptyState";
import type { IconName } from "./Icon";
import { PageHeader } from "./PageHeader";

interface SetupPendingProps {
  title: string;
  description: string;
  icon: IconName;
  /** What the finished area will let the user do. */
  children: string;
}

/** An honest page for areas that are not available yet: no sample data, just what is coming. */
export function SetupPending({ title, description, icon, children }: SetupPendingProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <section className="card">
        <EmptyState icon={icon} title="This area is being set up">
          <p>{children}</p>
          <p className="muted">Nothing here needs your attention yet.</p>
          <Link to="/dashboard" className="btn btn-secondary">
            Back to the dashboard
          </Link>
        </EmptyState>
      </section>
    </>
  );
}
