import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/PageHeader";
import { ServiceCatalog } from "../../../features/services/ServiceCatalog";

export const Route = createFileRoute("/_app/add-service/")({
  // The Programmatic SEO choice is in the URL, so Back returns from it.
  validateSearch: (search: Record<string, unknown>): { choice?: "seo" } => (search.choice === "seo" ? { choice: "seo" } : {}),
  component: AddServicePage,
});

function AddServicePage() {
  const { choice } = Route.useSearch();
  return (
    <>
      <PageHeader title="Add Service" description="Put a content agent to work on the selected domain." />
      <ServiceCatalog seo={choice === "seo"} />
    </>
  );
}
