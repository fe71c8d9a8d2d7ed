import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { chooseAi, chooseMail, choosePayments, chooseStorage } from "./adapters";
import { VisibleError } from "./error";
import { makeMail } from "./mail";
import { makePayments } from "./payment/payments";

describe("adapter choice from configuration", () => {
  it("mail: an outbox folder means .eml files, none means SES; a bare domain sends from its no-reply address", async () => {
    expect(chooseMail({ sender: "a@example.com", outbox: "/tmp/outbox" })).toEqual({ adapter: "outbox", folder: "/tmp/outbox", from: "a@example.com" });
    expect(chooseMail({ sender: "example.com" })).toEqual({ adapter: "ses", from: "SiteCrew <no-reply@example.com>" });

    const folder = await mkdtemp(join(tmpdir(), "outbox-"));
    await (await makeMail(chooseMail({ sender: "a@example.com", outbox: folder }))).send({ to: "b@example.com", subject: "Hi", text: "Hello" });
    const [file] = await readdir(folder);
    expect(await readFile(join(folder, file!), "utf8")).toMatch(/^From: a@example\.com\r\nTo: b@example\.com\r\nSubject: Hi\r\n/);
    await rm(folder, { recursive: true });
  });

  it("storage: one S3 adapter, path-style addressing only for a custom endpoint (s3rver)", () => {
    expect(chooseStorage({ bucket: "b" })).toEqual({ adapter: "s3", bucket: "b", forcePathStyle: false });
    expect(chooseStorage({ bucket: "b", endpoint: "http://127.0.0.1:4568" })).toEqual({ adapter: "s3", bucket: "b", forcePathStyle: true });
  });

  it("payments: a key means Stripe even beside a double, else the double's URL, else unavailable", () => {
    const webhookSecret = "whsec_test";
    expect(choosePayments({ secretKey: "sk_test_1", doubleUrl: "http://127.0.0.1:1", webhookSecret })).toEqual({
      adapter: "stripe",
      secretKey: "sk_test_1",
      webhookSecret,
    });
    expect(choosePayments({ secretKey: "", doubleUrl: "http://127.0.0.1:1", webhookSecret })).toEqual({
      adapter: "stripe-double",
      apiUrl: "http://127.0.0.1:1",
      webhookSecret,
    });
    expect(choosePayments({ secretKey: "", webhookSecret })).toEqual({ adapter: "unavailable", webhookSecret });
  });

  it("payments without a key or a double answer 503 'payments unavailable', yet webhook signatures still verify", async () => {
    const port = await makePayments({ adapter: "unavailable", webhookSecret: "whsec_test" });
    for (const call of [
      () => port.createCheckoutSession({ mode: "payment" }, "k1"),
      () => port.createPaymentIntent({ amount: 100, currency: "usd" }, "k2"),
      () => port.retrieveCheckoutSession("cs_test_1"),
    ]) {
      const error = await call().catch((error: unknown) => error);
      expect(error).toBeInstanceOf(VisibleError);
      expect(error).toMatchObject({ kind: "unavailable", code: "payments_unavailable" });
    }
    const payload = JSON.stringify({ type: "ping", data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    await expect(port.verifyEvent(payload, signature)).resolves.toMatchObject({ type: "ping" });
    await expect(port.verifyEvent(payload, "t=1,v1=bad")).rejects.toThrow();
  });

  it("ai: offline by default; a named provider needs its model (and an endpoint for openai-compatible), else runs fail saying what to set", () => {
    const retry = { attempts: 3, baseDelayMs: 1_000, timeoutMs: 120_000 };
    expect(chooseAi({})).toEqual({ adapter: "offline" });
    expect(chooseAi({ provider: "offline", model: "x" })).toEqual({ adapter: "offline" });
    expect(chooseAi({ provider: "openai-compatible", baseUrl: "http://localhost:11434/v1/", model: "llama3.1" })).toEqual({
      adapter: "openai-compatible",
      baseURL: "http://localhost:11434/v1",
      model: "llama3.1",
      apiKey: undefined,
      retry,
    });
    expect(
      chooseAi({
        provider: "openai-compatible",
        baseUrl: "https://api.openai.com/v1",
        model: "gpt-4o-mini",
        apiKey: "sk-1",
        retry: { attempts: "5", baseDelayMs: "10", timeoutMs: "500" },
      }),
    ).toMatchObject({
      apiKey: "sk-1",
      retry: { attempts: 5, baseDelayMs: 10, timeoutMs: 500 },
    });
    expect(chooseAi({ provider: "bedrock", model: "anthropic.claude-3-haiku-20240307-v1:0" })).toEqual({
      adapter: "bedrock",
      model: "anthropic.claude-3-haiku-20240307-v1:0",
      baseURL: undefined,
      retry,
    });
    expect(chooseAi({ provider: "bedrock" })).toMatchObject({ adapter: "misconfigured", reason: expect.stringContaining("AI_MODEL") });
    expect(chooseAi({ provider: "openai-compatible", model: "m" })).toMatchObject({ adapter: "misconfigured", reason: expect.stringContaining("AI_BASE_URL") });
    expect(chooseAi({ provider: "gpt" })).toMatchObject({ adapter: "misconfigured", reason: expect.stringContaining("AI_PROVIDER") });
  });
});
