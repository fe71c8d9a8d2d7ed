import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BlogBrief, WrittenPost } from "../../packages/core/src/ai";
import { compose } from "../../packages/core/src/ai/offline/compose";

/*
 * Local stand-ins for the paid AI providers, speaking their wire formats: OpenAI's
 * `POST /chat/completions` and Bedrock's Converse `POST /model/{modelId}/converse`. Test-only:
 * locally the offline writer is the default, so `npm start` has no use for them. Each request
 * takes the next scripted answer and is recorded, so tests can read what reached the provider.
 * With the script empty the double answers what was asked for: an outline to a request for the
 * outline's schema, else a post.
 */

export type Answer =
  | { kind: "post"; post?: Record<string, unknown> }
  | { kind: "outline"; outline?: Record<string, unknown> }
  | { kind: "status"; status: 429 | 500 | 503 | 401 }
  /** Holds the request until the client gives up. */
  | { kind: "hang" }
  /** Text that is not JSON where the post should be. */
  | { kind: "bad-json" }
  /** Valid JSON that is not a post (the schema rejects it). */
  | { kind: "wrong-shape" };

export interface ProviderDouble {
  url: string;
  /** The parsed JSON bodies the provider received, in order. */
  requests: Record<string, any>[];
  paths: string[];
  script(...answers: Answer[]): void;
  stop(): Promise<void>;
}

export const samplePost = {
  title: "Home composting: a simple start for balcony gardeners",
  slug: "home-composting-simple-start",
  meta_description:
    "Home composting on a balcony is easier than it looks. Learn what to add, what to skip and how to keep your bin healthy all year, step by step.",
  focus_keyphrase: "home composting",
  excerpt: "A short, practical guide to home composting in small spaces.",
  content: `<p>Home composting turns kitchen scraps into rich soil.</p>${"<h2>Why it works</h2><p>Small steps add up. First, pick a bin. Then add greens and browns.</p>".repeat(8)}`,
};

export const sampleOutline = {
  title: "Home composting: a simple start for balcony gardeners",
  slug: "home-composting-simple-start",
  sections: [
    { heading: "Why home composting works on a balcony", subheadings: [] },
    { heading: "Choosing a bin", subheadings: ["Worm bins", "Bokashi buckets"] },
    { heading: "What to add and what to skip", subheadings: [] },
  ],
  faq_questions: ["Does home composting smell?", "How long does compost take?"],
  internal_links: [{ title: "Balcony herbs for beginners", url: "https://greenbalcony.example/balcony-herbs/" }],
};

/** The JSON schema a request asks the answer to fit: OpenAI's response format, or Bedrock's `json` tool. */
const requestedSchema = (request: Record<string, any>): unknown =>
  request.response_format?.json_schema?.schema ??
  (request.toolConfig?.tools ?? []).find((tool: any) => tool.toolSpec?.name === "json")?.toolSpec.inputSchema?.json;

/** Whether the request asks for the pipeline's outline rather than a post. */
export const asksForOutline = (request: Record<string, any>) => Boolean((requestedSchema(request) as any)?.properties?.faq_questions);

/** The user prompt a request carried, in either wire format (OpenAI's string content, Bedrock's text parts). */
export const promptOf = (request: Record<string, any>): string =>
  (request.messages ?? [])
    .filter((message: any) => message.role === "user")
    .map((message: any) => (typeof message.content === "string" ? message.content : message.content.map((part: any) => part.text ?? "").join("")))
    .join("\n");

function body(answer: Answer): unknown {
  if (answer.kind === "bad-json") return 'Sure! Here is your post: {"title": "Home composting';
  if (answer.kind === "wrong-shape") return { headline: "Not a post" };
  if (answer.kind === "outline") return answer.outline ?? sampleOutline;
  return answer.kind === "post" ? (answer.post ?? samplePost) : undefined;
}

async function readJson(request: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

async function startDouble(
  route: (path: string) => boolean,
  reply: (answer: Answer, request: Record<string, any>, response: ServerResponse) => void,
): Promise<ProviderDouble> {
  const queue: Answer[] = [];
  const requests: Record<string, any>[] = [];
  const paths: string[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "POST" || !route(request.url ?? "")) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
      return;
    }
    const json = await readJson(request);
    requests.push(json);
    paths.push(request.url ?? "");
    const answer = queue.shift() ?? (asksForOutline(json) ? { kind: "outline" } : { kind: "post" });
    if (answer.kind === "hang") return;
    reply(answer, json, response);
  };
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    paths,
    script: (...answers) => queue.push(...answers),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}) =>
  response.writeHead(status, { "content-type": "application/json", ...extra }).end(JSON.stringify(value));

/** OpenAI's chat completions, as OpenAI, Ollama, vLLM and LM Studio answer them. */
export function startOpenAiDouble(): Promise<ProviderDouble> {
  return startDouble(
    (path) => path === "/v1/chat/completions",
    (answer, request, response) => {
      if (answer.kind === "status") {
        const type = answer.status === 429 ? "rate_limit_exceeded" : answer.status === 401 ? "invalid_api_key" : "server_error";
        json(
          response,
          answer.status,
          { error: { message: `The double answered ${answer.status}.`, type, code: type } },
          answer.status === 429 ? { "retry-after": "0" } : {},
        );
        return;
      }
      const value = body(answer);
      json(response, 200, {
        id: `chatcmpl-${randomUUID()}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: typeof value === "string" ? value : JSON.stringify(value) },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 900, completion_tokens: 1800, total_tokens: 2700 },
      });
    },
  );
}

/** Bedrock's Converse API. Structured output arrives as the `json` tool's input, as the AI SDK asks for it. */
export function startBedrockDouble(): Promise<ProviderDouble> {
  return startDouble(
    (path) => /^\/model\/[^/]+\/converse$/.test(path),
    (answer, request, response) => {
      if (answer.kind === "status") {
        const type = answer.status === 429 ? "ThrottlingException" : answer.status === 401 ? "UnrecognizedClientException" : "InternalServerException";
        json(response, answer.status, { message: `The double answered ${answer.status}.` }, { "x-amzn-errortype": type });
        return;
      }
      const value = body(answer);
      const usesTool = (request.toolConfig?.tools ?? []).some((tool: any) => tool.toolSpec?.name === "json");
      const content =
        usesTool && typeof value !== "string"
          ? [{ toolUse: { toolUseId: `tooluse_${randomUUID()}`, name: "json", input: value } }]
          : [{ text: typeof value === "string" ? value : JSON.stringify(value) }];
      json(
        response,
        200,
        {
          output: { message: { role: "assistant", content } },
          stopReason: usesTool ? "tool_use" : "end_turn",
          usage: { inputTokens: 900, outputTokens: 1800, totalTokens: 2700 },
          metrics: { latencyMs: 1200 },
        },
        { "x-amzn-requestid": randomUUID() },
      );
    },
  );
}

/**
 * A post that passes the checks a writer can fix (the offline writer's, for the brief), and a
 * first draft of it that fails some: no keyphrase in the introduction, a short meta description
 * without the keyphrase. A scripted double answers the draft first and the passing post to the revision.
 */
export function draftsFor(brief: BlogBrief): { failing: WrittenPost; passing: WrittenPost } {
  const { post: passing } = compose(brief);
  const failing = {
    ...passing,
    content: passing.content.replace(/^<p>[\s\S]*?<\/p>/, "<p>Kitchen scraps can become rich soil with a little care and some patience.</p>"),
    meta_description: "Tips for turning kitchen scraps into soil on a small balcony.",
  };
  return { failing, passing };
}
