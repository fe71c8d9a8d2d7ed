import * as v from "valibot";
import { VisibleError } from "../error";

/** Validates untrusted input against a schema before running the body; the schema stays reachable for routes and forms. */
export function fn<S extends v.GenericSchema, R>(schema: S, body: (input: v.InferOutput<S>) => R) {
  const run = (input: unknown): R => body(parse(schema, input));
  run.schema = schema;
  return run;
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  throw new VisibleError("input", "invalid_input", result.issues[0]!.message, fields);
}
