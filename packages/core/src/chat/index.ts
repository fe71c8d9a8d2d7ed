export { ChatAgent, chatAgentNotFound } from "./agent";
export { ChatFiles } from "./files";
export { readPdf } from "./pdf";
export { siteWidgetOf, syncSiteWidget } from "./site-widget";
export type { ChatAgentView } from "./view";
