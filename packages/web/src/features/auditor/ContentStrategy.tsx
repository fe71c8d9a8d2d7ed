import { Link } from "@tanstack/react-router";
import type { AuditorResult } from "./auditor-queries";
import { ExternalLink } from "./ExternalLink";
import "./topics-and-figures.css";

/** The first strategy the audit suggests: its overview and the topics competitors cover that the site does not. */
export function ContentStrategy({ result }: { result: AuditorResult }) {
  const strategy = result.content_suggestions[0];
  if (!strategy) return <p className="muted">The audit found no topic the competitors cover that your site lacks.</p>;
  return (
    <div className="stack">
      <section className="audit-section" aria-labelledby="audit-overview">
        <h3 id="audit-overview" className="audit-heading">
          Strategy Overview
        </h3>
        <p>{strategy.strategy_overview}</p>
      </section>
      <section className="audit-section" aria-labelledby="audit-topics">
        <h3 id="audit-topics" className="audit-heading">
          Recommended Content Topics
        </h3>
        {strategy.suggested_topics.length === 0 ? (
          <p className="muted">No topic to add.</p>
        ) : (
          <ul className="audit-cards">
            {strategy.suggested_topics.map((topic) => (
              <li key={topic.title} className="audit-card">
                <h4 className="audit-card-title">{topic.title}</h4>
                {topic.phrase && (
                  <p>
                    Topic: <strong>{topic.phrase}</strong>
                  </p>
                )}
                <p>{topic.description}</p>
                {topic.target_keywords.length > 0 && (
                  <>
                    <p className="audit-card-label">Target keywords</p>
                    <ul className="audit-keywords">
                      {topic.target_keywords.map((keyword) => (
                        <li key={keyword} className="chip">
                          {keyword}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {topic.sources && topic.sources.length > 0 && (
                  <>
                    <p className="audit-card-label">Competitor pages that cover it</p>
                    <ul className="audit-sources">
                      {topic.sources.map((source) => (
                        <li key={source.url}>
                          <ExternalLink href={source.url} className="audit-link">
                            {source.title}
                          </ExternalLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {/* As the knowledge gaps do: the blog agent form opens with the topic as its first keyword. */}
                <Link to="/add-service/add-blog-agent" search={{ topic: topic.phrase ?? topic.title }} className="btn btn-secondary audit-write-post">
                  Write this post<span className="visually-hidden">: {topic.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
