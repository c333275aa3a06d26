import type { BenchRequest } from "./captured-answer.ts";
import { HOT_SEARCH_PATH } from "./queries.ts";

/** One endpoint of the HTTP ratio table and the share of bare req/s it must keep. */
export interface HttpEndpoint {
  name: string;
  request: BenchRequest;
  /**
   * Send `If-None-Match` with the ETag of a plain `GET` of the same path: the project and
   * the bare server both answer 304.
   */
  conditional?: boolean;
  /**
   * Project req/s ÷ bare req/s must be at least this; none for a row measured for
   * comparison only.
   */
  target?: number;
  /**
   * How the bare server sends an event stream: as the project sent it (`as-sent`, the
   * default: whole if the project sent it whole), or event by event (`events`).
   */
  bareFraming?: "as-sent" | "events";
  connections: number;
  /** How the bare server is described in the report. */
  bareLabel: string;
}

/** Ask AI's question: framework, region and a company profile, answered with three vendors. */
export const ASK_AI_MESSAGE = "SOC 2 auditor in Germany for a 50-person SaaS startup";

/** The README example; the full bench also splits its cost (bridge, core, access log). */
export const SEARCH_ONE_TAG: HttpEndpoint = {
  name: "search one tag",
  request: { path: HOT_SEARCH_PATH },
  target: 0.85,
  connections: 50,
  bareLabel: "node:http, same bytes",
};

/**
 * A question answered as a stream of server-sent events, fewer connections at a time,
 * against the baseline issue 15 names: "a bare server streaming the same events" (one write
 * per event, chunked), whichever way the project sent them.
 */
export const ASK_AI: HttpEndpoint = {
  name: "Ask AI, full SSE stream",
  request: {
    path: "/api/ai-search",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: ASK_AI_MESSAGE }),
  },
  target: 0.5,
  bareFraming: "events",
  connections: 16,
  bareLabel: "node:http, streaming the same events (one write each)",
};

/**
 * The same question against a stricter baseline, for comparison only: a bare server
 * sending the same bytes whole, in one write, as the built-in responder's answer (all its
 * events ready at once) is sent by the project.
 */
export const ASK_AI_SENT_WHOLE: HttpEndpoint = {
  ...ASK_AI,
  name: "Ask AI, against the same bytes sent whole",
  target: undefined,
  bareFraming: "as-sent",
  bareLabel: "node:http, the same bytes in one write, as the project sent them",
};

/** The endpoints of issue 15, in report order. */
export const HTTP_ENDPOINTS: readonly HttpEndpoint[] = [
  SEARCH_ONE_TAG,
  {
    name: "search with `q` free text",
    request: { path: `/api/v1/search?${new URLSearchParams({ q: "soc 2 auditor in germany" })}` },
    target: 0.75,
    connections: 50,
    bareLabel: "node:http, same bytes",
  },
  {
    name: "304 on `If-None-Match`",
    request: { path: HOT_SEARCH_PATH },
    conditional: true,
    target: 0.85,
    connections: 50,
    bareLabel: "node:http, 304 with the same ETag",
  },
  {
    name: "market point lookup",
    request: { path: "/api/v1/market?framework=iso-27001&region=de" },
    target: 0.5,
    connections: 50,
    bareLabel: "node:http, same bytes",
  },
  {
    name: "market ranking",
    request: { path: "/api/v1/market?dimension=combinations&window=90d" },
    target: 0.6,
    connections: 50,
    bareLabel: "node:http, same bytes",
  },
  ASK_AI,
  ASK_AI_SENT_WHOLE,
];
