import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { continueLabel, stepLabel } from "./onboarding";
import { unfinishedDomainsQueryOptions } from "./onboarding-queries";
import "./onboarding.css";

/** Plain /onboarding offers the setups left unfinished, each continuing at the step it reached. Nothing shows while there are none. */
export function UnfinishedDomains() {
  const { data } = useQuery(unfinishedDomainsQueryOptions());
  if (!data?.length) return null;
  return (
    <section className="card onboarding-unfinished" aria-labelledby="unfinished-title">
      <h2 id="unfinished-title" className="card-title">
        Unfinished setups
      </h2>
      <ul className="unfinished-list">
        {data.map((domain) => (
          <li key={domain.id} className="unfinished-item">
            <Link to="/onboarding" search={{ domain: domain.id }} className="btn btn-secondary" aria-describedby={`unfinished-step-${domain.id}`}>
              {continueLabel(domain.domain_name)}
            </Link>
            <span id={`unfinished-step-${domain.id}`} className="muted">
              {stepLabel(domain.onboarding_step)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
