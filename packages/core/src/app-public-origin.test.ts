import { describe, expect, it } from "vitest";
import { fixtureApi } from "../test/fixture-api.ts";
import { answerText, readEvents } from "../test/sse.ts";
import type { createApi } from "./app.ts";
import type { ApiOptions } from "./options.ts";

const PUBLIC = "https://grc.example.com";

function apiWith(options: ApiOptions) {
  return fixtureApi(options);
}

/** Every absolute URL the API writes, in any kind of body. */
function absoluteUrls(text: string): string[] {
  // An HTML-escaped quote (`&quot;`, as around a URL in a JSON code block) ends a URL too.
  return [...text.replaceAll("&quot;", '"').matchAll(/https?:\/\/[^\s"'<>)\]\\]+/g)].map(
    (match) => match[0],
  );
}

/** URLs outside the catalog's own external links and schema/vocabulary references. */
function ownUrls(text: string): string[] {
  return absoluteUrls(text).filter(
    (url) =>
      !/^https?:\/\/(?:[a-z0-9-]+\.)*(?:partner\.example|schema\.org|static\.modelcontextprotocol\.io|www\.w3\.org|github\.com|spdx\.org|json-schema\.org)(?:[/:]|$)/.test(
        url,
      ) && !/^https:\/\/[a-z0-9-]+\.example(?:[/:]|$)/.test(url),
  );
}

// A request as a client that lies about every origin-bearing header would send it.
const SPOOFED = {
  host: "evil.test",
  "x-forwarded-host": "evil.test",
  "x-forwarded-proto": "http",
  forwarded: 'proto=http;host="evil.test"',
};

const DOCUMENTS = [
  "/api/v1/search?framework=iso-27001",
  "/api/tools.json",
  "/api/v1/market?framework=iso-27001",
  "/api/v1/market?dimension=frameworks",
  "/llms.txt",
  "/agent.txt",
  "/openapi.json",
  "/.well-known/mcp/server-card.json",
  "/",
  "/developers",
  "/mcp",
  "/trends",
  "/trends/frameworks",
  "/grc-services/iso-27001",
];

async function askAi(api: ReturnType<typeof createApi>, base: string, headers = {}) {
  const response = await api.fetch(
    new Request(`${base}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ message: "ISO 27001 audit in Germany" }),
    }),
    { clientAddress: "203.0.113.7" },
  );
  expect(response.status).toBe(200);
  const { events } = await readEvents(response);
  const meta = events.find((event) => event.event === "meta");
  const pages: string[] = meta?.data.vendors.map((v: { detailsPage: string }) => v.detailsPage);
  return { pages, text: answerText(events) };
}

describe("PUBLIC_URL (the publicUrl option)", () => {
  for (const basePath of ["", "/directory"]) {
    const api = apiWith({ publicUrl: PUBLIC, basePath, trustProxy: 2 });
    const root = `${PUBLIC}${basePath}`;

    it.each(DOCUMENTS)(
      `every absolute link in %s starts with it (basePath ${JSON.stringify(basePath)}), whatever Host and forwarding headers say`,
      async (path) => {
        for (const origin of ["http://evil.test", "http://127.0.0.1:8787"]) {
          const response = await api.fetch(
            new Request(`${origin}${basePath}${path}`, {
              headers: { ...SPOOFED, "user-agent": "Mozilla/5.0 Chrome/124.0" },
            }),
            { clientAddress: "203.0.113.7" },
          );
          expect(response.status, path).toBe(200);
          const text = await response.text();
          expect(text).not.toContain("evil.test");
          expect(text).not.toContain("127.0.0.1");
          const own = ownUrls(text);
          // Pages and the market write site paths; the documents must carry absolute links.
          if (!path.startsWith("/trends") && path !== "/grc-services/iso-27001" && path !== "/") {
            expect(own.length, path).toBeGreaterThan(0);
          }
          for (const url of own) expect(url === root || url.startsWith(`${root}/`), url).toBe(true);
        }
      },
    );

    it(`OpenAPI names ${root} as its server`, async () => {
      const response = await api.fetch(new Request(`http://evil.test${basePath}/openapi.json`));
      expect((await response.json()).servers[0].url).toBe(root);
    });

    it(`Ask AI's vendor links and answer text use it (basePath ${JSON.stringify(basePath)})`, async () => {
      const { pages, text } = await askAi(api, `http://evil.test${basePath}`, SPOOFED);
      expect(pages).toContain(`${root}/vendors/alpha-assurance`);
      for (const page of pages) {
        expect(page.startsWith(`${root}/`) || page.startsWith("https://partner.example/")).toBe(
          true,
        );
      }
      expect(text).not.toContain("evil.test");
      expect(text).toContain(`${root}/vendors/`);
    });
  }

  it("search and tools answers cached for one Host are not served to another", async () => {
    const plain = apiWith({});
    const spoofed = await plain.fetch(new Request("http://evil.test/api/tools.json"));
    expect(await spoofed.text()).toContain("http://evil.test/vendors/");
    const pinned = apiWith({ publicUrl: PUBLIC });
    for (const path of ["/api/tools.json", "/api/v1/search?framework=iso-27001"]) {
      const text = await (await pinned.fetch(new Request(`http://evil.test${path}`))).text();
      expect(text).not.toContain("evil.test");
      expect(text).toContain(`${PUBLIC}/vendors/alpha-assurance`);
    }
  });

  it.each([
    "https://grc.example.com",
    "https://grc.example.com/",
    "http://localhost:8787",
    "https://[2001:db8::1]:8443",
    "HTTPS://GRC.Example.COM",
  ])("accepts %s", (publicUrl) => {
    expect(() => apiWith({ publicUrl })).not.toThrow();
  });

  it.each([
    "grc.example.com",
    "//grc.example.com",
    "ftp://grc.example.com",
    "javascript:alert(1)",
    "https://grc.example.com/directory",
    "https://grc.example.com/?x=1",
    "https://grc.example.com/#top",
    "https://grc.example.com?",
    "https://user:pass@grc.example.com",
    "https://",
    "/directory",
    42,
  ])("throws a TypeError at createApi for %j", (publicUrl) => {
    expect(() => apiWith({ publicUrl: publicUrl as string })).toThrow(TypeError);
  });

  it("normalises the origin it is given (case, default port, trailing slash)", async () => {
    const api = apiWith({ publicUrl: "HTTPS://GRC.Example.com:443/" });
    const body = await (await api.fetch(new Request("http://x.test/api/tools.json"))).json();
    expect(body.services[0].detailsPage).toMatch(/^https:\/\/grc\.example\.com\/vendors\//);
  });
});

describe("origin behind trusted proxies (trustProxy, no PUBLIC_URL)", () => {
  const detailsOf = async (api: ReturnType<typeof createApi>, headers: Record<string, string>) => {
    const response = await api.fetch(
      new Request("http://10.0.0.5:8787/api/tools.json", { headers }),
      { clientAddress: "10.0.0.1" },
    );
    const body = await response.json();
    return new URL(body.services[0].detailsPage).origin;
  };

  it("ignores every forwarding header without trustProxy", async () => {
    const api = apiWith({});
    expect(await detailsOf(api, SPOOFED)).toBe("http://10.0.0.5:8787");
  });

  it("uses X-Forwarded-Proto and X-Forwarded-Host from the trusted hop", async () => {
    const api = apiWith({ trustProxy: 1 });
    expect(
      await detailsOf(api, { "x-forwarded-proto": "https", "x-forwarded-host": "grc.example.com" }),
    ).toBe("https://grc.example.com");
  });

  it("takes the entry trustProxy from the end, never what the client put before it", async () => {
    const headers = {
      "x-forwarded-proto": "http, https, https",
      "x-forwarded-host": "evil.test, grc.example.com, inner.internal",
    };
    expect(await detailsOf(apiWith({ trustProxy: 2 }), headers)).toBe("https://grc.example.com");
    expect(await detailsOf(apiWith({ trustProxy: 1 }), headers)).toBe("https://inner.internal");
  });

  it("falls back to the request's origin when a list is shorter than the trusted hops", async () => {
    const api = apiWith({ trustProxy: 3 });
    expect(
      await detailsOf(api, { "x-forwarded-proto": "https", "x-forwarded-host": "evil.test" }),
    ).toBe("http://10.0.0.5:8787");
  });

  it("reads RFC 7239 Forwarded proto= and host= from the trusted element", async () => {
    const api = apiWith({ trustProxy: 1 });
    expect(
      await detailsOf(api, {
        forwarded:
          'for=6.6.6.6;host=evil.test, for=198.51.100.1;proto=https;host="grc.example.com:8443"',
      }),
    ).toBe("https://grc.example.com:8443");
    expect(await detailsOf(apiWith({ trustProxy: 2 }), { forwarded: "proto=https" })).toBe(
      "http://10.0.0.5:8787",
    );
  });

  it("prefers X-Forwarded-* over Forwarded, field by field", async () => {
    const api = apiWith({ trustProxy: 1 });
    expect(
      await detailsOf(api, {
        "x-forwarded-host": "grc.example.com",
        forwarded: "proto=https;host=other.example",
      }),
    ).toBe("https://grc.example.com");
  });

  it.each([
    ["x-forwarded-host", "evil.test/path"],
    ["x-forwarded-host", "evil.test?x"],
    ["x-forwarded-host", "user@evil.test"],
    ["x-forwarded-host", "<script>"],
    ["x-forwarded-host", "evil.test:99999"],
    ["x-forwarded-host", "999.1.1.1"],
    ["x-forwarded-host", "[::::]"],
    ["x-forwarded-host", "evil test"],
    ["x-forwarded-host", '"evil.test"'],
    ["x-forwarded-proto", "javascript"],
    ["x-forwarded-proto", "ftp"],
    ["forwarded", 'host="evil.test/x"'],
    ["forwarded", "proto=javascript"],
    ["forwarded", 'host="unterminated'],
    ["forwarded", "host=a;host=b"],
  ])("ignores a bad %s value %j (the request's own origin is used)", async (name, value) => {
    const api = apiWith({ trustProxy: 1 });
    expect(await detailsOf(api, { [name]: value })).toBe("http://10.0.0.5:8787");
  });

  it("also takes the client IP from X-Forwarded-For when no clientIp resolver is given", async () => {
    const api = apiWith({ trustProxy: 1, rateLimits: { catalog: { limit: 1 } } });
    const call = (forwardedFor: string) =>
      api.fetch(
        new Request("http://10.0.0.5/api/v1/search?framework=iso-27001", {
          headers: { "x-forwarded-for": forwardedFor },
        }),
        { clientAddress: "10.0.0.1" },
      );
    expect((await call("198.51.100.1")).status).toBe(200);
    expect((await call("198.51.100.1")).status).toBe(429);
    expect((await call("198.51.100.2")).status).toBe(200);
  });

  it.each([-1, 1.5, 11, "1", Number.NaN])("throws a TypeError for trustProxy %j", (trustProxy) => {
    expect(() => apiWith({ trustProxy: trustProxy as number })).toThrow(TypeError);
  });
});
