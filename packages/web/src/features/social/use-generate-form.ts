import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { type GenerateField, generateBody, type GenerateValues, missingFields } from "./generate-form";
import { generateSocialContent } from "./social-actions";
import { SOCIAL_AGENTS_QUERY_KEY } from "./social-queries";

/** The generate form's values, the spec's required-field banner, and the request, then on to the agent's videos. */
export function useGenerateForm(agentId: string, initial: () => GenerateValues, stylesExist: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState<GenerateField[]>([]);
  const formElement = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (sent: GenerateValues) => generateSocialContent(agentId, generateBody(sent)),
    onSuccess: async (answer) => {
      const count = answer.data.length;
      toast({
        title: "Videos on their way",
        message: `${count} video${count === 1 ? " is" : "s are"} being made; ${answer.credits} credits are held for them.`,
      });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SOCIAL_AGENTS_QUERY_KEY });
      await navigate({ to: "/add-service/view-social-content/$id", params: { id: agentId } });
    },
  });

  const set = <K extends keyof GenerateValues>(name: K, value: GenerateValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setMissing((current) => (current.includes(name as GenerateField) ? current.filter((field) => field !== name) : current));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = missingFields(values, stylesExist);
    setMissing(found);
    if (found.length > 0) {
      // The banner sits at the form's top: the page scrolls there so it is seen.
      formElement.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    mutation.mutate(values);
  }

  return { values, set, missing, submit, formElement, sending: mutation.isPending, failure: mutation.error };
}
