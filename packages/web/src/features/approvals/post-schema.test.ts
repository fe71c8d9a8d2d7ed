import { POST_ATTRIBUTES, POST_TAGS } from "@sitecrew/core/content/post-markup";
import { getSchema } from "@tiptap/core";
import type { DOMOutputSpec, Mark, Node, ParseRule } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { keptHref, postExtensions } from "./post-schema";

const schema = getSchema(postExtensions);

const tagOf = (rule: ParseRule) => ("tag" in rule && rule.tag ? /^[a-z0-9]+/.exec(rule.tag)![0] : undefined);

/** The tags and, per tag, the attributes an output spec writes. */
function written(spec: DOMOutputSpec, into = new Map<string, Set<string>>()) {
  if (!Array.isArray(spec)) return into;
  const [tag, ...rest] = spec as [string, ...unknown[]];
  const attributes = into.get(tag) ?? new Set<string>();
  into.set(tag, attributes);
  for (const part of rest) {
    if (Array.isArray(part)) written(part as unknown as DOMOutputSpec, into);
    else if (part && typeof part === "object") for (const [name, value] of Object.entries(part)) if (value != null) attributes.add(name);
  }
  return into;
}

/** Every attribute of a node or mark type set, so its output spec shows all it can write. */
const filled = (attrs: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(attrs).map((name) => [name, name === "href" || name === "src" ? "https://example.com/" : "2"]));

describe("the post editor's schema is the sanitizer's allow-list", () => {
  it("reads every tag the site keeps, and no other", () => {
    const rules = [...Object.values(schema.nodes), ...Object.values(schema.marks)].flatMap((type) => type.spec.parseDOM ?? []);
    const read = new Set(rules.map(tagOf).filter((tag) => tag !== undefined));
    expect([...read].sort()).toEqual([...POST_TAGS].sort());
  });

  it("writes only tags and attributes the site keeps", () => {
    const out = new Map<string, Set<string>>();
    for (const type of Object.values(schema.nodes).filter((node) => !node.isText)) {
      const levels = type.name === "heading" ? [2, 3, 4, 5, 6] : [undefined];
      for (const level of levels) {
        const node: Node = type.create({ ...filled(type.spec.attrs ?? {}), ...(level ? { level } : {}) });
        if (type.spec.toDOM) written(type.spec.toDOM(node), out);
      }
    }
    for (const type of Object.values(schema.marks)) {
      const mark: Mark = type.create(filled(type.spec.attrs ?? {}));
      if (type.spec.toDOM) written(type.spec.toDOM(mark, true), out);
    }
    for (const [tag, attributes] of out) {
      expect(POST_TAGS, tag).toContain(tag);
      for (const attribute of attributes) expect(POST_ATTRIBUTES[tag as keyof typeof POST_ATTRIBUTES] ?? [], `${tag}[${attribute}]`).toContain(attribute);
    }
  });

  it("keeps links to the site's own pages and to http(s) addresses only", () => {
    expect(["https://example.com/a", "http://example.com", "/about/", "#faq", "pricing"].every(keptHref)).toBe(true);
    expect(["javascript:alert(1)", "mailto:a@example.com", "data:text/html,x", " JavaScript:x"].some(keptHref)).toBe(false);
  });
});
