import { type FormEvent, useCallback, useState } from "react";
import type * as v from "valibot";
import { type FieldErrors, fieldErrorsOf } from "../lib/api";
import { validate } from "../lib/form";

export interface SchemaFormOptions<TValues, TOutput> {
  /** What the schema parses, when it is not the values as they stand (a field kept elsewhere, a renamed key). */
  toInput?: (values: TValues) => unknown;
  /** Rules the shared schema cannot hold, such as a confirmation that must match; their errors join the schema's. */
  check?: (values: TValues) => FieldErrors;
  /** Told instead of showing the errors beside the fields, for forms that report them another way. */
  onInvalid?: (errors: FieldErrors) => void;
  /**
   * Sends the parsed value. A returned promise keeps the form submitting until it settles; if it fails with an
   * ApiError, the server's `fields` join the errors by the same dot paths.
   */
  onSubmit: (value: TOutput, values: TValues) => unknown;
}

/**
 * One form over one of core's valibot schemas, so the browser and the API give the same messages: its values, the
 * first error per field by dot path (`email`, `blogSuggestions.keywords.1`), and the submit.
 */
export function useSchemaForm<S extends v.GenericSchema, TValues extends object>(
  schema: S,
  initial: TValues | (() => TValues),
  options: SchemaFormOptions<TValues, v.InferOutput<S>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback(<K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** The props a text input needs for one field. */
  const field = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value as TValues[K]),
  });

  const reset = useCallback((next?: TValues) => {
    if (next) setValues(next);
    setErrors({});
  }, []);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const result = validate(schema, options.toInput ? options.toInput(values) : values);
    const found = { ...(result.ok ? {} : result.errors), ...options.check?.(values) };
    if (!result.ok || Object.keys(found).length > 0) {
      if (options.onInvalid) {
        setErrors({});
        options.onInvalid(found);
      } else {
        setErrors(found);
      }
      return;
    }
    setErrors({});
    const sent = options.onSubmit(result.value, values);
    if (!(sent instanceof Promise)) return;
    setSubmitting(true);
    sent.catch((error: unknown) => setErrors((current) => ({ ...current, ...fieldErrorsOf(error) }))).finally(() => setSubmitting(false));
  }

  return { values, setValues, setField, field, errors, setErrors, reset, submit, submitting };
}
