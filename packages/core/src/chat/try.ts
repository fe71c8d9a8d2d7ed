import * as v from "valibot";
import { useUserId } from "../actor";
import { DomainNameSchema } from "../site/domain-name";
import { DomainClaimEntity, DomainEntity } from "../site/domain.entity";
import { safeEqual } from "../util/crypto";
import { fn } from "../util/fn";
import { ChatAgent, chatAgentNotFound } from "./agent";
import { answerFromKnowledge, ChatMeter } from "./meter";
import { domainAgents, siteWidgetAgent } from "./site-widget";
import { assertCanAnswer, limitMessage } from "./widget";
import { TryChatInput } from "./schema";

/** The caller's domain by its name, when the licence key is its current one; anything else is a 404 that says nothing about which part was wrong. */
async function domainFor(userId: string, name: string, licenseKey: string) {
  const parsed = v.safeParse(DomainNameSchema, name);
  if (!parsed.success) throw chatAgentNotFound();
  const siteKey = parsed.output.host.replace(/^www\./, "");
  const { data: claim } = await DomainClaimEntity.get({ userId, siteKey }).go();
  const { data: domain } = claim ? await DomainEntity.get({ userId, domainId: claim.domainId }).go({ consistent: true }) : { data: null };
  if (!domain || !safeEqual(domain.licenseKey, licenseKey.trim())) throw chatAgentNotFound();
  return domain;
}

export namespace ChatTry {
  /**
   * The owner's Try chat: the agent answers exactly as its widget would, and the answer is paid the
   * same way. A paused agent can be tried (owners test before going live); out of credits is a 402,
   * past the agent's daily limit the chat is unavailable, as on the site.
   */
  export const ask = fn(TryChatInput, async (input) => {
    const userId = useUserId();
    const domain = await domainFor(userId, input.domain_name, input.license_key);
    const agent = input.agent_id ? await ChatAgent.load(input.agent_id, userId) : siteWidgetAgent(await domainAgents(userId, domain.domainId));
    if (!agent || agent.domainId !== domain.domainId) throw chatAgentNotFound();
    assertCanAnswer(agent);
    await limitMessage(agent, input.ipAddress);
    const reply = await ChatMeter.answer({ agent, channel: "try", session: input.ipAddress, question: input.content }, answerFromKnowledge);
    return { content: reply.content, source: reply.source, sources: reply.sources };
  });
}
