import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Icon } from "../../components/ui/Icon";
import { availabilityBadge, type CatalogAgent } from "./service-catalog";
import "./services.css";

/** One agent on the Add Service landing: a link when it is built, otherwise a card that says it is not, and why. */
/** `action` is the card's own control, for a card whose availability is `action`. */
export function ServiceCard({ agent, action }: { agent: CatalogAgent; action?: ReactNode }) {
  const { availability } = agent;
  const badge = availabilityBadge(availability);
  return (
    <li className={availability.state === "ready" || availability.state === "action" ? "service-card" : "service-card is-unavailable"}>
      <span className="service-card-icon">
        <Icon name={agent.icon} size={22} />
      </span>
      <h3 className="service-card-title">{agent.name}</h3>
      <p className="service-card-text">{agent.description}</p>
      <div className="service-card-foot">
        {badge && <span className="badge badge-warning">{badge}</span>}
        {availability.state === "ready" && (
          <Link to={availability.to} className="btn btn-primary btn-sm">
            Open {agent.name}
          </Link>
        )}
        {action}
      </div>
    </li>
  );
}
