/* The parts of yoastseo 3.6 that scoring uses; the package ships JavaScript without types. */
declare module "yoastseo" {
  export interface PaperAttributes {
    keyword?: string;
    title?: string;
    titleWidth?: number;
    description?: string;
    slug?: string;
    locale?: string;
    permalink?: string;
  }
  export class Paper {
    constructor(text: string, attributes?: PaperAttributes);
  }
  export interface Researcher {
    setPaper(paper: Paper): void;
    getResearch(name: string): unknown;
  }
  export interface AssessmentResult {
    getIdentifier(): string;
    getScore(): number;
    getText(): string;
    hasScore(): boolean;
    hasText(): boolean;
  }
  interface ScoreAggregator {
    aggregate(results: AssessmentResult[]): number;
    setLocale?(locale: string): void;
  }
  class Assessor {
    constructor(researcher: Researcher);
    assess(paper: Paper): void;
    results: AssessmentResult[];
    getScoreAggregator(): ScoreAggregator;
  }
  export class SeoAssessor extends Assessor {}
  export class ContentAssessor extends Assessor {}
}

// Each language's researcher is a CommonJS module whose `default` is the class. Node's ESM loader
// hands the whole `module.exports` over as the default import; CommonJS loaders unwrap it.
declare module "yoastseo/build/languageProcessing/languages/*/Researcher.js" {
  import type { Paper, Researcher } from "yoastseo";
  type ResearcherClass = new (paper: Paper) => Researcher;
  const module: ResearcherClass | { default: ResearcherClass };
  export default module;
}
