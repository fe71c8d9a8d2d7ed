import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrorsOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { type AgentFieldErrors, agentFieldErrors, checkAgentValues, type SocialAgentValues } from "./agent-form";
import { saveSocialAgent } from "./social-actions";
import { SOCIAL_AGENTS_QUERY_KEY } from "./social-queries";

const FIELD_ORDER = ["name", "voice", "blog_id"] as const;

/** The form's values, its checks and the save, then back to the list. */
export function useSocialAgentForm(agentId: string | undefined, initial: () => SocialAgentValues) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AgentFieldErrors>({});
  const formElement = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (sent: SocialAgentValues) => saveSocialAgent(agentId, sent),
    onSuccess: async (saved) => {
      toast({ title: agentId ? "Social media agent updated" : "Social media agent added", message: `${saved.data.name} is saved.` });
      await queryClient.invalidateQueries({ queryKey: SOCIAL_AGENTS_QUERY_KEY });
      await navigate({ to: "/add-service/manage-social-media-agent" });
    },
    onError: (error) => setErrors(agentFieldErrors(fieldErrorsOf(error))),
  });

  const set = <K extends keyof SocialAgentValues>(name: K, value: SocialAgentValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAgentValues(values);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    // Nothing is sent without the required fields; the first one missing takes the focus.
    if (first) {
      formElement.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(values);
  }

  return { values, set, errors, submit, formElement, saving: mutation.isPending, failure: mutation.error };
}
