import { describe, expect, it } from "vitest";
import { fixtureApi } from "../../test/fixture-api.ts";
import type { Api } from "../app.ts";
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from "./page-security-headers.ts";

const HTML = { accept: "text/html" };

async function get(api: Api, url: string, headers: Record<string, string> = HTML) {
  const response = await api.fetch(new Request(url, { headers }), { clientAddress: "203.0.113.7" });
  await response.body?.cancel();
  return response;
}

describe("security headers of pages", () => {
  it.each([
    ["a page", "/trends", 200],
    ["the home page", "/", 200],
    ["the 404 page", "/no-such-page", 404],
  ])("%s carries Permissions-Policy, COOP and the CSP", async (_name, path, status) => {
    const response = await get(fixtureApi(), `http://directory.test${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("denies the powerful features the site never uses", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it("sends Strict-Transport-Security for this host only, when the public origin is https", async () => {
    const https = await get(fixtureApi(), "https://directory.test/trends");
    expect(https.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000");

    const published = fixtureApi({ publicUrl: "https://grc.example.com" });
    for (const path of ["/trends", "/no-such-page"]) {
      const response = await get(published, `http://127.0.0.1:8787${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBe(
        STRICT_TRANSPORT_SECURITY,
      );
    }
    const proxied = fixtureApi({ trustProxy: 1 });
    const forwarded = await get(proxied, "http://10.0.0.5/trends", {
      ...HTML,
      "x-forwarded-proto": "https",
      "x-forwarded-host": "grc.example.com",
    });
    expect(forwarded.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("never sends it over http", async () => {
    const plain = await get(fixtureApi(), "http://directory.test/trends");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    const httpPublic = fixtureApi({ publicUrl: "http://grc.example.com" });
    const reached = await get(httpPublic, "https://grc.example.com/no-such-page");
    expect(reached.headers.get("strict-transport-security")).toBeNull();
  });

  it("puts the same set on a page's Markdown, and none on the API or documents", async () => {
    const api = fixtureApi();
    const markdown = await get(api, "https://directory.test/trends.md", {});
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(markdown.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    for (const path of ["/api/v1/search?framework=soc-2", "/openapi.json", "/llms.txt"]) {
      const response = await get(api, `https://directory.test${path}`, {});
      expect(response.headers.get("permissions-policy"), path).toBeNull();
      expect(response.headers.get("cross-origin-opener-policy"), path).toBeNull();
    }
  });
});
