import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import Stripe from "stripe";
import { freePort } from "../ports";

/** A form field as Stripe's brackets build it: a string, or objects and arrays of them. */
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Form = { [key: string]: FormValue };

interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string | undefined;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  metadata: FormValue;
  amount_total: number;
  currency: string;
  description: string;
  success_url: string | undefined;
  cancel_url: string | undefined;
  payment_intent: string | null;
  created: number;
  url: string;
}

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string | undefined;
  status: string;
  metadata: FormValue;
  client_secret?: string;
}

export interface StripeDouble {
  url: string;
  sessions: Map<string, CheckoutSession>;
  /** Completes a session as the hosted page's Pay button does, and delivers the signed event. */
  pay(sessionId: string): Promise<string>;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    // An array's items are set by their index as a string, as on any object.
    let node = root as Record<string, FormValue>;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return root;
}

/** The field at `path` inside a decoded form value, if there is one. */
const fieldAt = (value: FormValue | undefined, ...path: string[]): FormValue | undefined =>
  path.reduce<FormValue | undefined>((node, key) => (typeof node !== "object" ? undefined : Array.isArray(node) ? node[Number(key)] : node[key]), value);

const text = (value: FormValue | undefined) => (typeof value === "string" ? value : undefined);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A local stand-in for Stripe that speaks the Checkout Session and PaymentIntent endpoints the
 * product uses, and hosts a checkout page whose Pay button delivers a correctly signed
 * `checkout.session.completed` to the product's webhook. Local stage and tests only.
 */
export async function startStripeDouble(options: {
  webhookSecret: string;
  deliver: (payload: string, signature: string) => Promise<unknown>;
}): Promise<StripeDouble> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sessions = new Map<string, CheckoutSession>();
  const intents = new Map<string, PaymentIntent>();
  const idempotent = new Map<string, CheckoutSession | PaymentIntent>();
  const app = new Hono();

  const notFound = (kind: string, key: string) => ({
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${key}'` },
  });

  function remember(key: string | undefined, create: () => CheckoutSession | PaymentIntent) {
    if (!key) return create();
    if (!idempotent.has(key)) idempotent.set(key, create());
    return idempotent.get(key)!;
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session ${sessionId}`);
    if (session.payment_status !== "paid") {
      const intent: PaymentIntent = {
        id: id("pi"),
        object: "payment_intent",
        amount: session.amount_total,
        currency: session.currency,
        status: "succeeded",
        metadata: {},
      };
      intents.set(intent.id, intent);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
    }
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    await options.deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }));
    return String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId);
  }

  app.post("/v1/checkout/sessions", async (c) => {
    const input = parseStripeForm(await c.req.text());
    const session = remember(c.req.header("idempotency-key"), () => {
      const items = Array.isArray(input.line_items) ? input.line_items : [];
      const amount = items.reduce((sum, item) => sum + Number(fieldAt(item, "price_data", "unit_amount") ?? 0) * Number(fieldAt(item, "quantity") ?? 1), 0);
      const sessionId = id("cs_test");
      const created: CheckoutSession = {
        id: sessionId,
        object: "checkout.session",
        mode: text(input.mode),
        status: "open",
        payment_status: "unpaid",
        client_reference_id: text(input.client_reference_id) ?? null,
        metadata: input.metadata ?? {},
        amount_total: amount,
        currency: text(fieldAt(items[0], "price_data", "currency")) ?? "usd",
        description: text(fieldAt(items[0], "price_data", "product_data", "name")) ?? "",
        success_url: text(input.success_url),
        cancel_url: text(input.cancel_url),
        payment_intent: null,
        created: Math.floor(Date.now() / 1000),
        url: `${url}/checkout/${sessionId}`,
      };
      sessions.set(created.id, created);
      return created;
    });
    return c.json(session);
  });

  app.get("/v1/checkout/sessions/:id", (c) => {
    const session = sessions.get(c.req.param("id"));
    return session ? c.json(session) : c.json(notFound("checkout.session", c.req.param("id")), 404);
  });

  app.post("/v1/payment_intents", async (c) => {
    const input = parseStripeForm(await c.req.text());
    const intent = remember(c.req.header("idempotency-key"), () => {
      const created: PaymentIntent = {
        id: id("pi"),
        object: "payment_intent",
        amount: Number(input.amount),
        currency: text(input.currency),
        status: "requires_payment_method",
        metadata: input.metadata ?? {},
        client_secret: "",
      };
      created.client_secret = `${created.id}_secret_${randomBytes(8).toString("hex")}`;
      intents.set(created.id, created);
      return created;
    });
    return c.json(intent);
  });

  app.get("/checkout/:id", (c) => {
    const session = sessions.get(c.req.param("id"));
    if (!session) return c.html("<h1>Checkout session not found</h1>", 404);
    const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: session.currency }).format(session.amount_total / 100);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local test checkout — no real money</title><style>body{font:16px system-ui,sans-serif;background:#f5f6fa;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;max-width:380px;width:calc(100% - 32px);box-shadow:0 4px 24px #0001}
h1{font-size:22px;margin:0 0 8px}.note{color:#555;font-size:14px}.item{font-size:18px;font-weight:600;margin-bottom:0}button{width:100%;padding:12px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}a{display:block;text-align:center;margin-top:16px;color:#4f46e5}</style></head>
<body><main><h1>Local test checkout — no real money</h1>
<p class="note">This page stands in for Stripe on your machine. Paying here charges no card; it only adds the credits.</p>
<p class="item">${escapeHtml(session.description)}</p>
<p><strong>${escapeHtml(amount)}</strong></p>
${session.payment_status === "paid" ? "<p>This session is already paid.</p>" : `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>`}
<a href="${escapeHtml(session.cancel_url ?? "")}">Cancel and go back</a></main></body></html>`);
  });

  app.post("/checkout/:id/pay", async (c) => {
    if (!sessions.has(c.req.param("id"))) return c.html("<h1>Checkout session not found</h1>", 404);
    return c.redirect(await pay(c.req.param("id")), 303);
  });

  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return {
    url,
    sessions,
    pay,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
