import type { BenchRequest } from "./captured-answer.ts";

/** One HTTP row: a request the project answers, measured against a bare `node:http` server. */
export interface HttpRow {
  /** Stable key of the row in the results JSON (`--baseline` pairs rows by it). */
  id: string;
  name: string;
  request: BenchRequest;
  /** The status the project must answer `request` with, the one measured. */
  status: number;
  /**
   * Send `If-None-Match` with the ETag of a plain `GET` of the same path: the project and
   * the bare server both answer 304.
   */
  conditional?: boolean;
  connections: number;
  /** Project req/s ÷ bare req/s must be at least this; without one, only `--baseline` checks. */
  target?: number;
  /** Also measured against the plain Hono app (`bench/peers/hono-peer.ts`). */
  peer?: boolean;
  /** Settings of the project server for this row, over `adapterEnv`'s. */
  projectEnv?: Record<string, string>;
}

/** Project req/s ÷ Hono peer req/s must be at least this on every peer row. */
export const PEER_TARGET = 1.5;

/** Error answers must keep at least this share of a bare server sending the same bytes. */
const ERROR_TARGET = 0.7;

/** Ask AI's question: framework, region and a company profile, answered with three vendors. */
export const ASK_AI_MESSAGE = "SOC 2 auditor in Germany for a 50-person SaaS startup";

const ONE_TAG = "/api/v1/search?framework=iso-27001";

/** Every HTTP row, in table order. */
export const HTTP_ROWS: readonly HttpRow[] = [
  {
    id: "search-one-tag",
    name: "search one tag",
    request: { path: ONE_TAG },
    status: 200,
    connections: 50,
    peer: true,
  },
  {
    id: "search-q",
    name: "search with `q`",
    request: { path: "/api/v1/search?q=soc+2+auditor+in+germany" },
    status: 200,
    connections: 50,
  },
  {
    id: "search-304",
    name: "304 on `If-None-Match`",
    request: { path: ONE_TAG },
    conditional: true,
    status: 304,
    connections: 50,
  },
  {
    id: "market-point",
    name: "market point lookup",
    request: { path: "/api/v1/market?framework=iso-27001&region=de" },
    status: 200,
    connections: 50,
  },
  {
    id: "market-ranking",
    name: "market ranking",
    request: { path: "/api/v1/market?dimension=combinations&window=90d" },
    status: 200,
    connections: 50,
  },
  {
    // The bare server streams the same events, one write each, as issue 15 defines it.
    id: "ask-ai",
    name: "Ask AI, full SSE stream",
    request: {
      path: "/api/ai-search",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: ASK_AI_MESSAGE }),
    },
    status: 200,
    connections: 16,
  },
  {
    id: "tools-dump",
    name: "tools dump",
    request: { path: "/api/tools.json" },
    status: 200,
    connections: 50,
    peer: true,
  },
  {
    id: "not-found",
    name: "404 on `/api/…`",
    request: { path: "/api/nope" },
    status: 404,
    connections: 50,
    target: ERROR_TARGET,
    peer: true,
  },
  {
    id: "bad-request",
    name: "400 `INVALID_LIMIT`",
    request: { path: "/api/v1/search?limit=0" },
    status: 400,
    connections: 50,
    target: ERROR_TARGET,
  },
  {
    // One request a day per client: every request after the first is over the limit.
    id: "rate-limited",
    name: "429 over the catalog limit",
    request: { path: ONE_TAG },
    status: 429,
    connections: 50,
    target: ERROR_TARGET,
    projectEnv: { CATALOG_RATE_LIMIT: "1", CATALOG_RATE_WINDOW_SECONDS: "86400" },
  },
];
