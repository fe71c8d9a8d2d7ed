import * as v from "valibot";
import type { FieldErrors } from "./api";

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Runs a shared schema and keeps the first message per field; issues without a field go under `form`. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
