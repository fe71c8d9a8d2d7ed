import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";
import { CHAT_POSITIONS, DEFAULT_DAILY_CREDIT_LIMIT, DEFAULT_LEAD_CONSENT_TEXT } from "./schema";

export { CHAT_POSITIONS } from "./schema";

export const KNOWLEDGE_STATUSES = ["generating", "ready", "failed"] as const;

/**
 * A chat agent: how its widget looks, what it knows (a PDF and/or the site's pages) and the public
 * key its widget is reached by. Lives in the owner's partition; listed per domain through gsi1 and
 * found by its widget key through gsi2 (the widget's requests carry only that key).
 */
export const ChatAgentEntity = lazy(
  () =>
    new Entity(
      {
        model: model("chatAgent", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          agentId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** Public, in every page that shows the widget: it names the agent, it grants nothing else. */
          widgetKey: { type: "string", required: true, readOnly: true },
          name: { type: "string", required: true },
          /** The name in lower case, what a search matches. */
          searchName: { type: "string", required: true },
          /** The form's status: an inactive agent's widget answers nobody. */
          active: { type: "boolean", required: true, default: true },
          /** When it was last made active: the newest active agent is the one the WordPress plugin shows. */
          activatedAt: { type: "number", required: true, default: () => Date.now() },
          colors: { type: "string", required: true },
          position: { type: CHAT_POSITIONS, required: true },
          introText: { type: "string", required: true },
          buttonText: { type: "string", required: true },
          /** Storage keys of the avatars (PNG), when set. */
          avatarBotKey: { type: "string" },
          avatarUserKey: { type: "string" },
          /** Storage key of the PDF, its file name and page count, when the agent has one. */
          documentKey: { type: "string" },
          documentName: { type: "string" },
          documentPages: { type: "number" },
          /** Whether the site's published posts and pages are part of the knowledge. */
          useSitePages: { type: "boolean", required: true, default: true },
          /** The most its answers may cost in one of the owner's days; agents saved before it existed have none and take the default. */
          dailyCreditLimit: { type: "number" },
          /** Whether a visitor the chat cannot help is offered to leave an email address; agents saved before it existed offer it. */
          leadCapture: { type: "boolean" },
          /** The one line shown above the lead form's email field. */
          leadConsentText: { type: "string" },
          knowledgeStatus: { type: KNOWLEDGE_STATUSES, required: true, default: "generating" },
          /** The run building the knowledge now, or the last one. */
          knowledgeRunId: { type: "string" },
          /** Storage key of the built index the answers read; kept while a new one builds. */
          knowledgeKey: { type: "string" },
          knowledgeError: { type: "string" },
          knowledgePassages: { type: "number", required: true, default: 0 },
          knowledgeSources: { type: "number", required: true, default: 0 },
          knowledgeBuiltAt: { type: "number" },
          /** The site's posts and pages as last indexed (their count and newest change), to notice changes. */
          siteFingerprint: { type: "string" },
          siteCheckedAt: { type: "number" },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["agentId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["agentId"] },
          },
          byWidget: {
            index: "gsi2",
            pk: { field: "gsi2pk", composite: ["widgetKey"] },
            sk: { field: "gsi2sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);

export type ChatAgentItem = EntityItem<typeof ChatAgentEntity>;

export const dailyCreditLimitOf = (agent: Pick<ChatAgentItem, "dailyCreditLimit">) => agent.dailyCreditLimit ?? DEFAULT_DAILY_CREDIT_LIMIT;

export const leadCaptureOf = (agent: Pick<ChatAgentItem, "leadCapture">) => agent.leadCapture ?? true;

export const leadConsentTextOf = (agent: Pick<ChatAgentItem, "leadConsentText">) => agent.leadConsentText || DEFAULT_LEAD_CONSENT_TEXT;
