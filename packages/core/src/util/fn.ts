import * as v from "valibot";
import { VisibleError } from "../error";

/**
 * Validates input against a schema before running the body. Callers in code are type-checked
 * against the schema's input; a route hands a request body it has not looked at to `.raw`. The
 * schema stays reachable for routes and forms. Arguments after the input (an id from the path,
 * the session) are the caller's own values, not request input, so they pass through unchecked.
 */
export function fn<S extends v.GenericSchema, A extends unknown[], R>(schema: S, body: (input: v.InferOutput<S>, ...args: A) => R) {
  const run = (input: v.InferInput<S>, ...args: A): R => body(parse(schema, input), ...args);
  return Object.assign(run, { schema, raw: (input: unknown, ...args: A): R => run(input as v.InferInput<S>, ...args) });
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  throw new VisibleError("input", "invalid_input", result.issues[0].message, fields);
}
