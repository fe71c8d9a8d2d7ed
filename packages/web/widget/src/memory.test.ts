import { describe, expect, it } from "vitest";
import { KEPT_MESSAGES, Memory } from "./memory";

const KEY = "wgt_01jd8x3m9q2w7e5r4t6y8u0i1o";

/** An in-memory Storage with the browser's string-only semantics. */
function storage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

let counter = 0;
const token = () => `token-${String(++counter).padStart(26, "0")}`;

describe("conversation memory", () => {
  it("starts a session and finds the same one on the next page", () => {
    const store = storage();
    const first = new Memory(store, KEY, token);
    first.add({ from: "visitor", text: "How much is the basic plan?" });
    first.add({ from: "bot", text: "$19 per month.", source: { title: "Prices", url: null, page: 2 } });
    first.open = true;

    const next = new Memory(store, KEY, token);
    expect(next.session).toBe(first.session);
    expect(next.open).toBe(true);
    expect(next.messages).toEqual([
      { from: "visitor", text: "How much is the basic plan?" },
      { from: "bot", text: "$19 per month.", source: { title: "Prices", url: null, page: 2 } },
    ]);
  });

  it("keeps each widget's conversation apart", () => {
    const store = storage();
    const one = new Memory(store, KEY, token);
    one.add({ from: "visitor", text: "hello" });
    const other = new Memory(store, "wgt_zzzzzzzzzzzzzzzzzzzzzzzzzz", token);
    expect(other.session).not.toBe(one.session);
    expect(other.messages).toEqual([]);
  });

  it("keeps only the last 50 messages", () => {
    const store = storage();
    const memory = new Memory(store, KEY, token);
    for (let i = 1; i <= 70; i++) memory.add({ from: i % 2 ? "visitor" : "bot", text: `message ${i}` });
    const reloaded = new Memory(store, KEY, token);
    expect(reloaded.messages).toHaveLength(KEPT_MESSAGES);
    expect(reloaded.messages[0]!.text).toBe("message 21");
    expect(reloaded.messages.at(-1)!.text).toBe("message 70");
  });

  it("does not keep error notices", () => {
    const store = storage();
    const memory = new Memory(store, KEY, token);
    memory.add({ from: "bot", text: "The chat could not be reached. Please try again.", notice: true });
    expect(new Memory(store, KEY, token).messages).toEqual([]);
  });

  it("starts over from stored data it cannot trust", () => {
    const store = storage();
    const key = `sitecrew-chat:${KEY}`;
    for (const bad of ["not json", "null", '{"session":"short","messages":[],"open":true}', '{"session":"bad token with spaces!!","messages":[]}']) {
      store.items.set(key, bad);
      const memory = new Memory(store, KEY, token);
      expect(memory.session).toMatch(/^token-/);
      expect(memory.messages).toEqual([]);
      expect(memory.open).toBe(false);
    }
  });

  it("drops malformed messages and unsafe source links", () => {
    const store = storage();
    store.items.set(
      `sitecrew-chat:${KEY}`,
      JSON.stringify({
        session: "abcdefghijklmnopqrstuvwxyz012345",
        open: "yes",
        messages: [
          { from: "visitor", text: "hi" },
          { from: "admin", text: "nope" },
          { from: "bot", text: 5 },
          { from: "bot", text: "see this", source: { title: "Page", url: "javascript:alert(1)", page: 0 } },
        ],
      }),
    );
    const memory = new Memory(store, KEY, token);
    expect(memory.session).toBe("abcdefghijklmnopqrstuvwxyz012345");
    expect(memory.open).toBe(false);
    expect(memory.messages).toEqual([
      { from: "visitor", text: "hi" },
      { from: "bot", text: "see this", source: { title: "Page", url: null, page: null } },
    ]);
  });

  it("works for the page's lifetime without storage, or when storage throws", () => {
    const none = new Memory(null, KEY, token);
    none.add({ from: "visitor", text: "hi" });
    expect(none.messages).toHaveLength(1);

    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const memory = new Memory(broken, KEY, token);
    memory.add({ from: "visitor", text: "hi" });
    memory.open = true;
    expect(memory.messages).toHaveLength(1);
    expect(memory.open).toBe(true);
  });
});
