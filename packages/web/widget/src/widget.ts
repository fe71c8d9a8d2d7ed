import type { WidgetApi } from "./api";
import type { WidgetConfig } from "./config";
import { adoptStyles, closeIcon, el } from "./dom";
import { leadForm } from "./lead-form";
import type { Memory } from "./memory";
import { MAX_MESSAGE_LENGTH, sourceLine, type ChatMessage, type Source } from "./message";
import { stylesheet } from "./styles";

const GREETING_DELAY_MS = 500;

/** Puts the bubble and its chat panel on the page, inside a shadow root the site's CSS cannot reach. */
export function mountWidget(api: WidgetApi, config: WidgetConfig, memory: Memory) {
  const host = document.createElement("sitecrew-chat");
  const shadow = host.attachShadow({ mode: "open" });
  adoptStyles(shadow, stylesheet(config));

  const bubble = el(
    "button",
    { type: "button", class: "bubble", "aria-expanded": "false", "aria-controls": "panel", "aria-haspopup": "dialog" },
    config.buttonText,
  );
  const close = el("button", { type: "button", class: "close", "aria-label": "Close chat" }, closeIcon());
  const head = el("div", { class: "head" }, el("h2", { id: "title", class: "title" }, config.name), close);
  if (config.avatarBot) head.prepend(avatar(config.avatarBot));
  const log = el("div", { class: "log", role: "log", "aria-live": "polite", "aria-label": "Conversation" });
  const typing = el(
    "div",
    { class: "typing", hidden: "" },
    el("i", { "aria-hidden": "true" }),
    el("i", { "aria-hidden": "true" }),
    el("i", { "aria-hidden": "true" }),
    el("span", { class: "sr" }, `${config.name} is typing`),
  );
  const scroll = el("div", { class: "scroll" }, log, typing);
  const input = el("input", {
    id: "message",
    type: "text",
    maxlength: String(MAX_MESSAGE_LENGTH),
    autocomplete: "off",
    placeholder: "Type your message",
  });
  const send = el("button", { type: "submit", class: "send" }, "Send");
  const form = el("form", { class: "compose", novalidate: "" }, el("label", { for: "message", class: "sr" }, "Your message"), input, send);
  const panel = el(
    "div",
    { id: "panel", class: "panel", role: "dialog", "aria-modal": "true", "aria-labelledby": "title", tabindex: "-1", hidden: "" },
    head,
    scroll,
    form,
  );
  const root = el("div", { class: "root" }, bubble, panel);
  shadow.append(root);

  let waiting = false;
  let coolingUntil = 0;
  let greeting: number | undefined;

  function avatar(src: string) {
    const image = el("img", { src, alt: "", referrerpolicy: "no-referrer" });
    image.addEventListener("error", () => image.remove());
    return image;
  }

  function show(message: ChatMessage): HTMLElement {
    const kind = message.notice ? "bot notice" : message.from;
    const body = el("div", {}, el("div", { class: "text" }, el("span", { class: "sr" }, message.from === "bot" ? `${config.name}: ` : "You: "), message.text));
    const sourceItem = (source: Source, number?: number) => {
      const line = sourceLine(source, number);
      const title = line.href ? el("a", { href: line.href, target: "_blank", rel: "noopener noreferrer" }, line.title) : line.title;
      return [line.label, title, line.page] as const;
    };
    if (message.sources?.length) {
      const items = message.sources.map((source, index) => el("li", {}, ...sourceItem(source, index + 1)));
      body.append(el("div", { class: "source" }, "Sources:", el("ol", { class: "sources" }, ...items)));
    } else if (message.source) {
      body.append(el("div", { class: "source" }, ...sourceItem(message.source)));
    }
    const item = el("div", { class: `msg ${kind}` }, body);
    if (message.from === "visitor" && config.avatarUser) item.prepend(avatar(config.avatarUser));
    log.append(item);
    scroll.scrollTop = scroll.scrollHeight;
    return body;
  }

  function refresh() {
    input.disabled = waiting;
    send.disabled = waiting || Date.now() < coolingUntil || !input.value.trim();
    typing.hidden = !waiting && greeting === undefined;
    scroll.scrollTop = scroll.scrollHeight;
  }

  function greetOnce() {
    if (memory.messages.length || greeting !== undefined) return;
    greeting = window.setTimeout(() => {
      greeting = undefined;
      if (!memory.messages.length) {
        const intro: ChatMessage = { from: "bot", text: config.introText };
        memory.add(intro);
        show(intro);
      }
      refresh();
    }, GREETING_DELAY_MS);
  }

  function setOpen(open: boolean, moveFocus: boolean) {
    panel.hidden = !open;
    root.classList.toggle("open", open);
    bubble.setAttribute("aria-expanded", String(open));
    memory.open = open;
    if (open) {
      greetOnce();
      refresh();
      if (moveFocus) (input.disabled ? panel : input).focus();
    } else if (moveFocus) {
      bubble.focus();
    }
  }

  async function submit() {
    const content = input.value.trim();
    if (!content || waiting || Date.now() < coolingUntil) return;
    const hadFocus = shadow.activeElement === input;
    const visitor: ChatMessage = { from: "visitor", text: content };
    const shown = show(visitor);
    waiting = true;
    refresh();
    const reply = await api.send(content, memory.session);
    waiting = false;
    if (reply.ok) {
      memory.add(visitor);
      memory.add(reply.message);
      input.value = "";
    } else {
      shown.append(el("div", { class: "unsent" }, "Not sent"));
      if (reply.retryAfterSeconds > 0) {
        coolingUntil = Date.now() + reply.retryAfterSeconds * 1000;
        window.setTimeout(refresh, reply.retryAfterSeconds * 1000 + 50);
      }
    }
    show(reply.message);
    if (reply.ok && reply.offerLead && config.leadCapture) offerLead(content);
    refresh();
    if (hadFocus && !panel.hidden) input.focus();
  }

  /** One offer at a time, for the latest question the chat could not help with. */
  function offerLead(question: string) {
    scroll.querySelector("form.lead")?.remove();
    const offer = leadForm(config, (email) =>
      api.leave({ email, question, session: memory.session, page: `${location.origin}${location.pathname}`.slice(0, 500) }),
    );
    scroll.insertBefore(offer, typing);
  }

  /** Keeps Tab inside the open panel, as a modal dialog should. */
  function trapTab(event: KeyboardEvent) {
    const focusable = [...panel.querySelectorAll<HTMLElement>("button, input, a[href]")].filter((element) => !(element as HTMLButtonElement).disabled);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = shadow.activeElement;
    if (!first || !last) return;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  bubble.addEventListener("click", () => setOpen(Boolean(panel.hidden), true));
  close.addEventListener("click", () => setOpen(false, true));
  input.addEventListener("input", refresh);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit();
  });
  root.addEventListener("keydown", (event) => {
    if (panel.hidden) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false, true);
    } else if (event.key === "Tab" && panel.contains(shadow.activeElement)) {
      trapTab(event);
    }
  });

  for (const message of memory.messages) show(message);
  if (memory.open) setOpen(true, false);
  refresh();
  document.body.append(host);
}
