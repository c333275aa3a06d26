import type { AiLimits } from "../../ai/ai-settings.ts";
import { siteRoot } from "../../http/base-path.ts";
import type { RateLimitPolicy } from "../../ports.ts";
import type { Page } from "../page-model.ts";
import { limitText } from "../text-documents.ts";

/** The curl examples of the portal; the test suite runs each one against the API. */
export const CURL_EXAMPLES = [
  "curl 'BASE/api/v1/search?framework=iso-27001&region=de&limit=5'",
  "curl 'BASE/api/v1/search?q=soc+2+type+ii+auditors+in+the+united+kingdom'",
  "curl 'BASE/api/tools.json'",
  "curl 'BASE/api/v1/market?framework=iso-27001&region=de'",
  "curl 'BASE/api/v1/market?dimension=frameworks&window=90d&limit=10'",
  `curl -N -X POST 'BASE/api/ai-search' -H 'content-type: application/json' -d '{"message":"SOC 2 auditor in the United States"}'`,
];

/** What the portal states about limits: this deployment's, not the defaults. */
export interface DeveloperLimits {
  catalogPolicy: Pick<RateLimitPolicy, "limit" | "windowSeconds">;
  pagePolicy: Pick<RateLimitPolicy, "limit" | "windowSeconds">;
  ai: Pick<AiLimits, "perIpPerMinute" | "turnsPerConversation">;
}

/** `/developers`: quick start, endpoints, errors, limits, with runnable examples. */
export function developersPage(basePath: string, limits: DeveloperLimits) {
  return async (_request: Request, url: URL): Promise<Page> => {
    const root = siteRoot(url, basePath);
    const examples = CURL_EXAMPLES.map((example) => example.replaceAll("BASE", root));
    return {
      title: "Developers",
      description:
        "A free, read-only API of ISO 27001, SOC 2 and other GRC service vendors. No key needed.",
      blocks: [
        { heading: "Quick start", level: 2 },
        { code: examples.join("\n") },
        {
          paragraph: [
            "The full contract is the ",
            { link: "/openapi.json", text: "OpenAPI 3.1 document" },
            "; agents can start from ",
            { link: "/llms.txt", text: "llms.txt" },
            " and ",
            { link: "/agent.txt", text: "agent.txt" },
            ".",
          ],
        },
        { heading: "Endpoints", level: 2 },
        {
          table: {
            head: ["Endpoint", "What it does"],
            rows: [
              [
                { code: "GET /api/v1/search" },
                "Vendors carrying every given framework, region and service type (exact tags, aliases accepted), in name order. Free text in q.",
              ],
              [{ code: "GET /api/tools.json" }, "Every listed vendor, public fields only."],
              [
                { code: "GET /api/v1/market" },
                "Directory page interest: point lookups and rankings over 30 or 90 days.",
              ],
              [
                { code: "POST /api/ai-search" },
                "Ask AI: short recommendations of listed vendors as server-sent events.",
              ],
            ],
          },
        },
        { heading: "Errors", level: 2 },
        {
          paragraph: [
            "Catalog and market errors are JSON ",
            { code: '{"ok":false,"error":{"code","message","hint"}}' },
            ": 400 for malformed input (each with its own code), 404 ",
            { code: "NOT_FOUND" },
            ", 405 with Allow, 422 ",
            { code: "UNKNOWN_ALIAS" },
            " with suggested slugs in error.unknown, 429 ",
            { code: "RATE_LIMITED" },
            " with Retry-After, 503/504 when the interest store is down. Ask AI errors are ",
            { code: '{"ok":false,"code","message"}' },
            ". Every code is listed in the OpenAPI document.",
          ],
        },
        { heading: "Limits", level: 2 },
        {
          list: [
            [
              `Catalog and market: ${limitText(limits.catalogPolicy)}, advertised in the RateLimit-Policy and RateLimit headers.`,
            ],
            [
              `Pages (HTML and Markdown): ${limitText(limits.pagePolicy)}, with the same headers and a JSON 429 RATE_LIMITED.`,
            ],
            ["Up to 10 values per filter, q up to 500 characters, limit 1 to 50 (default 25)."],
            [
              `Ask AI: ${limits.ai.perIpPerMinute} requests per minute per IP, ${limits.ai.turnsPerConversation} turns per conversation, messages up to 1,200 characters.`,
            ],
            ["Search answers are cacheable: reuse them with If-None-Match."],
          ],
        },
        { heading: "Versioning", level: 2 },
        {
          paragraph: [
            "Stable paths start with /api/v1/; fields may be added within v1. Removals are announced with Deprecation and Sunset headers at least 90 days ahead: see the ",
            { link: "/deprecation.md", text: "deprecation policy" },
            ".",
          ],
        },
      ],
    };
  };
}
