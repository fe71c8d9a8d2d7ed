import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Resource } from "sst";
import { describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { User } from "../../packages/core/src/user";
import { call } from "../support/api";
import { png, upload } from "../support/files";
import { registeredUser } from "../support/users";

describe("profile", () => {
  it("reads the profile and changes the names at once", async () => {
    const { token, email } = await registeredUser();
    const read = await call("GET", "/get-profile", { token });
    expect(read.body.data).toMatchObject({ email, first_name: "Ada", last_name: "Lovelace", fullname: "Ada Lovelace", avatar_url: null, pending_email: null });

    const updated = await call("PUT", "/update-profile", {
      token,
      body: { first_name: "Augusta", last_name: "King", email, company_name: "Babbage & Co" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Profile updated successfully!");
    expect(updated.body.data).toMatchObject({ fullname: "Augusta King", email, company_name: "Babbage & Co" });
  });

  it("stores an avatar in S3 and serves it from a relative URL", async () => {
    const { token } = await registeredUser();
    const uploaded = await call("PUT", "/update-avatar", { token, raw: upload("me.png", png()) });
    expect(uploaded.status).toBe(200);
    const url: string = uploaded.body.data.avatar_url;
    expect(url).toMatch(/^\/api\/files\/avatars\/usr_[a-z0-9]+\/avt_[a-z0-9]+\.png$/);
    const served = await call("GET", url.replace(/^\/api/, ""));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const replaced = await call("PUT", "/update-avatar", { token, raw: upload("again.png", png()) });
    expect(replaced.body.data.avatar_url).not.toBe(url);
    expect((await call("GET", url.replace(/^\/api/, ""))).status).toBe(404);
  });

  it("changes the password with the current one and keeps this session", async () => {
    const { token, email, password } = await registeredUser();
    const wrong = await call("PUT", "/change-password", { token, body: { currentPassword: "nope-nope-nope", newPassword: "Next-Pass-2026" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    const changed = await call("PUT", "/change-password", { token, body: { currentPassword: password, newPassword: "Next-Pass-2026" } });
    expect(changed.status).toBe(200);
    expect((await call("GET", "/get-profile", { token })).status).toBe(401);
    expect((await call("GET", "/get-profile", { token: changed.body.token })).status).toBe(200);
    expect((await call("POST", "/auth/login", { body: { email, password: "Next-Pass-2026" } })).status).toBe(200);
  });

  it("deletes the account with DELETE and the password: items, email and files", async () => {
    const { token, email, password, userId } = await registeredUser();
    await call("PUT", "/update-avatar", { token, raw: upload("me.png", png()) });
    await Credit.grant({ userId, ledgerId: "led_test_delete", credits: 5 });

    const unconfirmed = await call("POST", "/delete-account", { token, body: { confirm: "delete", password } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe("Type DELETE to confirm");
    const wrongPassword = await call("POST", "/delete-account", { token, body: { confirm: "DELETE", password: "wrong-one-1" } });
    expect(wrongPassword.status).toBe(400);
    expect(await User.fromId(userId)).toBeDefined();

    const deleted = await call("POST", "/delete-account", { token, body: { confirm: "DELETE", password } });
    expect(deleted.status).toBe(200);
    expect(await User.fromId(userId)).toBeUndefined();
    expect(await User.fromEmail(email)).toBeUndefined();
    expect(await Credit.balance(userId)).toBe(0);
    const s3 = new S3Client({ forcePathStyle: true });
    const files = await s3.send(new ListObjectsV2Command({ Bucket: Resource.Avatars.name, Prefix: `avatars/${userId}/` }));
    expect(files.KeyCount ?? 0).toBe(0);
    expect((await call("GET", "/get-profile", { token })).status).toBe(401);
    expect(
      (
        await call("POST", "/auth/register", {
          body: { firstName: "A", lastName: "B", email, companyName: "C", password: "Fresh-Start-99" },
        })
      ).status,
    ).toBe(201);
  });
});

describe("the profile's time zone", () => {
  it("takes a zone from the list and refuses aliases and other spellings", async () => {
    const { token } = await registeredUser();
    for (const zone of ["utc", "ROK", "SystemV/AST4"]) {
      const refused = await call("PUT", "/reports/weekly/settings", { token, body: { time_zone: zone } });
      expect(refused.status, zone).toBe(400);
      expect(refused.body, zone).toMatchObject({ message: "Choose a time zone from the list.", fields: { time_zone: "Choose a time zone from the list." } });
    }
    for (const zone of ["Europe/Paris", "UTC"]) {
      const saved = await call("PUT", "/reports/weekly/settings", { token, body: { time_zone: zone } });
      expect(saved.status, zone).toBe(200);
      expect((await call("GET", "/get-profile", { token })).body.data.time_zone).toBe(zone);
    }
  });
});

describe("balance", () => {
  it("reads the balance item", async () => {
    const { token, userId } = await registeredUser();
    expect((await call("GET", "/balance", { token })).body).toEqual({ data: { credits_balance: 0 } });
    await Credit.grant({ userId, ledgerId: "led_test_balance", credits: 25 });
    await Credit.grant({ userId, ledgerId: "led_test_balance", credits: 25 });
    expect((await call("GET", "/balance", { token })).body).toEqual({ data: { credits_balance: 25 } });
  });
});

describe("ledger and costs over HTTP", () => {
  it("pages the signed-in user's ledger and refuses bad paging", async () => {
    const { token, userId } = await registeredUser();
    for (let index = 1; index <= 3; index++) await Credit.grant({ userId, ledgerId: `led_http_${index}`, credits: 10 });
    const page = await call("GET", "/credits/ledger?page=1&limit=2", { token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((row: { id: string }) => row.id)).toEqual(["led_http_3", "led_http_2"]);
    expect(page.body.pagination).toMatchObject({ total: 3, totalPages: 2, nextPage: 2 });
    expect((await call("GET", "/credits/ledger?limit=500", { token })).status).toBe(400);
    expect((await call("GET", "/credits/ledger?page=abc", { token })).status).toBe(400);
    const other = await registeredUser();
    expect((await call("GET", "/credits/ledger", { token: other.token })).body.pagination.total).toBe(0);
  });

  it("publishes the cost of every agent action", async () => {
    const { token } = await registeredUser();
    const costs = await call("GET", "/credits/costs", { token });
    expect(costs.body.data.length).toBeGreaterThan(0);
    for (const cost of costs.body.data) expect(Number.isInteger(cost.credits)).toBe(true);
  });
});
