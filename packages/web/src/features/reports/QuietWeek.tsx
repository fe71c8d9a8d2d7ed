import { EmptyState } from "../../components/ui/EmptyState";

/** A week without activity: the report has nothing to say and is not sent. */
export function QuietWeek() {
  return (
    <section className="card" aria-label="This week's activity">
      <EmptyState icon="bell" title="Nothing has happened in this week yet">
        <p>
          When your agents publish posts, videos or Reels, answer chat visitors, run audits or optimizations, or a visitor leaves a lead, it appears here. No
          email is sent for a quiet week.
        </p>
      </EmptyState>
    </section>
  );
}
