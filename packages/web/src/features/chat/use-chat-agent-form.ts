import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { type ChatAgentValues, checkValues } from "./chat-form";
import { CHAT_AGENTS_QUERY_KEY } from "./chat-queries";
import { saveChatAgent } from "./save-chat-agent";

/** The form's values, its checks and the save: files first, then the agent, then back to the list. */
export function useChatAgentForm(blogId: string, agentId: string | undefined, initial: () => ChatAgentValues) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof checkValues>>({});
  const formElement = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (sent: ChatAgentValues) => saveChatAgent(blogId, agentId, sent),
    onSuccess: async (saved) => {
      const reading = saved.run !== null && saved.run !== undefined;
      toast({
        title: agentId ? "Chat agent updated" : "Chat agent added",
        message: reading ? `${saved.data.name} is reading its knowledge; it answers once that is done.` : `${saved.data.name} is saved.`,
      });
      // A knowledge run holds its credits at once.
      if (reading) void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CHAT_AGENTS_QUERY_KEY });
      await navigate({ to: "/add-service/manage-chat-agent" });
    },
  });

  const set = <K extends keyof ChatAgentValues>(name: K, value: ChatAgentValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === "colors" || name === "document" || name === "use_site_pages" || name === "daily_credit_limit") setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    // Without a name the save stops there, with the name field in focus.
    if (!values.name.trim()) {
      formElement.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    const found = checkValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values);
  }

  return { values, set, errors, submit, formElement, saving: mutation.isPending, failure: mutation.error };
}
