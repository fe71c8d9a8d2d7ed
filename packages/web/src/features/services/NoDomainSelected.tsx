import { Link } from "@tanstack/react-router";
import { EmptyState } from "../../components/ui/EmptyState";
import { Icon } from "../../components/ui/Icon";

/** What a page about the selected domain shows while the account has no domain to select. */
export function NoDomainSelected({ what }: { what: string }) {
  return (
    <EmptyState icon="globe" title="No domain yet">
      <p>Add your WordPress site to see its {what} here.</p>
      <Link to="/onboarding" className="btn btn-primary">
        <Icon name="plus" size={18} /> Add Domain
      </Link>
    </EmptyState>
  );
}
