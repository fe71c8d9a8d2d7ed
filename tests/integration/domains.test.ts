import { describe, expect, it } from "vitest";
import { Counter } from "../../packages/core/src/db/counter";
import { DomainClaimEntity, DomainEntity } from "../../packages/core/src/site/domain.entity";
import { call } from "../support/api";
import { addDomain, configuration, connectAs } from "../support/domains";
import { registeredUser } from "../support/users";

describe("domains and licences", () => {
  it("adds a domain with a normalised name and an unguessable licence key", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "  HTTP://Shop.Example.com// ");
    expect(domain.domain_name).toBe("https://shop.example.com");
    expect(domain.is_valid).toBe(false);
    expect(domain.license_key).toMatch(/^sck_[A-Za-z0-9_-]{43}$/);
    const other = await addDomain(token, "blog.example.com");
    expect(other.license_key).not.toBe(domain.license_key);

    const detail = await call("GET", `/domain/${domain.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: domain.id, is_onboard: false, has_configuration: false, features: [], site: null });
  });

  it("refuses bad domains in the spec's words and writes nothing", async () => {
    const { token, userId } = await registeredUser();
    const cases: Array<[unknown, string]> = [
      ["", "Please enter a valid domain"],
      [undefined, "Please enter a valid domain"],
      ["example", "Please enter a valid domain format (e.g., example.com)"],
      ["https://shop.example.c0m", "Please enter a valid domain format (e.g., shop.example.c0m)"],
      ["127.0.0.1", "Please enter a valid domain format (e.g., 127.0.0.1)"],
    ];
    for (const [domain_name, message] of cases) {
      const reply = await call("POST", "/license/create", { token, body: { domain_name } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(reply.body.fields.domain_name).toBe(message);
    }
    expect(await Counter.read(userId, "domains")).toBe(0);
  });

  it("takes the same site again, with or without www, as the unfinished domain it is, and keeps one domain", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, "example.com");
    for (const again of ["https://example.com/", "www.example.com", "EXAMPLE.COM"]) {
      const reply = await call("POST", "/license/create", { token, body: { domain_name: again } });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: domain.id, resumed: true });
    }
    const list = await call("GET", "/domain", { token });
    expect(list.body.pagination.total).toBe(1);
    expect(await Counter.read(userId, "domains")).toBe(1);
  });

  it("lets one request win when the same domain is added twice at once", async () => {
    const { token } = await registeredUser();
    const replies = await Promise.all(Array.from({ length: 6 }, () => call("POST", "/license/create", { token, body: { domain_name: "race.example.com" } })));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect((await call("GET", "/domain", { token })).body.pagination.total).toBe(1);
  });

  it("pages newest first with the spec's pagination, and searches by the start of the host", async () => {
    const { token } = await registeredUser();
    const names = Array.from({ length: 12 }, (_, index) => `site${String(index).padStart(2, "0")}.example.com`);
    for (const name of names) await addDomain(token, name);
    await addDomain(token, "www.garden.example.org");

    const first = await call("GET", "/domain?page=1&limit=5", { token });
    expect(first.body.data.map((d: { domain_name: string }) => d.domain_name)).toEqual([
      "https://www.garden.example.org",
      ...names
        .slice(-4)
        .reverse()
        .map((name) => `https://${name}`),
    ]);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      limit: 5,
      total: 13,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
    });
    const last = await call("GET", "/domain?page=3&limit=5", { token });
    expect(last.body.data.map((d: { domain_name: string }) => d.domain_name)).toEqual([
      "https://site02.example.com",
      "https://site01.example.com",
      "https://site00.example.com",
    ]);
    expect(last.body.pagination).toMatchObject({ currentPage: 3, hasNextPage: false, nextPage: null, prevPage: 2 });
    const beyond = await call("GET", "/domain?page=9&limit=5", { token });
    expect(beyond.body.data).toEqual([]);

    const search = await call("GET", "/domain?search=site0&limit=3&page=2", { token });
    expect(search.body.data.map((d: { domain_name: string }) => d.domain_name)).toEqual([
      "https://site03.example.com",
      "https://site04.example.com",
      "https://site05.example.com",
    ]);
    expect(search.body.pagination).toMatchObject({ total: 10, totalPages: 4 });
    const garden = await call("GET", "/domain?search=https://garden", { token });
    expect(garden.body.data.map((d: { domain_name: string }) => d.domain_name)).toEqual(["https://www.garden.example.org"]);
    expect((await call("GET", "/domain?search=nothing", { token })).body.pagination.total).toBe(0);

    for (const query of ["page=0", "limit=0", "limit=101", "page=abc"]) {
      const reply = await call("GET", `/domain?${query}`, { token });
      expect(reply.status).toBe(400);
    }
  });

  it("lists each domain with the address its site reported, scheme and port included, and null before it connects", async () => {
    const { token } = await registeredUser();
    const waiting = await addDomain(token, "waiting.example.com");
    const connected = await addDomain(token, "local.example.com");
    expect((await connectAs(connected.license_key, "http://local.example.com:4102")).status).toBe(200);
    const list = await call("GET", "/domain", { token });
    const siteUrls = Object.fromEntries(list.body.data.map((row: { id: string; site_url: string | null }) => [row.id, row.site_url]));
    expect(siteUrls).toEqual({ [waiting.id]: null, [connected.id]: "http://local.example.com:4102" });
    expect(waiting.site_url).toBeNull();
  });

  it("removes a domain with everything under it, and the same site can be added again", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, "gone.example.com");
    await call("POST", "/onboarding", { token, body: configuration(domain.id) });
    const removed = await call("DELETE", `/domain/${domain.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: domain.id });
    expect((await DomainEntity.get({ userId, domainId: domain.id }).go()).data).toBeNull();
    expect((await DomainClaimEntity.get({ userId, siteKey: "gone.example.com" }).go()).data).toBeNull();
    expect(await Counter.read(userId, "domains")).toBe(0);
    expect((await call("GET", `/domain/${domain.id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/domain/${domain.id}`, { token })).status).toBe(404);
    expect((await call("POST", "/license/is-verify", { token, body: { license_key: domain.license_key } })).body).toEqual({ is_valid: false });
    await addDomain(token, "gone.example.com");
  });

  it("regenerates a key: the old one stops at once", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "keys.example.com");
    const reply = await call("POST", "/license/regenerate", { token, body: { domain_id: domain.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.license_key).not.toBe(domain.license_key);
    const connect = (license_key: string) =>
      call("POST", "/plugin/connect", {
        body: { license_key, site_url: "https://keys.example.com", rest_url: "https://keys.example.com/wp-json/" },
      });
    expect((await connect(domain.license_key)).status).toBe(404);
    expect((await connect(reply.body.data.license_key)).status).toBe(200);
    for (const body of [{}, { domain_id: "nope" }, { domain_id: "dom_01jzzzzzzzzzzzzzzzzzzzzzzz" }]) {
      const unknown = await call("POST", "/license/regenerate", { token, body });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe("Onboard domain info not found...");
    }
  });
});

describe("onboarding configuration", () => {
  it("saves and reads the global configuration", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "config.example.com");
    expect((await call("GET", `/onboarding/${domain.id}`, { token })).status).toBe(404);
    const saved = await call("POST", "/onboarding", { token, body: configuration(domain.id) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...configuration(domain.id), updated_at: expect.any(String) });
    expect((await call("GET", `/onboarding/${domain.id}`, { token })).body.data).toEqual(saved.body.data);
    const detail = (await call("GET", `/domain/${domain.id}`, { token })).body.data;
    expect(detail).toMatchObject({
      has_configuration: true,
      website_name: "Green Thumbs",
      website_niche: "Gardening",
      target_audience: "Balcony gardeners",
      purpose: "Teach small-space gardening",
      features: ["Guides", "Seasonal plans", "Q&A"],
      keywords: ["balcony", "herbs", "pots"],
      categories: ["How-to", "Plants", "News"],
    });
  });

  it("requires every field and three of each suggestion, and changes nothing when refused", async () => {
    const { token } = await registeredUser();
    const domain = await addDomain(token, "strict.example.com");
    const base = configuration(domain.id);
    const cases: Array<[unknown, string, string]> = [
      [{ ...base, websiteName: " " }, "websiteName", "Website name is required"],
      [{ ...base, websiteNiche: undefined }, "websiteNiche", "Website niche is required"],
      [
        { ...base, websiteDescription: { ...base.websiteDescription, strongFeaturesAndBenefits: ["a", "b"] } },
        "websiteDescription.strongFeaturesAndBenefits",
        "Exactly 3 features are required",
      ],
      [
        { ...base, websiteDescription: { ...base.websiteDescription, strongFeaturesAndBenefits: ["a", "", "c"] } },
        "websiteDescription.strongFeaturesAndBenefits.1",
        "Feature is required",
      ],
      [
        { ...base, blogSuggestions: { ...base.blogSuggestions, keywords: ["a", "b", "c", "d"] } },
        "blogSuggestions.keywords",
        "Exactly 3 keywords are required",
      ],
      [{ ...base, blogSuggestions: undefined }, "blogSuggestions.keywords", "Exactly 3 keywords are required"],
      [{ ...base, websiteDescription: null }, "websiteDescription", "Website description is required"],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call("POST", "/onboarding", { token, body });
      expect(reply.status, field).toBe(400);
      expect(reply.body.fields[field]).toBe(message);
    }
    expect((await call("GET", `/onboarding/${domain.id}`, { token })).status).toBe(404);
    expect((await call("POST", "/onboarding", { token, body: configuration("dom_01jzzzzzzzzzzzzzzzzzzzzzzz") })).status).toBe(404);
  });
});

describe("counts", () => {
  it("answers the spec's shapes from counters, zero before any agent runs", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, "counts.example.com");
    expect((await call("GET", `/services-count/${domain.id}`, { token })).body.data).toEqual(Array(4).fill({ total: 0, grand_total: 0 }));
    expect((await call("GET", `/blog-contents-count/${domain.id}`, { token })).body).toEqual({ data: 0 });
    expect((await call("GET", `/social-media-contents-count/${domain.id}`, { token })).body).toEqual({ data: 0 });

    const { CounterEntity } = await import("../../packages/core/src/db/counter.entity");
    await CounterEntity.put([
      { userId, name: `domain:${domain.id}:services:blog`, count: 2 },
      { userId, name: `domain:${domain.id}:services:chat`, count: 1 },
      { userId, name: `domain:${domain.id}:blog-contents`, count: 7 },
    ]).go();
    expect((await call("GET", `/services-count/${domain.id}`, { token })).body.data).toEqual([
      { total: 2, grand_total: 3 },
      { total: 0, grand_total: 3 },
      { total: 0, grand_total: 3 },
      { total: 1, grand_total: 3 },
    ]);
    expect((await call("GET", `/blog-contents-count/${domain.id}`, { token })).body).toEqual({ data: 7 });
    expect((await call("GET", "/domain", { token })).body.data).toEqual([expect.objectContaining({ id: domain.id, service_count: 3 })]);

    await call("DELETE", `/domain/${domain.id}`, { token });
    expect(await Counter.named(userId, `domain:${domain.id}:`)).toEqual([]);
  });
});
