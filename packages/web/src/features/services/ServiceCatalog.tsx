import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { Icon } from "../../components/ui/Icon";
import { SUPPORT_EMAIL } from "../shell/HelpButton";
import { AGENT_CARDS, CUSTOM_AGENTS, IN_DEVELOPMENT, SEO_AGENTS, SEO_GROUP } from "./service-catalog";
import { ServiceCard } from "./ServiceCard";
import "./services.css";

/** The agents one can add, or, with `seo`, the choice behind Programmatic SEO Agents. */
export function ServiceCatalog({ seo }: { seo: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(seo);
  // Moving between the two views moves focus to the new view's heading; arriving on the page does not.
  useEffect(() => {
    if (shown.current === seo) return;
    shown.current = seo;
    heading.current?.focus();
  }, [seo]);

  if (seo) {
    return (
      <section aria-labelledby="seo-agents-title" className="stack">
        <div className="service-choice-head">
          <Link to="/add-service" className="btn btn-secondary btn-sm">
            <Icon name="chevronDown" size={16} className="service-back-icon" /> Back
          </Link>
          <h2 id="seo-agents-title" className="section-title" tabIndex={-1} ref={heading}>
            Programmatic SEO Agents
          </h2>
        </div>
        <ul className="service-grid">
          {SEO_AGENTS.map((agent) => (
            <ServiceCard key={agent.name} agent={agent} />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="all-agents-title" className="stack">
      <h2 id="all-agents-title" className="visually-hidden" tabIndex={-1} ref={heading}>
        Agents
      </h2>
      <ul className="service-grid">
        {AGENT_CARDS.map((agent) => (
          <ServiceCard key={agent.name} agent={agent} />
        ))}
        <ServiceCard
          agent={SEO_GROUP}
          action={
            <Link to="/add-service" search={{ choice: "seo" }} className="btn btn-secondary btn-sm">
              Choose an SEO agent
            </Link>
          }
        />
        {IN_DEVELOPMENT.map((agent) => (
          <ServiceCard key={agent.name} agent={agent} />
        ))}
        <ServiceCard
          agent={CUSTOM_AGENTS}
          action={
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("A custom agent")}`} className="btn btn-secondary btn-sm">
              Contact Us
            </a>
          }
        />
      </ul>
    </section>
  );
}
