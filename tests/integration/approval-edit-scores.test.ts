import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

let site: ConnectedWordPress;
let token: string;

const FINAL = new Set(["succeeded", "failed", "cancelled"]);

async function finished(runId: string) {
  for (const until = Date.now() + 90_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const run = (await call("GET", `/runs/${runId}`, { token })).body.data;
    if (FINAL.has(run?.status)) return run;
  }
  throw new Error(`run ${runId} did not finish`);
}

interface Scores {
  seo_score: number | null;
  readability_score: number | null;
}

/** The post's row in its agent's post list. */
async function listedPost(agentId: string, contentId: string): Promise<Scores> {
  const list = await call("GET", `/blog-content/${agentId}?limit=100`, { token });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.data.find((post: { id: string }) => post.id === contentId);
}

/** The domain's average scores in Analytics over the last week. */
const analyticsScores = async () => (await call("GET", `/analytics/${site.domain.id}?days=7`, { token })).body.data.quality.seo;

beforeAll(async () => {
  site = await connectedWordPress();
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_approval_scores_start", credits: 100 });
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("an owner's edit of a draft in Approvals is scored again", () => {
  it("the post list and Analytics show the edited text's SEO and readability scores, and a save that changes nothing keeps the run's", async () => {
    const agent = await call("POST", "/blog-agent", {
      token,
      body: blogAgentForm(site.domain.id, { name: "Scored edits", categories: [1], category_names: ["Uncategorized"] }),
    });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    const started = await call("POST", `/blog-agent/${agent.body.data.id}/run`, { token });
    expect(started.status).toBe(202);
    const run = await finished(started.body.data.id);
    expect(run.status, run.error).toBe("succeeded");
    const queue = await call("GET", `/approvals?domainId=${site.domain.id}&limit=100`, { token });
    const approval = queue.body.data.find((item: { post_id: number }) => item.post_id === run.output.post_id);
    const draft = (await call("GET", `/approvals/${approval.id}`, { token })).body.data;
    const written = { seo_score: run.output.seo_score, readability_score: run.output.readability_score };
    const post = () => listedPost(agent.body.data.id, run.output.content_id);
    expect(await post()).toMatchObject(written);

    const unchanged = await call("PUT", `/approvals/${approval.id}`, { token, body: { title: draft.title, excerpt: draft.excerpt, content: draft.content } });
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(await post()).toMatchObject(written);

    // One paragraph of long sentences, no subheading and no keyphrase: both analyses fall.
    const sentence =
      "The pots that had stood on the narrow balcony through the whole of the long and unusually windy spring were carried indoors one by one and set down along the cold window sill where the light was weaker than anyone had hoped it would be";
    const content = `<p>${Array.from({ length: 10 }, () => `${sentence}.`).join(" ")}</p>`;
    const edited = await call("PUT", `/approvals/${approval.id}`, { token, body: { title: draft.title, excerpt: draft.excerpt, content } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rescored = await post();
    expect(rescored.seo_score).toBeLessThan(written.seo_score);
    expect(rescored.readability_score).toBeLessThan(written.readability_score);
    expect(await analyticsScores()).toEqual({ posts_scored: 1, average_seo: rescored.seo_score, average_readability: rescored.readability_score });

    const restored = await call("PUT", `/approvals/${approval.id}`, { token, body: { title: draft.title, excerpt: draft.excerpt, content: draft.content } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const again = await post();
    expect(again.seo_score).toBeGreaterThan(rescored.seo_score!);
    expect(await analyticsScores()).toEqual({ posts_scored: 1, average_seo: again.seo_score, average_readability: again.readability_score });
  }, 180_000);
});
