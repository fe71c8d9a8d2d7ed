import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/api";
import { addDomain, configuration, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";

const REQUIRED = "Please fill in all required fields.";
const INVALID_URL = "Please enter a valid URL, like https://example.com/blog/a-post.";

const paragraph = (topic: string) =>
  `<p>You don't need a big garden to grow ${topic}. I've grown it on a balcony for years, and it's easy once you know the basics. Start small. Pick one pot and one sunny spot. Water when the top of the soil is dry, and you'll see new leaves within a week.</p>`;
const article = `<!doctype html><html><head><title>Small-space herbs</title></head><body>
<nav><a href="/">Home</a></nav><article><h1>Small-space herbs</h1>
${["basil", "mint", "parsley", "thyme", "chives", "oregano"].map(paragraph).join("\n<h2>Next herb?</h2>\n")}
<ul><li>A pot</li><li>Potting mix</li><li>Sun</li></ul></article></body></html>`;

/** What each path of the page server answers: an article, a stub, an error, an image. */
const pages: Record<string, { status?: number; type?: string; body: string }> = {
  "/article": { body: article },
  "/stub": { body: "<html><body><p>We are working on this page right now. Please come back next week to read the full article about herbs.</p></body></html>" },
  "/gone": { status: 404, body: "<h1>Not found</h1>" },
  "/photo": { type: "image/png", body: "\x89PNG" },
};

/** Plugin routes a posing site answers; the titles differ per host. */
const siteTitles = new Map<string, Array<{ id: number; title: string; type: "post" }>>();

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const host = (request.headers.host ?? "").replace(/:\d+$/, "");
    request.resume();
    const titles = siteTitles.get(host);
    if (titles) {
      if (url.pathname.endsWith("/sitecrew/v1/titles")) return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(titles));
      return response.writeHead(500).end();
    }
    const page = pages[url.pathname] ?? { status: 404, body: "" };
    response.writeHead(page.status ?? 200, { "content-type": page.type ?? "text/html; charset=utf-8" }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

let hosts = 0;
const uniqueHost = (tag: string) => `${tag}-${++hosts}-${Date.now().toString(36)}.localhost`;

/** A configured domain (keywords balcony, herbs, pots) whose site answers `titles`, or no site at all. */
async function configuredDomain(token: string, titles?: string[]) {
  const host = uniqueHost("keywords");
  const domain = await addDomain(token, host);
  expect((await call("POST", "/onboarding", { token, body: configuration(domain.id) })).status).toBe(200);
  if (titles) {
    siteTitles.set(
      host,
      titles.map((title, index) => ({ id: index + 1, title, type: "post" as const })),
    );
    expect((await connectAs(domain.license_key, `http://${host}:${port}`)).status).toBe(200);
  }
  return { ...domain, host };
}

const keywordsOf = (reply: { body: { data: Array<{ keyword: string }> } }) => reply.body.data.map((row) => row.keyword);

describe("reference lists", () => {
  it("need a session", async () => {
    for (const path of ["/reference/timezones", "/reference/Languages", "/frequency-options", "/reference/keywords", "/reference/writing-styles"]) {
      expect((await call("GET", path)).status, path).toBe(401);
    }
    expect((await call("POST", "/writing-style", { body: { type: "text", content: "Short." } })).status).toBe(401);
  });

  it("list every time zone by its current offset, under IANA's current names", async () => {
    const { token } = await registeredUser();
    const reply = await call("GET", "/reference/timezones", { token });
    expect(reply.status).toBe(200);
    const zones = reply.body.data as Array<{ name: string; display_name: string }>;
    expect(zones.length).toBeGreaterThan(400);
    expect(zones).toContainEqual({ name: "UTC", display_name: "(UTC+00:00) UTC" });
    expect(zones).toContainEqual({ name: "Asia/Kolkata", display_name: "(UTC+05:30) Asia/Kolkata" });
    expect(zones).toContainEqual({ name: "Asia/Kathmandu", display_name: "(UTC+05:45) Asia/Kathmandu" });
    expect(zones.find((zone) => zone.name === "Europe/Berlin")?.display_name).toMatch(/^\(UTC\+0[12]:00\) Europe\/Berlin$/);
    expect(zones.map((zone) => zone.name)).not.toContain("Asia/Calcutta");
    expect(new Set(zones.map((zone) => zone.name)).size).toBe(zones.length);
    const minutes = (zone: { display_name: string }) => {
      const [, sign, hours, mins] = /^\(UTC([+-])(\d\d):(\d\d)\)/.exec(zone.display_name)!;
      return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(mins));
    };
    for (let i = 1; i < zones.length; i++) {
      const [before, after] = [zones[i - 1]!, zones[i]!];
      expect(minutes(before) < minutes(after) || (minutes(before) === minutes(after) && before.name.localeCompare(after.name) < 0)).toBe(true);
    }
  });

  it("list the 22 languages and the six frequencies", async () => {
    const { token } = await registeredUser();
    const languages = await call("GET", "/reference/Languages", { token });
    expect(languages.status).toBe(200);
    expect(languages.body.data).toHaveLength(22);
    expect(languages.body.data).toContainEqual({ id: "en-US", code: "en-US", name: "English (United States)", available: true, reason: null });
    const frequencies = await call("GET", "/frequency-options", { token });
    expect(frequencies.status).toBe(200);
    expect(frequencies.body.data.map((row: { id: string }) => row.id)).toEqual(["daily", "every-2-days", "twice-a-week", "weekly", "every-2-weeks", "monthly"]);
    expect(frequencies.body.data[0]).toEqual({ id: "daily", value: "Daily" });
  });
});

describe("writing styles", () => {
  it("start with the built-in set, each a brief the writer can follow", async () => {
    const { token } = await registeredUser();
    const reply = await call("GET", "/reference/writing-styles", { token });
    expect(reply.status).toBe(200);
    const styles = reply.body.data as Array<{ id: string; code: string; value: string; type: string }>;
    expect(styles.length).toBeGreaterThanOrEqual(6);
    for (const style of styles) {
      expect(style.type).toBe("text");
      expect(style.code.length).toBeGreaterThan(3);
      expect(style.value.length).toBeGreaterThan(100);
    }
    expect(new Set(styles.map((style) => style.id)).size).toBe(styles.length);
  });

  it("a text style is kept as written, named by the form or by its first words, and only its owner sees it", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const named = await call("POST", "/writing-style", {
      token: owner.token,
      body: { name: "My voice", type: "text", content: "  Warm, witty and short. Use British spelling.  " },
    });
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ code: "My voice", value: "Warm, witty and short. Use British spelling.", type: "text" });
    expect(named.body.data.id).toMatch(/^ws_[0-9a-z]{26}$/);

    const unnamed = await call("POST", "/writing-style", {
      token: owner.token,
      body: { type: "text", content: "Plain answers first, then the details that matter to a busy reader." },
    });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.data.code).toBe("Plain answers first, then the details…");

    const mine = (await call("GET", "/reference/writing-styles", { token: owner.token })).body.data as Array<{ id: string }>;
    expect(mine.slice(-2).map((style) => style.id)).toEqual([named.body.data.id, unnamed.body.data.id]);
    const theirs = (await call("GET", "/reference/writing-styles", { token: other.token })).body.data as Array<{ id: string }>;
    expect(theirs.map((style) => style.id)).not.toContain(named.body.data.id);
    expect(theirs).toHaveLength(mine.length - 2);
  });

  it("refuses missing content, an unknown type and a bad URL in the form's words", async () => {
    const { token } = await registeredUser();
    const cases: Array<[unknown, string]> = [
      [{}, REQUIRED],
      [{ type: "text" }, REQUIRED],
      [{ type: "text", content: "   " }, REQUIRED],
      [{ content: "Warm and short." }, REQUIRED],
      [{ type: "video", content: "Warm and short." }, "Type must be url or text"],
      [{ type: "url", content: "not a url at all" }, INVALID_URL],
      [{ type: "url", content: "ftp://example.com/style" }, INVALID_URL],
      [{ type: "text", content: "x".repeat(2001) }, "Content must be at most 2000 characters"],
    ];
    for (const [body, message] of cases) {
      const reply = await call("POST", "/writing-style", { token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
  });

  it("a URL style is learned from the page's text through the guarded client", async () => {
    const { token } = await registeredUser();
    const url = `http://${uniqueHost("style")}:${port}/article`;
    const reply = await call("POST", "/writing-style", { token, body: { type: "url", content: url } });
    expect(reply.status).toBe(201);
    const style = reply.body.data;
    expect(style.type).toBe("url");
    expect(style.code).toBe(`Like ${new URL(url).hostname}`);
    expect(style.value).toContain('Write in the style of "Small-space herbs"');
    expect(style.value).toContain('Address the reader directly as "you"');
    expect(style.value).toContain("Keep sentences short");
    expect(style.value).toContain("Use contractions");
    expect(style.value).not.toContain("Home");

    const listed = (await call("GET", "/reference/writing-styles", { token })).body.data;
    expect(listed.at(-1)).toEqual(style);
    const again = await call("POST", "/writing-style", { token, body: { name: "Herb blog", type: "url", content: url } });
    expect(again.body.data).toMatchObject({ code: "Herb blog", value: style.value });
  });

  it("says why a page cannot be used", async () => {
    const { token } = await registeredUser();
    const host = `http://${uniqueHost("style")}:${port}`;
    const cases: Array<[string, number, RegExp]> = [
      [`${host}/stub`, 400, /^That page has too little text to learn a writing style from \(20 words; at least 150 are needed\)/],
      [`${host}/gone`, 502, /^That page could not be read: the site answered with status 404\.$/],
      [`${host}/photo`, 400, /^That address is not a web page\./],
      [`http://127.0.0.1:1/article`, 502, /^That page could not be reached\./],
    ];
    for (const [content, status, message] of cases) {
      const reply = await call("POST", "/writing-style", { token, body: { type: "url", content } });
      expect(reply.status, content).toBe(status);
      expect(reply.body.message, content).toMatch(message);
      expect(reply.body.fields?.content, content).toBe(reply.body.message);
    }
    const styles = (await call("GET", "/reference/writing-styles", { token })).body.data;
    expect(styles.every((style: { type: string }) => style.type === "text")).toBe(true);
  });

  it("keeps at most 50 of an owner's own styles, even when added at once", async () => {
    const { token } = await registeredUser();
    const add = (n: number) => call("POST", "/writing-style", { token, body: { type: "text", content: `Style number ${n}.` } });
    const builtIn = (await call("GET", "/reference/writing-styles", { token })).body.data.length;
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => add(n)));
    for (const reply of burst) expect([201, 503]).toContain(reply.status);
    let added = burst.filter((reply) => reply.status === 201).length;
    while (added < 50) {
      const reply = await add(100 + added);
      if (reply.status === 201) added++;
      else expect(reply.status).toBe(503);
    }
    const over = await add(999);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can keep at most 50 writing styles of your own.");
    expect((await call("GET", "/reference/writing-styles", { token })).body.data).toHaveLength(builtIn + 50);
    // At the limit a page is not even fetched.
    const page = await call("POST", "/writing-style", { token, body: { type: "url", content: `http://${uniqueHost("style")}:${port}/article` } });
    expect(page.status).toBe(409);
  }, 60_000);

  it("reads at most 20 pages an hour for one account, whatever they answer", async () => {
    const { token } = await registeredUser();
    const content = `http://${uniqueHost("style")}:${port}/stub`;
    for (let n = 0; n < 20; n++) {
      expect((await call("POST", "/writing-style", { token, body: { type: "url", content } })).status).toBe(400);
    }
    const refused = await call("POST", "/writing-style", { token, body: { type: "url", content } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many pages read for writing styles\. Please try again in \d+ minutes?\.$/);
    // Styles written as text are not pages and still go through.
    expect((await call("POST", "/writing-style", { token, body: { type: "text", content: "Short and warm." } })).status).toBe(201);
  }, 60_000);
});

describe("keyword suggestions", () => {
  it("come from the onboarding keywords, the domain's agents and the site's titles, each once", async () => {
    const { token } = await registeredUser();
    const domain = await configuredDomain(token, ["Balcony herbs for beginners", "HERBS", "Watering   pots in July"]);
    const agent = await call("POST", "/blog-agent", {
      token,
      body: {
        userDomainId: domain.id,
        name: "Herb posts",
        keywords: ["window boxes", "Balcony"],
        categories: [1],
        category_names: ["How-to"],
        author: 1,
        author_name: "Ada",
        language_id: "en-US",
        frequency_id: "weekly",
        time: "09:00",
        timezone: "Europe/Berlin",
        blog_writing_style_id: "conversational",
        status: "draft",
      },
    });
    expect(agent.status).toBe(201);

    const all = await call("GET", `/reference/keywords?id=${domain.id}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      { id: "balcony", keyword: "balcony" },
      { id: "herbs", keyword: "herbs" },
      { id: "pots", keyword: "pots" },
      { id: "window boxes", keyword: "window boxes" },
      { id: "balcony herbs for beginners", keyword: "Balcony herbs for beginners" },
      { id: "watering pots in july", keyword: "Watering pots in July" },
    ]);
    expect(keywordsOf(await call("GET", `/reference/keywords?id=${domain.id}&search=POTS`, { token }))).toEqual(["pots", "Watering pots in July"]);
    expect(keywordsOf(await call("GET", `/reference/keywords?id=${domain.id}&search=  bal `, { token }))).toEqual(["balcony", "Balcony herbs for beginners"]);
    expect((await call("GET", `/reference/keywords?id=${domain.id}&search=zzz`, { token })).body.data).toEqual([]);
  });

  it("stop at 20", async () => {
    const { token } = await registeredUser();
    const domain = await configuredDomain(
      token,
      Array.from({ length: 40 }, (_, n) => `Post ${n}`),
    );
    const reply = await call("GET", `/reference/keywords?id=${domain.id}`, { token });
    expect(reply.body.data).toHaveLength(20);
    expect(keywordsOf(reply).slice(0, 4)).toEqual(["balcony", "herbs", "pots", "Post 0"]);
  });

  it("still answer when the site does not", async () => {
    const { token } = await registeredUser();
    const unconnected = await configuredDomain(token);
    expect(keywordsOf(await call("GET", `/reference/keywords?id=${unconnected.id}`, { token }))).toEqual(["balcony", "herbs", "pots"]);

    const broken = await configuredDomain(token, []);
    siteTitles.delete(broken.host);
    const reply = await call("GET", `/reference/keywords?id=${broken.id}&search=her`, { token });
    expect(reply.status).toBe(200);
    expect(keywordsOf(reply)).toEqual(["herbs"]);
  });

  it("answer 404 for another owner's domain or an id that is not a domain, and nothing without a domain", async () => {
    const owner = await registeredUser();
    const stranger = await registeredUser();
    const domain = await configuredDomain(owner.token);
    for (const id of [domain.id, "dom_00000000000000000000000000", "not-a-domain"]) {
      const reply = await call("GET", `/reference/keywords?id=${id}`, { token: stranger.token });
      expect(reply.status, id).toBe(404);
    }
    const none = await call("GET", "/reference/keywords?search=a", { token: stranger.token });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });
});
