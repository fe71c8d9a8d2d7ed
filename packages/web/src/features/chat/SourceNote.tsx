import { type ChatSource, sourceHref, sourceLabel } from "./chat-try";

function SourceName({ source }: { source: ChatSource }) {
  const href = sourceHref(source);
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {sourceLabel(source)}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    sourceLabel(source)
  );
}

/**
 * Where an answer came from: the PDF's page, or a link to the site's page. An answer citing two
 * sources or more lists each under the number its text gives it.
 */
export function SourceNote({ source, sources = [] }: { source: ChatSource; sources?: ChatSource[] }) {
  if (sources.length > 1)
    return (
      <div className="chat-source">
        Sources:
        <ol className="chat-source-list">
          {sources.map((each, index) => (
            <li key={index}>
              [{index + 1}] <SourceName source={each} />
            </li>
          ))}
        </ol>
      </div>
    );
  return (
    <p className="chat-source">
      Source: <SourceName source={source} />
    </p>
  );
}
