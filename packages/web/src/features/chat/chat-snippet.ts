/** The tag an owner pastes into any site to show this agent's bubble; the widget key is public by design. */
export const widgetSnippet = (origin: string, widgetKey: string) => `<script src="${origin}/widget.js" data-sitecrew-chat="${widgetKey}" async></script>`;
