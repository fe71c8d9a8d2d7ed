import { ApprovalPreview } from "./ApprovalPreview";
import type { PostVersion } from "./optimization-comparison";

interface PostVersionPanelProps {
  heading: "Before" | "After";
  description: string;
  version: PostVersion;
  /** Where the live post reads now, for a side whose text was not kept. */
  liveUrl?: string;
}

/** One side of the comparison: its SEO fields and its body as it renders. */
export function PostVersionPanel({ heading, description, version, liveUrl }: PostVersionPanelProps) {
  const id = `approval-version-${heading.toLowerCase()}`;
  const fields = [
    ["Title", version.title],
    ["SEO title", version.seo_title],
    ["Meta description", version.meta_description],
    ["Focus keyphrase", version.focus_keyphrase],
  ] as const;
  return (
    <section className="approval-version" aria-labelledby={id}>
      <h3 id={id} className="approval-compare-heading">
        {heading}
      </h3>
      <p className="muted">{description}</p>
      <dl className="approval-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === null ? <span className="muted">Not kept</span> : value || <span className="muted">None</span>}</dd>
          </div>
        ))}
      </dl>
      {version.content === null ? (
        <p>
          The text was not kept for this optimization.{" "}
          {liveUrl && /^https?:\/\//i.test(liveUrl) && (
            <a href={liveUrl} className="link" target="_blank" rel="noreferrer">
              See the post as it is now<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      ) : (
        <ApprovalPreview title={heading === "Before" ? `${version.title}, before the rewrite` : version.title} html={version.content} />
      )}
    </section>
  );
}
