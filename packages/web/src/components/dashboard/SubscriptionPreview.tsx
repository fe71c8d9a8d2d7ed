import { Link } from "@tanstack/react-router";
import { Icon } from "../ui/Icon";

/** A fixed example of the plan panel; billing arrives with a later release. */
export function SubscriptionPreview() {
  return (
    <section className="card plan-card" aria-labelledby="plan-title">
      <header className="card-header">
        <h2 id="plan-title" className="card-title">
          Subscription
        </h2>
        <span className="badge badge-neutral">Preview</span>
      </header>
      <p className="plan-name">Professional Plan</p>
      <p className="plan-price">
        <strong>$49</strong>/month
      </p>
      <p className="plan-status">
        <span className="badge badge-success">Active</span>
        <span className="muted">Renews automatically each month</span>
      </p>
      <p className="card-note">
        <Icon name="info" size={16} /> This panel is a preview of the plan view, not your actual plan.
      </p>
      <Link to="/subscription" className="btn btn-secondary btn-block">
        View plans
      </Link>
    </section>
  );
}
