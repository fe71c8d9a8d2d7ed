import { useId, useState } from "react";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { formatDateTime } from "../../lib/date-format";
import { actions } from "../../agents/actions";
import type { UnansweredQuestion } from "./types";

/** Questions the chat agents could not answer from their knowledge: each one a post waiting to be written. */
export function KnowledgeGapsCard({ domainId, questions }: { domainId: string; questions: UnansweredQuestion[] }) {
  const [writing, setWriting] = useState<string | null>(null);
  const offTopicId = useId();
  const onTopic = questions.filter((gap) => gap.on_topic);
  const offTopic = questions.filter((gap) => !gap.on_topic);

  return (
    <Card title="Knowledge gaps" subtitle="Questions your chat agents could not answer from what they know, asked by the most visitors first.">
      <actions.writePost domainId={domainId} question={writing} onClose={() => setWriting(null)} />
      {questions.length === 0 ? (
        <EmptyState icon="check" title="No unanswered questions in this period." />
      ) : (
        <>
          {onTopic.length > 0 && <GapTable questions={onTopic} name="Unanswered questions" onWrite={setWriting} />}
          {offTopic.length > 0 && (
            <section className="gap-group" aria-labelledby={offTopicId}>
              <h3 id={offTopicId} className="gap-group-title">
                Off-topic questions
              </h3>
              <p className="card-note">Asked on your site but far from what it is about, so not worth a post.</p>
              <GapTable questions={offTopic} name="Off-topic questions" />
            </section>
          )}
        </>
      )}
    </Card>
  );
}

/** A table of questions, asked by the most visitors first; with `onWrite`, each offers to become a post. */
function GapTable({ questions, name, onWrite }: { questions: UnansweredQuestion[]; name: string; onWrite?: (question: string) => void }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${name}, table`} tabIndex={0}>
      <table className="table table-stack">
        <caption className="visually-hidden">{name}, asked by the most visitors first</caption>
        <thead>
          <tr>
            <th scope="col" className="wide-cell">
              Question
            </th>
            <th scope="col" className="num">
              Visitors
            </th>
            <th scope="col">Last asked</th>
            {onWrite && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {questions.map((gap) => (
            <tr key={gap.question}>
              <th scope="row" className="table-row-heading wide-cell gap-question">
                {gap.question}
              </th>
              <td className="num" data-label="Visitors">
                {gap.count.toLocaleString("en-US")}
              </td>
              <td data-label="Last asked">{formatDateTime(gap.last_asked)}</td>
              {onWrite && (
                <td className="table-actions-cell">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={`Write a post about this: ${gap.question}`}
                    onClick={() => onWrite(gap.question)}
                  >
                    Write a post about this
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
