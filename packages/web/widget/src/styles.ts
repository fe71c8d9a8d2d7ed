import type { WidgetConfig } from "./config";
import { css, placement } from "./position";

// The page's own rules cannot select inside the shadow root, but they still reach the host and,
// through it, everything inherited. Important rules from inside a shadow tree win over the page's
// important ones, so the host resets everything with !important and the rest needs no guard.
const HOST =
  ":host{all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;" +
  "width:0!important;height:0!important;overflow:visible!important;z-index:2147483000!important;visibility:visible!important}";

const BASE = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;text-align:left;-webkit-font-smoothing:antialiased}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
button,input{font:inherit;color:inherit;margin:0}
button{cursor:pointer}
:focus-visible{outline:3px solid #111827;outline-offset:2px;box-shadow:0 0 0 2px #fff}
.head :focus-visible{outline-color:currentColor;box-shadow:none}
.bubble{position:fixed;display:inline-flex;align-items:center;min-height:48px;max-width:min(320px,calc(100vw - 32px));padding:12px 22px;border:0;border-radius:999px;background:var(--sc-accent);color:var(--sc-on-accent);font-weight:600;box-shadow:0 6px 20px rgba(0,0,0,.25);transition:box-shadow .15s ease}
.bubble:hover{box-shadow:0 8px 28px rgba(0,0,0,.35)}
.panel{position:fixed;display:flex;flex-direction:column;width:370px;max-width:calc(100vw - 32px);height:600px;max-height:calc(100vh - 112px);background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.3);overflow:hidden;animation:sc-in .18s ease-out}
@keyframes sc-in{from{opacity:0}to{opacity:1}}
.head{display:flex;align-items:center;gap:10px;padding:12px 12px 12px 16px;background:var(--sc-accent);color:var(--sc-on-accent)}
.head img{width:36px;height:36px;border-radius:50%;object-fit:cover;background:#fff;flex:none}
.title{flex:1;margin:0;font-size:16px;font-weight:700;line-height:1.3;overflow-wrap:anywhere}
.close{display:grid;place-items:center;flex:none;width:36px;height:36px;padding:0;border:0;border-radius:8px;background:transparent;color:inherit}
.close:hover{background:rgba(127,127,127,.25)}
.close svg{width:20px;height:20px}
.scroll{flex:1;overflow-y:auto;padding:16px;background:#f9fafb;overscroll-behavior:contain}
.log{display:flex;flex-direction:column;gap:10px}
.msg{display:flex;gap:8px;align-items:flex-end;max-width:88%}
.msg.visitor{align-self:flex-end;flex-direction:row-reverse}
.msg img{width:28px;height:28px;border-radius:50%;object-fit:cover;flex:none}
.text{padding:9px 13px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
.bot .text{background:#fff;border:1px solid #e5e7eb;border-bottom-left-radius:4px}
.visitor .text{background:var(--sc-accent);color:var(--sc-on-accent);border-bottom-right-radius:4px}
.notice .text{background:#fef3c7;border-color:#d97706;color:#78350f}
.unsent{margin-top:4px;font-size:12px;color:#b91c1c;text-align:right}
.source{margin-top:6px;font-size:13px;color:#4b5563;overflow-wrap:anywhere}
.source a{color:#1d4ed8;text-decoration:underline}
.sources{margin:2px 0 0;padding:0;list-style:none}
.typing{display:flex;gap:4px;width:max-content;margin-top:10px;padding:12px 14px;background:#fff;border:1px solid #e5e7eb;border-radius:14px}
.typing i{width:7px;height:7px;border-radius:50%;background:#6b7280;animation:sc-dot 1s infinite ease-in-out}
.typing i:nth-child(2){animation-delay:.15s}
.typing i:nth-child(3){animation-delay:.3s}
@keyframes sc-dot{0%,80%,100%{opacity:.3}40%{opacity:1}}
.compose{display:flex;gap:8px;margin:0;padding:12px;border-top:1px solid #e5e7eb;background:#fff}
.compose input{flex:1;min-width:0;padding:10px 12px;border:1px solid #6b7280;border-radius:10px;background:#fff;color:#111827;font-size:16px}
.compose input::placeholder{color:#6b7280;opacity:1}
.compose input:disabled{background:#f3f4f6;color:#374151}
.send{flex:none;padding:10px 16px;border:0;border-radius:10px;background:var(--sc-accent);color:var(--sc-on-accent);font-weight:600}
.send:disabled{opacity:.5;cursor:not-allowed}
.lead{margin:12px 0 0;padding:12px;background:#fff;border:1px solid #e5e7eb;border-radius:14px}
.lead-title{margin:0 0 4px;font-weight:700}
.lead-consent{margin:0 0 8px;font-size:13px;color:#4b5563}
.lead label{display:block;margin-bottom:4px;font-size:14px;font-weight:600}
.lead-row{display:flex;gap:8px;flex-wrap:wrap}
.lead input{flex:1 1 160px;min-width:0;padding:10px 12px;border:1px solid #6b7280;border-radius:10px;background:#fff;color:#111827;font-size:16px}
.lead-error{margin:0;font-size:13px;color:#b91c1c}
.lead-error:not(:empty){margin-top:6px}
.lead-done{margin:12px 0 0;padding:9px 13px;background:#ecfdf5;border:1px solid #059669;border-radius:14px;color:#065f46}
`;

// After the placement rules, so a phone's full-screen panel wins over any position.
const SMALL_SCREENS = `
@media (max-width:479.98px){.panel{top:0;right:0;bottom:0;left:0;transform:none;width:100%;max-width:none;height:100vh;height:100dvh;max-height:none;border-radius:0;box-shadow:none}.open .bubble{display:none}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;

/** The widget's whole stylesheet for one agent's colour and position. */
export function stylesheet(config: Pick<WidgetConfig, "color" | "onColor" | "position">): string {
  const { bubble, panel } = placement(config.position);
  const middle = config.position.startsWith("middle");
  return [
    HOST,
    `:host{--sc-accent:${config.color}!important;--sc-on-accent:${config.onColor}!important}`,
    BASE,
    css(".bubble", bubble),
    css(".panel", middle ? { ...panel, "max-height": "calc(100vh - 32px)" } : panel),
    middle ? ".open .bubble{display:none}" : "",
    SMALL_SCREENS,
  ].join("\n");
}
