import { type ChatSource, sourceHref, sourceLabel } from "./chat-try";

/** Where an answer came from: the PDF's page, or a link to the site's page. */
export function SourceNote({ source }: { source: ChatSource }) {
  const href = sourceHref(source);
  return (
    <p className="chat-source">
      Source:{" "}
      {href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {sourceLabel(source)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        sourceLabel(source)
      )}
    </p>
  );
}
