/** The site icon: a shield with a tick, in the accent colour. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 4 7v8c0 7.5 5.1 13.6 12 15 6.9-1.4 12-7.5 12-15V7z" fill="#0b5fff"/><path d="m10 16 4 4 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The site's stylesheet: small, no web fonts, readable in light and dark mode. */
export const SITE_CSS = `:root{color-scheme:light dark;--ink:#1b1f24;--paper:#fff;--accent:#0b5fff;--muted:#5b6570;--line:#d9dee3}
@media (prefers-color-scheme:dark){:root{--ink:#e8eaed;--paper:#111418;--accent:#7aa7ff;--muted:#a0a8b0;--line:#2c333a}}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,sans-serif;color:var(--ink);background:var(--paper)}
header,main,footer{max-width:52rem;margin:0 auto;padding:1rem}header{display:flex;gap:1.5rem;align-items:baseline;flex-wrap:wrap;border-bottom:1px solid var(--line)}
.brand{font-weight:700;text-decoration:none;color:var(--ink)}nav{display:flex;gap:1rem;flex-wrap:wrap}a{color:var(--accent)}a[aria-current=page]{font-weight:700}
.lead{color:var(--muted);font-size:1.1rem}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}.num{text-align:right;font-variant-numeric:tabular-nums}
pre{overflow:auto;padding:.75rem;border:1px solid var(--line);border-radius:6px}code{font-size:.92em}figure{margin:1rem 0}
.chart text{font-size:12px;fill:currentColor}.chart rect{fill:var(--accent)}
form{display:grid;gap:.5rem;margin:1rem 0}input,textarea,button{font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:6px;background:var(--paper);color:var(--ink)}button{cursor:pointer;justify-self:start;background:var(--accent);color:#fff;border:0;padding:.5rem 1rem}
.log{display:grid;gap:.75rem}.question{font-weight:600}.answer{white-space:pre-wrap;border-left:3px solid var(--accent);padding-left:.75rem}.error{color:#c62828}
footer{color:var(--muted);border-top:1px solid var(--line);font-size:.9rem}`;

/**
 * The Ask AI chat: posts the question, renders the answer as its \`delta\` events arrive,
 * links the vendors from \`meta\`, keeps \`done.token\` for follow-ups, and explains errors.
 * It posts to the form's \`data-endpoint\`, which the page writes under any \`basePath\`.
 */
export const CHAT_JS = `(() => {
  const form = document.getElementById("ask-form");
  const input = document.getElementById("ask-input");
  const log = document.getElementById("ask-log");
  if (!form || !input || !log) return;
  const endpoint = form.dataset.endpoint || "/api/ai-search";
  let token;
  const KIND = {
    rate_limited: "You are asking quickly; please wait a moment and try again.",
    conversation_limit: "This conversation is long; your next question starts a new one.",
    capacity: "Many people are asking right now; please try again in a few seconds.",
    moderation_refused: "That question cannot be answered here.",
    bad_message: "Please ask a question of up to 1,200 characters.",
    bad_token: "The conversation expired; your next question starts a new one.",
  };
  const say = (className, text) => {
    const node = document.createElement("p");
    node.className = className;
    node.textContent = text;
    log.append(node);
    return node;
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    input.value = "";
    say("question", message);
    const answer = say("answer", "");
    answer.setAttribute("aria-busy", "true");
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(token ? { message, token } : { message }),
      });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => ({}));
        if (body.code === "conversation_limit" || body.code === "bad_token") token = undefined;
        answer.className = "answer error";
        answer.textContent = KIND[body.code] || "Ask AI is unavailable right now; please try again later.";
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let vendors = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf("\\n\\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let name = "message";
          let data = "";
          for (const line of block.split("\\n")) {
            if (line.startsWith("event:")) name = line.slice(6).trim();
            else if (line.startsWith("data:")) data += line.slice(5).trimStart();
          }
          if (!data) continue;
          const payload = JSON.parse(data);
          if (name === "meta") vendors = payload.vendors || [];
          else if (name === "delta") answer.textContent += payload.text;
          else if (name === "done") token = payload.token;
          else if (name === "error") {
            const note = say("error", "The answer stopped early; please try again.");
            note.setAttribute("role", "status");
          }
        }
      }
      if (vendors.length) {
        const list = document.createElement("ul");
        list.className = "vendors";
        for (const vendor of vendors) {
          const item = document.createElement("li");
          const link = document.createElement("a");
          link.href = vendor.detailsPage;
          link.textContent = vendor.name;
          item.append(link);
          list.append(item);
        }
        log.append(list);
      }
    } catch {
      answer.className = "answer error";
      answer.textContent = "The connection failed; please try again.";
    } finally {
      answer.removeAttribute("aria-busy");
      if (button) button.disabled = false;
    }
  });
})();
`;
