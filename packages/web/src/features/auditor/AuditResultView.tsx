import type { ReactNode } from "react";
import type { AuditorResult } from "./auditor-queries";
import { RESULT_TABS, type ResultTab } from "./auditor-tabs";
import { AuditFiguresCard } from "./AuditFiguresCard";
import { AuditProgress } from "./AuditProgress";
import { CompetitiveAnalysis } from "./CompetitiveAnalysis";
import { ContentStrategy } from "./ContentStrategy";
import { ExecutiveSummary } from "./ExecutiveSummary";
import { Tabs } from "./Tabs";
import { TechnicalAnalysis } from "./TechnicalAnalysis";
import "./auditor.css";

const PANELS: Record<ResultTab, (result: AuditorResult) => ReactNode> = {
  summary: (result) => <ExecutiveSummary result={result} />,
  strategy: (result) => <ContentStrategy result={result} />,
  competitors: (result) => <CompetitiveAnalysis result={result} />,
  technical: (result) => <TechnicalAnalysis result={result} />,
};

/** A finished audit's figures and its report in four tabs; a running one's progress; a failed one's reason. */
export function AuditResultView({ result, tab, onTab }: { result: AuditorResult; tab: ResultTab; onTab: (tab: ResultTab) => void }) {
  if (result.status !== "completed") {
    return (
      <section className="card" aria-label="Audit progress">
        <AuditProgress result={result} />
      </section>
    );
  }
  return (
    <>
      <section className="card">
        <AuditFiguresCard result={result} />
      </section>
      <section className="card" aria-label="Audit report">
        <Tabs label="Audit report" tabs={RESULT_TABS.map((item) => ({ ...item, panel: PANELS[item.id](result) }))} selected={tab} onSelect={onTab} />
      </section>
    </>
  );
}
