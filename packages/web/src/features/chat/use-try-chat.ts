import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { tryChat } from "./chat-actions";
import { CHAT_AGENTS_QUERY_KEY } from "./chat-queries";
import { canSend, type ChatLine, GREETING_DELAY_MS, sessionToken } from "./chat-try";

interface TryTarget {
  agentId: string;
  introText: string;
  domainName: string;
  licenseKey: string;
}

/** One Try chat window: the greeting, the lines so far, and the message on its way. */
export function useTryChat({ agentId, introText, domainName, licenseKey }: TryTarget) {
  const queryClient = useQueryClient();
  // One visitor per open window: the token lives as long as the window.
  const [token] = useState(sessionToken);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const nextId = useRef(1);

  const add = (line: Omit<ChatLine, "id">) => setLines((current) => [...current, { ...line, id: nextId.current++ }]);

  useEffect(() => {
    const timer = setTimeout(() => add({ role: "bot", content: introText }), GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [introText]);

  const mutation = useMutation({
    mutationFn: (content: string) => tryChat({ domain_name: domainName, license_key: licenseKey, content, type: "text", ipAddress: token, agent_id: agentId }),
    onSuccess: (answer) => {
      add({ role: "bot", content: answer.content, source: answer.source, sources: answer.sources });
      // Each answer is paid for and counted.
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CHAT_AGENTS_QUERY_KEY });
    },
  });

  return {
    lines,
    waiting: mutation.isPending,
    failure: mutation.error,
    /** Sends the message unless it is blank or one is still on its way; answers whether it went. */
    send: (text: string) => {
      if (!canSend(text) || mutation.isPending) return false;
      const content = text.trim();
      mutation.reset();
      add({ role: "visitor", content });
      mutation.mutate(content);
      return true;
    },
  };
}
