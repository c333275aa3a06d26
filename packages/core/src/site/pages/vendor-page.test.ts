import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../test/fixture-catalog.ts";
import { call, manualClock } from "../../../test/http-helpers.ts";
import { createApi } from "../../app.ts";
import { memoryInterestStore } from "../../memory/memory-interest-store.ts";

const MARKDOWN = { headers: { accept: "text/markdown" } };
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

function withHostileText() {
  const document = structuredClone(fixtureDocument);
  const [zeta] = document.vendors;
  if (zeta) {
    zeta.description = 'Audits. </script><script>alert("x")</script><!-- & more';
    zeta.name = "Zeta </SCRIPT> Audit";
  }
  return document;
}

function api(document: typeof fixtureDocument = fixtureDocument) {
  return createApi({ catalog: document, ai: { tokenSecret: "test-secret-0123456789" } });
}

/** The JSON-LD of an HTML page, parsed. */
function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD");
  return JSON.parse(match[1] ?? "");
}

describe("vendor pages", () => {
  it("show a vendor's public fields with links to its directory pages, never private ones", async () => {
    const response = await call(api(), "/vendors/zeta-audit");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      "Zeta Audit",
      "Zeta Audit helps companies pass audits.",
      "Zeta Audit is a fictional vendor used by the test suite.",
      "First audit",
      "SaaS",
      "startup",
      "English",
      '<a href="https://zeta-audit.example">',
      '<a href="/grc-services/iso-27001">',
      '<a href="/grc-services/soc-2">',
      '<a href="/grc-services/regions/de">',
      '<a href="/grc-services/regions/eu">',
      '<a href="/grc-services/iso-27001/de">',
      '<a href="/grc-services/soc-2/eu">',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("hello@zeta-audit.example");
    expect(html).not.toContain("private: fast-track customer");
  });

  it("negotiate Markdown with the same fields", async () => {
    const response = await call(api(), "/vendors/zeta-audit", MARKDOWN);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Zeta Audit\n/);
    expect(markdown).toContain("(/grc-services/iso-27001/de)");
    expect(markdown).toContain("(https://zeta-audit.example)");
    expect(markdown).not.toContain("private");
    expect(markdown).not.toContain("application/ld+json");
  });

  it("carry schema.org Organization data that parses as JSON", async () => {
    const html = await (await call(api(), "/vendors/zeta-audit")).text();
    expect(jsonLd(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Zeta Audit",
      url: "https://zeta-audit.example",
      description: "Zeta Audit is a fictional vendor used by the test suite.",
      areaServed: ["Germany", "European Union"],
      knowsAbout: expect.arrayContaining(["ISO/IEC 27001", "SOC 2"]),
    });
  });

  it("keep catalog text that closes the script inside the JSON-LD data", async () => {
    const response = await call(api(withHostileText()), "/vendors/zeta-audit");
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<script/gi)).toHaveLength(1);
    expect(head).not.toMatch(/<\/script>\s*<script>|<!--/i);
    const data = jsonLd(html);
    expect(data.description).toBe('Audits. </script><script>alert("x")</script><!-- & more');
    expect(data.name).toBe("Zeta </SCRIPT> Audit");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("link an absolute detailsPage as the vendor's full profile", async () => {
    const html = await (await call(api(), "/vendors/gamma-grc")).text();
    expect(html).toContain('<a href="https://partner.example/gamma">');
  });

  it.each(["/vendors/nobody", "/vendors/", "/vendors/zeta-audit/more", "/vendors/ZETA-AUDIT"])(
    "answer %s with the 404 page in both formats",
    async (path) => {
      const site = api();
      const html = await call(site, path);
      expect(html.status).toBe(404);
      expect(await html.text()).toContain("Page not found");
      expect((await call(site, path, MARKDOWN)).status).toBe(404);
    },
  );

  it("are not counted as directory interest", async () => {
    const store = memoryInterestStore();
    const clock = manualClock();
    const site = createApi({
      catalog: fixtureDocument,
      market: { store },
      clock,
      ai: { tokenSecret: "test-secret-0123456789" },
    });
    await call(site, "/vendors/zeta-audit", { headers: { "user-agent": BROWSER } });
    await call(site, "/grc-services/iso-27001", { headers: { "user-agent": BROWSER } });
    const day = Math.floor(clock.now() / 86_400_000);
    const totals = await store.totals("framework", [{ fromDay: day, toDay: day + 1 }]);
    expect(totals.rows.get("framework:iso-27001")?.[0]?.humanPageviews).toBe(1);
    expect(totals.rows.get("framework:soc-2")?.[0]?.humanPageviews ?? 0).toBe(0);
  });
});
