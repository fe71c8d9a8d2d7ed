import { createFileRoute } from "@tanstack/react-router";
import { SubscriptionPreview } from "../../components/dashboard/SubscriptionPreview";
import { TodayActivity } from "../../components/dashboard/TodayActivity";
import { PageHeader } from "../../components/ui/PageHeader";
import { useStore } from "../../hooks/use-store";
import { session } from "../../lib/session";

export const Route = createFileRoute("/_app/dashboard")({
  component: DashboardPage,
});

function DashboardPage() {
  const { user } = useStore(session);
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.fullname ?? ""}`}
        description="Here is what your content agents are doing today."
      />
      <div className="dashboard-grid">
        <TodayActivity />
        <SubscriptionPreview />
      </div>
    </>
  );
}
