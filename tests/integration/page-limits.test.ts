import { describe, expect, it } from "vitest";
import { tooDeep } from "../../packages/core/src/util/page";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

describe("list pages past what a list can hold", () => {
  it("answer 400 with a clear message, never a database error", async () => {
    const { token } = await registeredUser();
    await addDomain(token, "pages.example.com");
    for (const list of ["/domain", "/payment/get-credit-packages", "/credits/ledger"]) {
      for (const query of ["page=1000000000000000", "page=9007199254740993&limit=100", "page=10001", "page=1e15"]) {
        const reply = await call("GET", `${list}?${query}`, { token });
        expect(reply.status, `${list}?${query}`).toBe(400);
        expect(reply.body.message, `${list}?${query}`).toBe(tooDeep);
      }
    }
    for (const list of ["/domain", "/payment/get-credit-packages"]) {
      const reply = await call("GET", `${list}?page=101&limit=100`, { token });
      expect(reply.status, list).toBe(400);
      expect(reply.body).toMatchObject({ message: tooDeep, fields: { page: tooDeep } });
      expect((await call("GET", `${list}?page=100&limit=100`, { token })).status, list).toBe(200);
    }
  });

  it("refuse limits and searches that are not sane", async () => {
    const { token } = await registeredUser();
    for (const list of ["/domain", "/payment/get-credit-packages", "/credits/ledger"]) {
      for (const query of ["limit=abc", "limit=-1", "limit=0", "limit=1e309", "limit=100000", "page=-1", "page=abc", "page=1e309"]) {
        const reply = await call("GET", `${list}?${query}`, { token });
        expect(reply.status, `${list}?${query}`).toBe(400);
        expect(typeof reply.body.message).toBe("string");
      }
    }
    for (const list of ["/domain", "/payment/get-credit-packages"]) {
      const reply = await call("GET", `${list}?search=${"a".repeat(10_000)}`, { token });
      expect(reply.status, list).toBe(400);
      expect(reply.body.message).toBe("search is too long");
    }
  });
});
