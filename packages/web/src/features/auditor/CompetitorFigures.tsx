import type { AuditorResult } from "./auditor-queries";
import "./topics-and-figures.css";
import { FIGURE_COLUMNS, figureRows } from "./competitor-figures";
import { ExternalLink } from "./ExternalLink";

/** The site against each competitor, figure by figure; on a phone the table scrolls in its own region. */
export function CompetitorFigures({ result }: { result: AuditorResult }) {
  const rows = figureRows(result);
  if (!rows) return null;
  return (
    <div className="table-scroll" role="region" aria-labelledby="competitor-figures-caption" tabIndex={0}>
      <table className="table" data-testid="competitor-figures">
        <caption id="competitor-figures-caption" className="audit-figures-caption">
          Your site against each competitor
        </caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.url ? <ExternalLink href={row.url}>{row.name}</ExternalLink> : row.name}</th>
              {row.cells ? row.cells.map((cell, index) => <td key={FIGURE_COLUMNS[index]}>{cell}</td>) : <td colSpan={FIGURE_COLUMNS.length}>{row.missing}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
