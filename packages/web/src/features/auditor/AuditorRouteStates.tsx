import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/ui/Icon";
import { PageHeader } from "../../components/ui/PageHeader";
import { RouteError } from "../../components/ui/RouteStates";
import { messageOf } from "../../lib/api";
import { FETCH_RESULT_FAILED_TITLE } from "./auditor-messages";

/** The way back from one audit's pages to the list. */
export function BackToAuditors() {
  return (
    <Link to="/add-service/manage-blog-auditor" className="btn btn-secondary">
      Back to Auditors
    </Link>
  );
}

/** Opens the print-ready report in a new tab, from which the browser saves it as PDF. */
export function ExportReportLink({ id }: { id: string }) {
  return (
    <Link to="/add-service/auditor-report/$id" params={{ id }} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
      <Icon name="download" size={18} /> Export Report<span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}

/** One audit's page when it could not be read: the failure, or not found for a deleted or foreign id. */
export function AuditorError({ error, title }: { error: unknown; title: string }) {
  return (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title={title} actions={<BackToAuditors />} />,
        errorTitle: "The report could not be loaded",
        errorMessage: (failure) => `${FETCH_RESULT_FAILED_TITLE}: ${messageOf(failure, "Please check your connection and try again.")}`,
        notFound: { title: "Auditor not found", body: <p>This auditor is not in your account. It may have been deleted.</p> },
      }}
    />
  );
}
