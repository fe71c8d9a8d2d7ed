import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { pdf, upload } from "../support/files";
import { registeredUser } from "../support/users";

function expectError(reply: { status: number; body: any }, status: number) {
  expect(reply.status).toBe(status);
  expect(typeof reply.body.code).toBe("string");
  expect(typeof reply.body.message).toBe("string");
}

describe("bad input gets a clear error, never a 500", () => {
  it("malformed JSON", async () => {
    for (const path of ["/auth/login", "/auth/register", "/auth/forgot-password", "/auth/reset-password"]) {
      const reply = await call("POST", path, { raw: "{not json", headers: { "content-type": "application/json" } });
      expectError(reply, 400);
      expect(reply.body.message).toBe("The request body is not valid JSON");
    }
  });

  it("missing and wrongly typed fields", async () => {
    const empty = await call("POST", "/auth/register", { body: {} });
    expectError(empty, 400);
    expect(empty.body.fields).toMatchObject({ firstName: "First name is required", email: "Please enter your email address" });
    expectError(await call("POST", "/auth/login", { body: { email: 42, password: [] } }), 400);
    expectError(await call("POST", "/auth/login", { body: [] }), 400);
    expect((await call("POST", "/auth/forgot-password", { body: {} })).body.message).toBe("Please enter your email address");
    expect((await call("POST", "/auth/reset-password", { body: { password: "long-enough-1" } })).body.message).toBe("Reset token is missing or invalid");
  });

  it("oversized fields and bodies", async () => {
    const long = "x".repeat(300);
    const reply = await call("POST", "/auth/register", {
      body: { firstName: long, lastName: "B", email: "a@b.co", companyName: "C", password: "p".repeat(129) },
    });
    expectError(reply, 400);
    expect(reply.body.fields.password).toBe("Password must be at most 128 characters long");
    expectError(await call("POST", "/auth/login", { body: { email: "a@b.co", password: "x".repeat(70_000) } }), 413);
  });

  it("a 3 MB avatar and a PDF renamed .png", async () => {
    const { token } = await registeredUser();
    const big = await call("PUT", "/update-avatar", { token, raw: upload("big.png", new Uint8Array(3 * 1024 * 1024)) });
    expectError(big, 413);
    expect(big.body.message).toBe("File is too large. Maximum size is 2MB.");
    const disguised = await call("PUT", "/update-avatar", { token, raw: upload("doc.png", pdf()) });
    expectError(disguised, 400);
    const missing = await call("PUT", "/update-avatar", { token, raw: new FormData() });
    expectError(missing, 400);
  });

  it("unknown routes and missing tokens", async () => {
    expectError(await call("GET", "/no-such-route"), 404);
    expectError(await call("GET", "/get-profile"), 401);
    expectError(await call("GET", "/get-profile", { token: "garbage" }), 401);
  });
});
