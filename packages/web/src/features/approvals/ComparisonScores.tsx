import { type Comparison, scoreDelta, scoreRows, scoreText } from "./optimization-comparison";

/** Each score before and after the rewrite, with its band in words and the points it moved. */
export function ComparisonScores({ comparison }: { comparison: Comparison }) {
  return (
    <section className="approval-compare-part" aria-labelledby="approval-scores-heading">
      <h3 id="approval-scores-heading" className="approval-compare-heading">
        Scores
      </h3>
      <div className="table-scroll" role="region" aria-label="Scores, table" tabIndex={0}>
        <table className="table approval-scores">
          <caption className="visually-hidden">Scores before and after the rewrite, out of 100</caption>
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col" className="num">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {scoreRows(comparison).map((row) => (
              <tr key={row.name}>
                <th scope="row" className="table-row-heading">
                  {row.name}
                </th>
                <td>{scoreText(row.before)}</td>
                <td>{scoreText(row.after)}</td>
                <td className="num">{scoreDelta(row.before, row.after) ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {comparison.after.edited && <p className="muted">After: scored as the draft is now, with your edits.</p>}
    </section>
  );
}
