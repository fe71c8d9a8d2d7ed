import { Icon } from "../../components/ui/Icon";
import { AddLink } from "../../components/ui/AddLink";
import "./dashboard.css";

/** The first step for an account without a site: every agent works on a domain. */
export function AddDomainCallout() {
  return (
    <section className="card add-domain-callout" aria-labelledby="add-domain-title">
      <span className="empty-icon" aria-hidden="true">
        <Icon name="globe" size={28} />
      </span>
      <div className="add-domain-text">
        <h2 id="add-domain-title" className="card-title">
          Connect your first website
        </h2>
        <p className="muted">Add your WordPress site to get a licence key and the SiteCrew Connector plugin. Your agents start working once it is connected.</p>
      </div>
      <AddLink to="/onboarding">Add Domain</AddLink>
    </section>
  );
}
