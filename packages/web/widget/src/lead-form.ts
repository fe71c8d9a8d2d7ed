import type { WidgetConfig } from "./config";
import { el } from "./dom";

/** A plausible address; the API checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Leave = (email: string) => Promise<{ ok: boolean; message: string }>;

/**
 * The offer to answer by email, shown when the chat could not help: the owner's consent line and
 * one field, the address. On success it becomes the thanks, read out as a status.
 */
export function leadForm(config: Pick<WidgetConfig, "leadConsentText">, leave: Leave): HTMLFormElement {
  const email = el("input", {
    id: "lead-email",
    type: "email",
    autocomplete: "email",
    inputmode: "email",
    required: "",
    maxlength: "254",
    "aria-describedby": "lead-consent lead-error",
  });
  const error = el("p", { id: "lead-error", class: "lead-error", "aria-live": "assertive" });
  const submit = el("button", { type: "submit", class: "send" }, "Email my question");
  const form = el(
    "form",
    { class: "lead", novalidate: "", "aria-labelledby": "lead-title" },
    el("p", { id: "lead-title", class: "lead-title" }, "We'll get back to you"),
    el("p", { id: "lead-consent", class: "lead-consent" }, config.leadConsentText),
    el("label", { for: "lead-email" }, "Your email address"),
    el("div", { class: "lead-row" }, email, submit),
    error,
  );

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void (async () => {
      const address = email.value.trim();
      if (!EMAIL.test(address)) {
        email.setAttribute("aria-invalid", "true");
        error.textContent = "Enter a valid email address";
        email.focus();
        return;
      }
      email.removeAttribute("aria-invalid");
      error.textContent = "";
      submit.disabled = true;
      const result = await leave(address);
      submit.disabled = false;
      if (!result.ok) {
        error.textContent = result.message;
        return;
      }
      const thanks = el("p", { class: "lead-done", role: "status", tabindex: "-1" }, result.message);
      form.replaceWith(thanks);
      thanks.focus();
    })();
  });
  return form;
}
