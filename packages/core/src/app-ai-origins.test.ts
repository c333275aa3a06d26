import { describe, expect, it, vi } from "vitest";
import { fixtureApi } from "../test/fixture-api.ts";
import { call, ORIGIN } from "../test/http-helpers.ts";
import { mcpHttpClient, toolText } from "../test/mcp-client.ts";
import type { Api } from "./app.ts";
import type { ApiOptions } from "./options.ts";
import type { ChatResponder } from "./ports.ts";

const ELSEWHERE = "https://elsewhere.example";
const PARTNER = "https://www.partner.example";
const QUESTION = JSON.stringify({ message: "SOC 2 auditor in the United States" });

/** A model-like responder that counts its calls: a refused request must never reach it. */
function countingResponder() {
  const respond = vi.fn(async function* () {
    yield { text: "Streamed." };
    yield { finishReason: "stop" };
  });
  const responder: ChatResponder = { model: "counting", respond };
  return { responder, respond };
}

function aiApi(ai: ApiOptions["ai"] = {}, options: ApiOptions = {}) {
  return fixtureApi({ ...options, ai: { tokenSecret: "test-secret-0123456789", ...ai } });
}

/** Asks Ask AI from a browser page on `origin` (no header: not a browser), body read. */
async function ask(api: Api, origin?: string, headers: Record<string, string> = {}) {
  const response = await call(api, "/api/ai-search", {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...headers },
    body: QUESTION,
  });
  return { response, text: await response.text() };
}

/** The browser's preflight before a JSON POST from `origin`. */
function preflight(api: Api, origin?: string) {
  return call(api, "/api/ai-search", {
    method: "OPTIONS",
    headers: {
      ...(origin ? { origin } : {}),
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    },
  });
}

/** Every `Access-Control-*` header of an answer. */
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("Ask AI from browsers, by default (AI_ALLOWED_ORIGINS unset)", () => {
  it("refuses another site's request with 403 origin_not_allowed and no grant, before any model call", async () => {
    const { responder, respond } = countingResponder();
    const api = aiApi({ responder });
    const { response, text } = await ask(api, ELSEWHERE);
    expect(response.status).toBe(403);
    expect(JSON.parse(text)).toMatchObject({ ok: false, code: "origin_not_allowed" });
    expect(JSON.parse(text).message).toContain(ELSEWHERE);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get("vary")).toBe("Origin");
    // A simple request (a form, or text/plain) skips the preflight: refused just the same.
    const simple = await ask(api, ELSEWHERE, { "content-type": "text/plain" });
    expect(simple.response.status).toBe(403);
    expect(respond).not.toHaveBeenCalled();
  });

  it("answers another site's preflight without any Access-Control-Allow-* grant", async () => {
    const response = await preflight(aiApi(), ELSEWHERE);
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(corsHeaders(response)).toEqual([]);
  });

  it("serves the deployment's own pages: Origin at its origin, or its public origin", async () => {
    const { responder, respond } = countingResponder();
    const own = await ask(aiApi({ responder }), ORIGIN);
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(own.response.headers.get("vary")).toBe("Origin");
    expect(respond).toHaveBeenCalledOnce();

    const published = aiApi({}, { publicUrl: "https://grc.example.com" });
    expect((await ask(published, "https://grc.example.com")).response.status).toBe(200);
    // Its own origin is the public one now: the address it was reached at is another.
    expect((await ask(published, ORIGIN)).response.status).toBe(403);
  });

  it("serves a browser's same-origin request when the server does not know its public origin", async () => {
    // Behind a TLS proxy without PUBLIC_URL: the page is https, the request URL http.
    const api = aiApi();
    const { response } = await ask(api, "https://directory.test", {
      "sec-fetch-site": "same-origin",
    });
    expect(response.status).toBe(200);
    const crossSite = await ask(api, ELSEWHERE, { "sec-fetch-site": "cross-site" });
    expect(crossSite.response.status).toBe(403);
  });

  it("serves requests without Origin (servers, curl) as before, without a grant", async () => {
    const { response, text } = await ask(aiApi());
    expect(response.status).toBe(200);
    expect(text).toContain("event: done");
    expect(corsHeaders(response)).toEqual([]);
    const bare = await preflight(aiApi());
    expect(bare.status).toBe(204);
    expect(corsHeaders(bare)).toEqual([]);
  });

  it("leaves the other /api routes open to every origin", async () => {
    const api = aiApi();
    for (const path of ["/api/v1/search?framework=soc-2", "/api/v1/market?dimension=regions"]) {
      const response = await call(api, path, { headers: { origin: ELSEWHERE } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      await response.body?.cancel();
    }
    const market = await call(api, "/api/v1/market", {
      method: "OPTIONS",
      headers: { origin: ELSEWHERE, "access-control-request-method": "GET" },
    });
    expect(market.headers.get("access-control-allow-origin")).toBe("*");
    expect(market.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
  });
});

describe("Ask AI from browsers with AI_ALLOWED_ORIGINS", () => {
  const listed = () => aiApi({ allowedOrigins: [PARTNER, "http://localhost:3000"] });

  it("grants a listed origin exactly, with Vary: Origin, on the preflight and the POST", async () => {
    const api = listed();
    const grant = await preflight(api, PARTNER);
    expect(grant.status).toBe(204);
    expect(grant.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(grant.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(grant.headers.get("access-control-allow-headers")).toBe("content-type");
    expect(grant.headers.get("vary")).toBe("Origin");

    const { response, text } = await ask(api, PARTNER);
    expect(response.status).toBe(200);
    expect(text).toContain("event: done");
    expect(response.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(response.headers.get("access-control-expose-headers")).toContain("RateLimit");
    expect(response.headers.get("vary")).toBe("Origin");
    // Errors of a listed origin carry the grant too, so that its page can read them.
    const bad = await call(api, "/api/ai-search", {
      method: "POST",
      headers: { origin: PARTNER },
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("access-control-allow-origin")).toBe(PARTNER);
  });

  it("refuses every other origin, its own subdomains' neighbours and other schemes included", async () => {
    const api = listed();
    for (const origin of [
      "https://partner.example",
      "http://www.partner.example",
      "https://www.partner.example:8443",
      "null",
    ]) {
      const refused = await ask(api, origin);
      expect(refused.response.status, origin).toBe(403);
      expect(corsHeaders(refused.response), origin).toEqual([]);
      expect(corsHeaders(await preflight(api, origin)), origin).toEqual([]);
    }
    expect((await ask(api, "http://localhost:3000")).response.status).toBe(200);
    expect((await ask(api, ORIGIN)).response.status).toBe(200);
  });

  it('with "*", answers every origin as before: Access-Control-Allow-Origin: *', async () => {
    const api = aiApi({ allowedOrigins: "*" });
    const { response } = await ask(api, ELSEWHERE);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("vary")).toBeNull();
    const grant = await preflight(api, ELSEWHERE);
    expect(grant.headers.get("access-control-allow-origin")).toBe("*");
    expect(grant.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect((await ask(api)).response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("names the full path under a base path", async () => {
    const api = aiApi({}, { basePath: "/directory" });
    const response = await api.fetch(
      new Request(`${ORIGIN}/directory/api/ai-search`, {
        method: "POST",
        headers: { origin: ELSEWHERE, "content-type": "application/json" },
        body: QUESTION,
      }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain("/directory/api/ai-search");
    const own = await api.fetch(
      new Request(`${ORIGIN}/directory/api/ai-search`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: QUESTION,
      }),
    );
    expect(own.status).toBe(200);
    await own.body?.cancel();
  });
});

describe("ask_ai over MCP from a browser-based client", () => {
  /** An MCP client whose every request carries `Origin`, as a browser's does. */
  const clientOn = (api: Api, origin?: string) =>
    mcpHttpClient(`${ORIGIN}/mcp`, (url, init) => {
      const headers = new Headers(init?.headers);
      if (origin) headers.set("origin", origin);
      return api.fetch(new Request(url, { ...init, headers }), { clientAddress: "203.0.113.20" });
    });
  const askAi = { name: "ask_ai", arguments: { message: "SOC 2 auditor in the United States" } };

  it("follows the same rule: the MCP endpoint is no way around it", async () => {
    const api = aiApi({ allowedOrigins: [PARTNER] });
    const refused = await (await clientOn(api, ELSEWHERE)).callTool(askAi);
    expect(refused.isError).toBe(true);
    expect(toolText(refused)).toContain("origin_not_allowed");
    // The other tools stay open to every origin, as /api is.
    const search = await (await clientOn(api, ELSEWHERE)).callTool({
      name: "search_vendors",
      arguments: { framework: ["SOC 2"], limit: 1 },
    });
    expect(search.isError).toBe(false);
    expect((await (await clientOn(api, PARTNER)).callTool(askAi)).isError).toBe(false);
    expect((await (await clientOn(api)).callTool(askAi)).isError).toBe(false);
  });
});
