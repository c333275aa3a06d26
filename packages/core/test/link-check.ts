/** Requests `url` (absolute) and answers the response; each caller decides how. */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'" };

/** The `href` and `src` targets of an HTML page, resolved against its URL, without #anchors. */
export function pageLinks(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].flatMap((match) => {
    const raw = (match[1] ?? "").replace(/&(?:amp|quot|#39);/g, (e) => ENTITIES[e] ?? e);
    if (!URL.canParse(raw, pageUrl)) return [raw];
    const url = new URL(raw, pageUrl);
    url.hash = "";
    return [url.href];
  });
}

/**
 * Follows every same-origin `href` and `src` from `start`, breadth first, and answers the
 * status of each URL reached (and where it was linked from).
 */
export async function crawl(start: string, fetcher: Fetcher, maxPages = 5000) {
  const origin = new URL(start).origin;
  const statuses = new Map<string, number>();
  const from = new Map<string, string>();
  const queue = [start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    if (statuses.size >= maxPages) throw new Error(`more than ${maxPages} pages from ${start}`);
    const batch = queue.splice(0, 4);
    await Promise.all(
      batch.map(async (url) => {
        const response = await fetcher(url);
        statuses.set(url, response.status);
        if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
          await response.body?.cancel();
          return;
        }
        for (const link of pageLinks(await response.text(), url)) {
          if (!link.startsWith(`${origin}/`) && link !== origin) {
            if (!/^(https?|mailto):/.test(link)) statuses.set(`${link} (not a URL)`, 0);
            continue;
          }
          if (seen.has(link)) continue;
          seen.add(link);
          from.set(link, url);
          queue.push(link);
        }
      }),
    );
  }
  const broken = [...statuses]
    .filter(([, status]) => status === 0 || status >= 400)
    .map(([url, status]) => `${status} ${url} (linked from ${from.get(url) ?? "start"})`);
  return { statuses, broken };
}

/** Every string value of a JSON document, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The API answers whose URLs must all work: search, tools dump, market point and ranking,
 * llms.txt and llms-full.txt (every vendor's page).
 */
export const ANSWERS_WITH_URLS = [
  "/api/v1/search?framework=iso-27001&limit=50",
  "/api/v1/search?q=soc+2+in+the+united+states",
  "/api/tools.json",
  "/api/v1/market?framework=iso-27001",
  "/api/v1/market?framework=iso-27001&region=de",
  "/api/v1/market?region=de&window=90d",
  "/api/v1/market?dimension=frameworks",
  "/api/v1/market?dimension=combinations&window=90d",
  "/llms.txt",
  "/llms-full.txt",
];

/** A URL found in an answer, where, and how it is meant to be called. */
export interface FoundUrl {
  url: string;
  answer: string;
  /** POST for an endpoint llms.txt documents as POST (Ask AI), else GET. */
  method: "GET" | "POST";
}

/**
 * The same-origin URLs inside the answers of `ANSWERS_WITH_URLS` under `root` (JSON string
 * values that are URLs, and the URLs of llms.txt and llms-full.txt).
 */
export async function answerUrls(root: string, fetcher: Fetcher): Promise<FoundUrl[]> {
  const origin = new URL(root).origin;
  const found = new Map<string, FoundUrl>();
  for (const answer of ANSWERS_WITH_URLS) {
    const response = await fetcher(root + answer);
    if (response.status !== 200) throw new Error(`${answer} answered ${response.status}`);
    const text = await response.text();
    const candidates = answer.endsWith(".txt")
      ? text.split("\n").flatMap((line) =>
          [...line.matchAll(/https?:\/\/[^\s)>\]"'`]+/g)].map((match) => ({
            url: match[0],
            method: /\bPOST\b/.test(line) ? ("POST" as const) : ("GET" as const),
          })),
        )
      : strings(JSON.parse(text)).map((url) => ({ url, method: "GET" as const }));
    for (const { url, method } of candidates) {
      if (url.startsWith(`${origin}/`) && !found.has(url)) found.set(url, { url, answer, method });
    }
  }
  return [...found.values()];
}

/** Calls each URL as it is meant to be called; answers what did not give 200. */
export async function failingUrls(urls: FoundUrl[], fetcher: Fetcher): Promise<string[]> {
  const failures: string[] = [];
  for (const { url, answer, method } of urls) {
    const init: RequestInit =
      method === "POST"
        ? {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ message: "Who audits SOC 2 in the United States?" }),
          }
        : {};
    const response = await fetcher(url, init);
    await response.body?.cancel();
    if (response.status !== 200)
      failures.push(`${response.status} ${method} ${url} (from ${answer})`);
  }
  return failures;
}
