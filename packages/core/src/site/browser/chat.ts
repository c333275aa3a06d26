/**
 * The Ask AI chat of the home page, run in the browser (served as `/assets/chat.js`): posts
 * the question, renders the answer as its `delta` events arrive, links the vendors from
 * `meta`, keeps `done.token` for follow-ups, and explains errors. It posts to the form's
 * `data-endpoint`, which the page writes under any `basePath`, and asks for the visitor's
 * language (`chatLocale`); the answer's paragraph carries the `lang` it came in.
 *
 * Browser code, never imported by core: `scripts/chat-script.ts` strips its types
 * into `../chat-script.ts`, and `chat-script.test.ts` fails when that copy is stale.
 */

interface ChatVendor {
  name: string;
  detailsPage: string;
}

/** Why a question was refused, in the words a visitor needs (by the API's error code). */
const KIND: Record<string, string> = {
  rate_limited: "You are asking quickly; please wait a moment and try again.",
  conversation_limit: "This conversation is long; your next question starts a new one.",
  capacity: "Many people are asking right now; please try again in a few seconds.",
  moderation_refused: "That question cannot be answered here.",
  bad_message: "Please ask a question of up to 1,200 characters.",
  bad_token: "The conversation expired; your next question starts a new one.",
};

/** One server-sent event block: its name and JSON data, or null when it carries none. */
function parseEvent(block: string): { name: string; data: string } | null {
  let name = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trimStart();
  }
  return data ? { name, data } : null;
}

/** A language tag's primary subtag, lowercased, when it is two letters (`de-DE` → `de`). */
function primaryLanguage(tag: string | undefined): string | null {
  const primary = (tag ?? "").split(/[-_]/)[0]?.toLowerCase() ?? "";
  return /^[a-z]{2}$/.test(primary) ? primary : null;
}

/**
 * The `locale` to ask for, always two lowercase letters as the API requires, or undefined
 * (the API then answers in English). Of the browser's languages (`navigator.languages`, then
 * `navigator.language`, each cut to its primary subtag; tags whose primary subtag is not two
 * letters, such as `fil`, are skipped): the first that the responder writes, as the form's
 * `data-locales` lists them; else the first at all (a responder that does not write it
 * answers in its fallback language and says so in `meta.note`; a chat model writes it);
 * else the page's `<html lang>`; else none.
 */
function chatLocale(written: readonly string[]): string | undefined {
  const preferred = [...(navigator.languages ?? []), navigator.language]
    .map(primaryLanguage)
    .filter((language): language is string => language !== null);
  return (
    preferred.find((language) => written.includes(language)) ??
    preferred[0] ??
    primaryLanguage(document.documentElement.lang) ??
    undefined
  );
}

function vendorList(vendors: ChatVendor[]): HTMLUListElement {
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
  return list;
}

function startChat(
  form: HTMLFormElement,
  input: HTMLTextAreaElement | HTMLInputElement,
  log: HTMLElement,
): void {
  const endpoint = form.dataset.endpoint || "/api/ai-search";
  /** The languages the responder writes, as the page lists them (space-separated). */
  const written = (form.dataset.locales ?? "").split(/\s+/).filter(Boolean);
  let token: string | undefined;
  const say = (className: string, text: string): HTMLParagraphElement => {
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
      const locale = chatLocale(written);
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          message,
          ...(token ? { token } : {}),
          ...(locale ? { locale } : {}),
        }),
      });
      if (!response.ok || !response.body) {
        const body: { code?: string } = await response.json().catch(() => ({}));
        if (body.code === "conversation_limit" || body.code === "bad_token") token = undefined;
        answer.className = "answer error";
        answer.textContent =
          (body.code && KIND[body.code]) ||
          "Ask AI is unavailable right now; please try again later.";
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let vendors: ChatVendor[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const parsed = parseEvent(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (!parsed) continue;
          const payload = JSON.parse(parsed.data);
          if (parsed.name === "meta") {
            vendors = payload.vendors || [];
            if (payload.answerLocale) answer.lang = payload.answerLocale;
          } else if (parsed.name === "delta") answer.textContent += payload.text;
          else if (parsed.name === "done") token = payload.token;
          else if (parsed.name === "error") {
            const note = say("error", "The answer stopped early; please try again.");
            note.setAttribute("role", "status");
          }
        }
      }
      if (vendors.length) log.append(vendorList(vendors));
    } catch {
      answer.className = "answer error";
      answer.textContent = "The connection failed; please try again.";
    } finally {
      answer.removeAttribute("aria-busy");
      if (button) button.disabled = false;
    }
  });
}

const askForm = document.getElementById("ask-form");
const askInput = document.getElementById("ask-input");
const askLog = document.getElementById("ask-log");
const isField = (node: unknown): node is HTMLTextAreaElement | HTMLInputElement =>
  node instanceof HTMLTextAreaElement || node instanceof HTMLInputElement;
if (askForm instanceof HTMLFormElement && isField(askInput) && askLog) {
  startChat(askForm, askInput, askLog);
}

// A module to the type checker, so its names stay out of the global scope; the browser
// gets it wrapped in a function.
export {};
