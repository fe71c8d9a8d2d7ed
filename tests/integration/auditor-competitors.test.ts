import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { addDomain, configuration } from "../support/domains";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { registeredUser } from "../support/users";

type Owner = { token: string; userId: string; domainId: string; siteKey: string };

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Herbs grow well in deep pots on a sunny balcony.</p></main></body></html>`;

const rival = (name: string) =>
  competitorSite({
    name,
    pages: [{ path: "/herbs", title: `${name} on herbs`, body: "Herbs in pots need sun.\n\n## Watering herbs\n\nWater herbs in the morning." }],
  });

let site: FixtureSite;
let first: FixtureSite;
let second: FixtureSite;

beforeAll(async () => {
  site = await serveFixtureSite({ "/basil": page("Basil on the balcony") });
  first = await serveFixtureSite(rival("Pot Pals"));
  second = await serveFixtureSite(rival("Leafy Ledge"));
});

afterAll(async () => {
  await Promise.all([site?.close(), first?.close(), second?.close()]);
});

async function owner(credits: number): Promise<Owner> {
  const user = await registeredUser();
  const siteKey = `rivals-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, siteKey);
  expect((await call("POST", "/onboarding", { token: user.token, body: configuration(domain.id) })).status).toBe(200);
  if (credits) await Credit.grant({ userId: user.userId, ledgerId: `led_rivals_${user.userId.slice(-12)}`, credits });
  return { token: user.token, userId: user.userId, domainId: domain.id, siteKey };
}

const create = (user: Owner, body: Record<string, unknown>) =>
  call("POST", "/blog-auditor", {
    token: user.token,
    body: {
      userDomainId: user.domainId,
      name: "Herb rivals",
      contentCount: 1,
      competitorCount: 1,
      selectedContent: [{ id: 1, title: "Basil", url: `${site.url}/basil`, type: "post" }],
      ...body,
    },
  });

const listed = async (user: Owner) => (await call("GET", `/domain/${user.domainId}/competitors`, { token: user.token })).body.competitors;
const audits = async (user: Owner) => (await call("GET", `/blog-auditor?domainId=${user.domainId}`, { token: user.token })).body.data.pagination.total;

describe("Create SEO Auditor with the competitors typed in the form", () => {
  it("saves them as the domain's list with the audit, which compares with them", async () => {
    const user = await owner(100);
    expect(await listed(user)).toEqual([]);
    const reply = await create(user, { competitorCount: 2, competitors: [`${first.url}/`, ` ${second.url} `] });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ name: "Herb rivals", competitorCount: 2 });
    expect(reply.body.run.input.competitors).toEqual([first.url, second.url]);
    expect(await listed(user)).toEqual([first.url, second.url]);
    const options = await call("GET", `/blog-auditor/options?domainId=${user.domainId}`, { token: user.token });
    expect(options.body.data).toMatchObject({ competitors: [first.url, second.url], max_competitors: 2, discovery: false });
    expect(options.body.data.discovery_reason).toBe("no web search provider is configured to find more");
  });

  it("replaces the saved list; left out, the saved list is used and kept", async () => {
    const user = await owner(100);
    expect((await call("PUT", `/domain/${user.domainId}/competitors`, { token: user.token, body: { competitors: [first.url] } })).status).toBe(200);
    expect((await create(user, { competitors: [second.url] })).status).toBe(201);
    expect(await listed(user)).toEqual([second.url]);
    const kept = await create(user, {});
    expect(kept.status).toBe(201);
    expect(kept.body.run.input.competitors).toEqual([second.url]);
    expect(await listed(user)).toEqual([second.url]);
  });

  it.each([
    ["a private address", ["http://10.0.0.8/"], "http://10.0.0.8 is not a public address"],
    ["more than ten", Array.from({ length: 11 }, (_, index) => `https://rival${index}.example.org`), "Add at most 10 competitors"],
    ["duplicates", ["https://rival.example.org/", "https://RIVAL.example.org"], "https://rival.example.org is listed twice"],
    ["another scheme", ["ftp://rival.example.org"], "ftp://rival.example.org must start with http:// or https://"],
  ])("refuses %s with the competitor list's own message, and saves nothing", async (_case, competitors, message) => {
    const user = await owner(100);
    const reply = await create(user, { competitors });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message, fields: { competitors: message } });
    expect(await listed(user)).toEqual([]);
    expect(await audits(user)).toBe(0);
  });

  it("refuses the site itself", async () => {
    const user = await owner(100);
    const reply = await create(user, { competitors: [`https://www.${user.siteKey}/`] });
    expect(reply.status).toBe(400);
    expect(reply.body.fields.competitors).toBe(`https://www.${user.siteKey} is this site itself`);
    expect(await listed(user)).toEqual([]);
  });

  it("counts the typed competitors for how many an audit can use, and saves nothing when it cannot start", async () => {
    const user = await owner(100);
    const tooMany = await create(user, { competitorCount: 3, competitors: [first.url, second.url] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.competitorCount).toContain("You asked for 3 competitors. Only the 2 competitors listed for this domain can be used");
    expect(await listed(user)).toEqual([]);

    const poor = await owner(3);
    const short = await create(poor, { competitorCount: 1, competitors: [first.url] });
    expect(short.status).toBe(402);
    expect(await listed(poor)).toEqual([]);
    expect(await audits(poor)).toBe(0);
  });

  it("answers 404 for another owner's domain and saves nothing there", async () => {
    const user = await owner(100);
    const other = await owner(100);
    const reply = await call("POST", "/blog-auditor", {
      token: other.token,
      body: {
        userDomainId: user.domainId,
        name: "Not mine",
        competitorCount: 1,
        competitors: [first.url],
        selectedContent: [{ id: 1, title: "Basil", url: `${site.url}/basil`, type: "post" }],
      },
    });
    expect(reply.status).toBe(404);
    expect(await listed(user)).toEqual([]);
  });
});
