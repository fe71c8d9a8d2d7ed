import { type ChatSource, sourceLabel } from "./chat-try";

/** Where an answer came from: the PDF's page, or a link to the site's page. */
export function SourceNote({ source }: { source: ChatSource }) {
  return (
    <p className="chat-source">
      Source:{" "}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer">
          {sourceLabel(source)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        sourceLabel(source)
      )}
    </p>
  );
}
