import fc from "fast-check";
import { Resource } from "sst";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Payment } from "../../packages/core/src/payment";
import { createApi } from "../../packages/functions/src/api";
import { areas } from "../../packages/functions/src/api/manifest";
import { startStripeDouble, type StripeDouble } from "../../packages/functions/src/local/doubles/stripe";
import { addDomain } from "../support/domains";
import { registeredUser, uniqueEmail } from "../support/users";

const app = createApi();

/** Every concrete route the API serves, from the routers themselves. */
const routes = (() => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const path = route.path.replace(/^\/api/, "");
    seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
})();

const hasBody = (method: string) => method !== "GET" && method !== "HEAD";

// Field names the API's schemas read, to send each one the wrong type.
const FIELDS = [
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "firstName",
  "lastName",
  "companyName",
  "token",
  "code",
  "recoveryCode",
  "remember",
  "rememberMe",
  "creditPackageId",
  "attemptId",
  "domain_name",
  "domain_id",
  "license_key",
  "userDomainId",
  "websiteName",
  "websiteNiche",
  "targetAudience",
  "websiteDescription",
  "blogSuggestions",
  "site_url",
  "rest_url",
  "site_name",
  "plugin_version",
  "wordpress_version",
  "page",
  "limit",
  "search",
  "newEmail",
  "first_name",
  "last_name",
  "company_name",
  "current_password",
  "two_fa_code",
];

const WRONG: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  "",
  " ",
  "x".repeat(10_000),
  [],
  [null],
  {},
  { $ne: null },
  [[["deep"]]],
  "\u0000",
  "😀".repeat(100),
];

const UNICODE = [
  "\u0000\u0001\u001f",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u202d",
  "\ufeff",
  "𝕊𝕚𝕥𝕖",
  "Z̴̡̛͓̗a̷l̶g̸o̵",
  "\u00ad\u200b\u2060",
  "\r\n\t",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}{{7*7}}",
];

const deepArray = "[".repeat(20_000) + "]".repeat(20_000);
const deepObject = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);

const RAW_BODIES: Array<[string, string]> = [
  ["invalid JSON", "{not json"],
  ["truncated JSON", '{"email":'],
  ["an empty array", "[]"],
  ["an array of objects", '[{"email":"a@b.co","password":"x"}]'],
  ["null", "null"],
  ["a number", "42"],
  ["an overflowing number", "1e309"],
  ["a string", '"hello"'],
  ["true", "true"],
  ["deeply nested arrays", deepArray],
  ["deeply nested objects", deepObject],
  ["a 60 KB string", JSON.stringify({ email: "x".repeat(60 * 1024) })],
  ["a 60 KB field in every slot", JSON.stringify(Object.fromEntries(FIELDS.slice(0, 2).map((field) => [field, "y".repeat(30 * 1024)])))],
  ["prototype keys", '{"__proto__":{"admin":true},"constructor":{"prototype":{"isAdmin":true}},"toString":1,"valueOf":null}'],
  ["a byte-order mark", "\ufeff{}"],
  ["lone surrogates", JSON.stringify({ email: "\ud800@x.co", password: "\udfff" })],
  ...UNICODE.map((text, index): [string, string] => [`unicode garbage ${index}`, JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, text])))]),
  ["binary", Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 37) % 256)).toString("latin1")],
];

const QUERIES = [
  "page=-1",
  "page=0",
  "page=1e309",
  "page=1.5",
  "page=99999999999999999999",
  "page=NaN",
  "page=Infinity",
  "page=0x10",
  "limit=abc",
  "limit=-5",
  "limit=1e309",
  "limit=100000",
  "limit=",
  "page=&limit=",
  `search=${"s".repeat(10_000)}`,
  "search=%00%01",
  "search=%E0%A4%A",
  "search=%F0%9F%98%80",
  "search=\u202e",
  "page=1&page=2&page=-3",
  "limit=10&limit=abc",
  "search=a&search=b",
  "__proto__=x",
  "__proto__[admin]=1",
  "constructor=1",
  "constructor[prototype][x]=1",
  "toString=1",
  "hasOwnProperty=1",
  "token=",
  `token=${"t".repeat(5000)}`,
  "session_id=cs_test_%00",
];

const PARAMS = [
  " ",
  "x".repeat(2000),
  "__proto__",
  "constructor",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "%F0%9F%98%80",
  "%25",
  `dom_${"0".repeat(26)}`,
  `dom_${"z".repeat(26)}`,
  `dom_${"Z".repeat(26)}`,
  `usr_${"0".repeat(26)}`,
  `cs_${"A".repeat(300)}`,
  "cs_test_%00",
  "-1",
  "1e309",
  "null",
  "undefined",
  "[object Object]",
  "😀",
  "%E2%80%AE",
  "a.png",
  "avt_x.png",
];

const HEADERS: Array<Record<string, string>> = [
  { authorization: "Bearer " },
  { authorization: `Bearer ${"a".repeat(10_000)}` },
  { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ1c3JfeCJ9." },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  {
    "x-sitecrew-site": `usr_${"0".repeat(26)}.dom_${"0".repeat(26)}`,
    "x-sitecrew-timestamp": "1",
    "x-sitecrew-nonce": "0".repeat(32),
    "x-sitecrew-signature": "00",
  },
  {
    "x-sitecrew-site": "s".repeat(8000),
    "x-sitecrew-timestamp": "9".repeat(400),
    "x-sitecrew-nonce": "n".repeat(4000),
    "x-sitecrew-signature": "z".repeat(4000),
  },
  { "x-sitecrew-site": "a.b.c", "x-sitecrew-timestamp": "-1", "x-sitecrew-nonce": "", "x-sitecrew-signature": "" },
  {
    "x-sitecrew-site": `${"u".repeat(3000)}.${"d".repeat(3000)}`,
    "x-sitecrew-timestamp": "1",
    "x-sitecrew-nonce": "0".repeat(32),
    "x-sitecrew-signature": "00",
  },
  { "stripe-signature": "t=1,v1=00" },
  { "stripe-signature": `t=${"9".repeat(400)},v1=${"f".repeat(4000)}` },
  { "content-type": "application/json; charset=utf-16" },
  { "content-type": "text/plain" },
  { "cloudfront-viewer-address": "not-an-address:99999" },
];

interface Case {
  method: string;
  path: string;
  label: string;
  token?: string;
  query?: string;
  body?: string;
  headers?: Record<string, string>;
}

const failures: string[] = [];
let sent = 0;

async function send(request: Case) {
  sent++;
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const url = `/api${request.path}${request.query ? `?${request.query}` : ""}`;
  let status: number;
  let text = "";
  try {
    const response = await app.request(url, { method: request.method, headers, body: hasBody(request.method) ? request.body : undefined });
    status = response.status;
    text = await response.text();
  } catch (error) {
    status = 599;
    text = String(error);
  }
  if (status >= 500)
    failures.push(`${status} ${request.method} ${url.slice(0, 160)} [${request.label}${request.token ? ", signed in" : ""}] ${text.slice(0, 200)}`);
  return status;
}

/** The route with each `:param` filled in. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const plain = (path: string) => fill(path, `dom_${"1".repeat(26)}`);

let token: string;
let sessionEnder: string;
let stripe: StripeDouble;
/** Well-formed bodies for the routes that write, each field of which is then made wrong in turn. */
let validBodies: Array<{ method: string; path: string; body: () => Record<string, unknown> }>;

beforeAll(async () => {
  const user = await registeredUser();
  token = user.token;
  // Signing out ends its session, so it gets a user of its own.
  sessionEnder = (await registeredUser()).token;
  await Payment.seedPackages();
  stripe = await startStripeDouble({
    webhookSecret: Resource.StripeWebhookSecret.value,
    deliver: async (payload, signature) => app.request("/api/payment/webhook", { method: "POST", headers: { "stripe-signature": signature }, body: payload }),
  });
  process.env.STRIPE_API_URL = stripe.url;
  const domain = await addDomain(token, "fuzz.example.com");
  const site = "https://fuzz.example.com";
  validBodies = [
    {
      method: "POST",
      path: "/auth/register",
      body: () => ({ firstName: "Fuzz", lastName: "Er", email: uniqueEmail("fuzz"), companyName: "Fuzzing", password: "Long-enough-42" }),
    },
    {
      method: "PUT",
      path: "/update-profile",
      body: () => ({ first_name: "Ada", last_name: "Lovelace", email: user.email, company_name: "Analytical Engines" }),
    },
    { method: "POST", path: "/license/create", body: () => ({ domain_name: `fuzz-${Math.random().toString(36).slice(2, 10)}.example.com` }) },
    { method: "POST", path: "/license/is-verify", body: () => ({ license_key: domain.license_key }) },
    {
      method: "POST",
      path: "/onboarding",
      body: () => ({
        userDomainId: domain.id,
        websiteName: "Fuzz",
        websiteNiche: "Testing",
        targetAudience: "Testers",
        websiteDescription: { purpose: "Finding crashes", strongFeaturesAndBenefits: ["a", "b", "c"] },
        blogSuggestions: { keywords: ["a", "b", "c"], categories: ["a", "b", "c"] },
      }),
    },
    {
      method: "POST",
      path: "/plugin/connect",
      body: () => ({
        license_key: domain.license_key,
        site_url: site,
        rest_url: `${site}/wp-json/`,
        site_name: "Fuzz",
        plugin_version: "1.0.0",
        wordpress_version: "6.1.9",
      }),
    },
    { method: "POST", path: "/payment/topup-checkout-session", body: () => ({ creditPackageId: "pkg_starter" }) },
    { method: "POST", path: "/payment/create-payment-intent", body: () => ({ creditPackageId: "pkg_starter" }) },
    { method: "POST", path: "/license/regenerate", body: () => ({ domain_id: domain.id }) },
  ];
}, 60_000);

afterAll(() => stripe?.stop());

const tokenFor = (route: { path: string }) => (route.path === "/auth/logout" ? sessionEnder : token);

describe("fuzzing every route", () => {
  it("covers every route of the manifest", () => {
    for (const area of Object.values(areas)) {
      for (const entry of area.routes) {
        const [method, pattern] = entry.split(" ") as [string, string];
        const prefix = pattern.replace(/\*$/, "");
        // A {name} in the manifest is one segment, as in the gateway; the routers name it ":name".
        const exact = new RegExp(`^${pattern.replace(/\{\w+\}/g, "[^/]+")}$`);
        const served = routes.filter(
          (route) => (method === "ANY" || route.method === method) && (pattern.endsWith("*") ? route.path.startsWith(prefix) : exact.test(route.path)),
        );
        expect(served.length, entry).toBeGreaterThan(0);
      }
    }
  });

  it("never answers 5xx to malformed bodies, queries, path params or headers", async () => {
    const started = Date.now();
    const run = async (route: { method: string; path: string }) => {
      for (const signedIn of [false, true]) {
        const bearer = signedIn ? tokenFor(route) : undefined;
        const base = { method: route.method, path: plain(route.path), token: bearer };
        if (hasBody(route.method)) {
          for (const [label, body] of RAW_BODIES) await send({ ...base, label, body });
          for (const value of WRONG) {
            await send({
              ...base,
              label: `every field ${JSON.stringify(value).slice(0, 20)}`,
              body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))),
            });
          }
        }
        for (const query of QUERIES) await send({ ...base, label: "query", query });
        if (route.path.includes(":")) {
          for (const param of PARAMS) await send({ ...base, label: `param ${param.slice(0, 20)}`, path: fill(route.path, param) });
        }
      }
      for (const headers of HEADERS)
        await send({
          method: route.method,
          path: plain(route.path),
          label: `headers ${Object.keys(headers).join(",")}`,
          headers,
          body: hasBody(route.method) ? "{}" : undefined,
        });
    };
    // A few routes at a time: the table serves them in parallel, each route's cases stay in order.
    const queue = routes.filter((route) => route.path !== "/auth/logout");
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let route = queue.shift(); route; route = queue.shift()) await run(route);
      }),
    );
    await run(routes.find((route) => route.path === "/auth/logout")!);

    // Well-formed bodies with one field made wrong at a time, so the checks past the first field run too.
    await Promise.all(
      validBodies.map(async ({ method, path, body }) => {
        await send({ method, path, token, label: "well-formed", body: JSON.stringify(body()) });
        for (const field of Object.keys(body())) {
          for (const value of [...WRONG, ...UNICODE]) {
            await send({ method, path, token, label: `${field} = ${JSON.stringify(value).slice(0, 20)}`, body: JSON.stringify({ ...body(), [field]: value }) });
          }
        }
      }),
    );

    // Random JSON of any shape, with the API's field names, under random query strings.
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(
        fc.constantFrom(...FIELDS),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...WRONG), fc.string({ unit: "grapheme", maxLength: 300 })),
      ),
    );
    const query = fc.array(
      fc.tuple(
        fc.constantFrom("page", "limit", "search", "__proto__", "constructor", "token"),
        fc.oneof(fc.string({ maxLength: 40 }), fc.double().map(String), fc.integer().map(String)),
      ),
      { maxLength: 5 },
    );
    const writable = routes.filter((route) => route.path !== "/auth/logout");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writable), json, query, fc.boolean(), async (route, body, pairs, signedIn) => {
        const search = new URLSearchParams(pairs).toString();
        const status = await send({
          method: route.method,
          path: plain(route.path),
          label: "generated",
          token: signedIn ? token : undefined,
          query: search,
          body: JSON.stringify(body),
        });
        return status < 500;
      }),
      { seed: 20_260_201, numRuns: 600, endOnFailure: false },
    );

    // Signed webhook events of the types it handles, with objects of any shape.
    const EVENT_TYPES = [
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.async_payment_failed",
      "payment_intent.succeeded",
      "charge.refunded",
      "customer.created",
    ];
    const eventObject = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          payment_status: fc.oneof(fc.constantFrom("paid", "unpaid"), fc.jsonValue({ maxDepth: 1 })),
          client_reference_id: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
          metadata: fc.oneof(
            fc.dictionary(fc.constantFrom("credits", "userId", "packageId"), fc.oneof(fc.string(), fc.integer())),
            fc.constant(null),
            fc.string(),
          ),
          payment_intent: fc.oneof(fc.string(), fc.constant(null), fc.record({ id: fc.oneof(fc.string(), fc.integer()) })),
          amount: fc.oneof(fc.integer(), fc.double(), fc.string()),
          amount_refunded: fc.oneof(fc.integer(), fc.double(), fc.string()),
          amount_total: fc.oneof(fc.integer(), fc.constant(null), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...EVENT_TYPES), eventObject, async (type, object) => {
        const payload = JSON.stringify({ id: "evt_fuzz", object: "event", type, data: { object } });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: Resource.StripeWebhookSecret.value });
        const status = await send({
          method: "POST",
          path: "/payment/webhook",
          label: `signed ${type}`,
          body: payload,
          headers: { "stripe-signature": signature },
        });
        return status < 500;
      }),
      { seed: 20_260_201, numRuns: 300, endOnFailure: false },
    );

    const seconds = (Date.now() - started) / 1000;
    console.log(`fuzz: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s`);
    expect(failures).toEqual([]);
  }, 300_000);
});
