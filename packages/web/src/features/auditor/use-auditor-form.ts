import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrorsOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { createAuditor } from "./auditor-actions";
import { type AuditorErrors, type AuditorField, auditorBody, type AuditorValues, checkAuditorValues, type CompetitorLimit } from "./auditor-form";
import { AUDITORS_QUERY_KEY, COMPETITORS_QUERY_KEY } from "./auditor-queries";

/** The audit form's values and checks, the request, then `onCreated`: back to a list where its progress shows. */
export function useAuditorForm(domainId: string, limit: CompetitorLimit, initial: () => AuditorValues, onCreated: () => Promise<unknown> | void) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AuditorErrors>({});
  const formElement = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (sent: AuditorValues) => createAuditor(auditorBody(domainId, sent)),
    onSuccess: async (answer) => {
      toast({ title: "Audit started", message: `${answer.data.name} is reading the pages; its report shows here when it is done.` });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      // The competitors sent with the audit are now the domain's list.
      void queryClient.invalidateQueries({ queryKey: COMPETITORS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDITORS_QUERY_KEY });
      await onCreated();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const set = <K extends keyof AuditorValues>(name: K, value: AuditorValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field: AuditorField = name === "content" ? "selectedContent" : name;
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAuditorValues(domainId, values, limit);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field with a problem takes the focus, so its message is read out.
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus());
      return;
    }
    mutation.mutate(values);
  }

  return { values, set, errors, submit, formElement, sending: mutation.isPending, failure: mutation.error };
}
