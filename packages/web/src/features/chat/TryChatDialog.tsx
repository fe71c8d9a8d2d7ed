import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { useStore } from "../../hooks/use-store";
import { ApiError, messageOf } from "../../lib/api";
import { domainStore } from "../domains/domains";
import { UNEXPECTED_MESSAGE } from "./chat-form";
import { canSend, type ChatLine } from "./chat-try";
import { SourceNote } from "./SourceNote";
import { useTryChat } from "./use-try-chat";
import "./chat.css";

interface TryAgent {
  bot_id: string;
  name: string;
  blog_id: string;
  intro_text: string;
}

/** Talk to an agent as a visitor would, with answers paid like a visitor's. */
export function TryChatDialog({ agent, onClose }: { agent: TryAgent; onClose: () => void }) {
  const { domains, selected } = useStore(domainStore);
  const domain = [selected, ...domains].find((known) => known?.id === agent.blog_id);
  return (
    <Modal open title={`Try ${agent.name}`} size="md" onClose={onClose}>
      {domain?.license_key ? (
        <TryChat agent={agent} domainName={domain.domain_name} licenseKey={domain.license_key} />
      ) : (
        <Callout tone="error" title="This agent's site is not in your domain list">
          Reload the page to load your domains, then try again.
        </Callout>
      )}
    </Modal>
  );
}

function TryChat({ agent, domainName, licenseKey }: { agent: TryAgent; domainName: string; licenseKey: string }) {
  const chat = useTryChat({ agentId: agent.bot_id, introText: agent.intro_text, domainName, licenseKey });
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  // The newest line stays in view; the keyboard goes back to the box once the answer is in.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.lines.length, chat.failure]);
  useEffect(() => {
    if (!chat.waiting) input.current?.focus();
  }, [chat.waiting]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(text)) setText("");
  };

  return (
    <div className="chat-try">
      <div ref={log} className="chat-log" role="log" aria-label={`Conversation with ${agent.name}`} tabIndex={0}>
        {chat.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
        {chat.waiting && (
          <p className="chat-typing" role="status">
            {agent.name} is answering…
          </p>
        )}
        {chat.failure && <Failure error={chat.failure} />}
      </div>
      <form className="chat-compose" onSubmit={submit}>
        <label htmlFor="chat-try-message" className="visually-hidden">
          Your message
        </label>
        <textarea
          id="chat-try-message"
          ref={input}
          className="input chat-compose-input"
          rows={2}
          placeholder="Ask a question…"
          value={text}
          disabled={chat.waiting}
          maxLength={2000}
          data-autofocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, as in any chat; Shift+Enter starts a new line.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        <Button type="submit" disabled={!canSend(text)} loading={chat.waiting}>
          Send
        </Button>
      </form>
    </div>
  );
}

function Line({ line }: { line: ChatLine }) {
  const bot = line.role === "bot";
  return (
    <div className={bot ? "chat-line is-bot" : "chat-line is-visitor"}>
      <span className="visually-hidden">{bot ? "Agent:" : "You:"} </span>
      <p className="chat-bubble">{line.content}</p>
      {line.source && <SourceNote source={line.source} sources={line.sources} />}
    </div>
  );
}

function Failure({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <div role="alert" className="chat-failure">
      <Callout tone={status === 409 ? "info" : "error"}>
        {messageOf(error, UNEXPECTED_MESSAGE)}
        {status === 402 && (
          <>
            {" "}
            <Link to="/topup">Top up credits</Link>
          </>
        )}
      </Callout>
    </div>
  );
}
