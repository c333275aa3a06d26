import { describe, expect, it } from "vitest";
import { unescapeHtml } from "../../../test/html-text.ts";
import { call } from "../../../test/http-helpers.ts";
import { createApi } from "../../app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36" };
const api = createApi({
  rateLimits: { catalog: { limit: 100_000 }, pages: { limit: 100_000 } },
});

async function html(path: string, site = api) {
  const response = await call(site, path, { headers: BROWSER });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The target of the link whose text is `text`, as the page writes it. */
function linkTo(page: string, text: string): string | undefined {
  const match = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(page);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
}

/** The vendor names of a results page, in the order shown. */
function vendorNames(page: string): string[] {
  const list = page.slice(page.indexOf("<ul>"), page.indexOf("</ul>"));
  return [...list.matchAll(/<li><a href="[^"]+">([^<]+)<\/a>/g)].map((m) =>
    unescapeHtml(m[1] ?? ""),
  );
}

describe("the home page's search results", () => {
  it("says how many match in all and pages through every one with Next page links", async () => {
    let page = await html("/?q=ISO+27001");
    expect(page).toMatch(/Showing 25 of (\d+) matching vendors, in name order\./);
    const total = Number(/Showing 25 of (\d+)/.exec(page)?.[1]);
    expect(total).toBeGreaterThan(50);
    expect(linkTo(page, "First page")).toBeUndefined();

    const seen = vendorNames(page);
    let next = linkTo(page, "Next page");
    expect(next).toMatch(/^\/\?q=ISO\+27001&cursor=[\w-]+$/);
    while (next) {
      page = await html(next);
      expect(page).toMatch(new RegExp(`Showing \\d+ more of ${total} matching vendors`));
      expect(linkTo(page, "First page")).toBe("/?q=ISO+27001");
      seen.push(...vendorNames(page));
      next = linkTo(page, "Next page");
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("shows no page links when every match fits", async () => {
    const page = await html("/?q=iso+27001+in+germany");
    expect(page).toMatch(/Showing (\d+) of \1 matching vendors/);
    expect(page).not.toContain("Next page");
  });

  it("writes the same page links in Markdown, and under the basePath", async () => {
    const markdown = await (
      await call(api, "/?q=ISO+27001", { headers: { ...BROWSER, accept: "text/markdown" } })
    ).text();
    expect(markdown).toMatch(/Showing 25 of \d+ matching vendors/);
    expect(markdown).toMatch(/\[Next page\]\(\/\?q=ISO\+27001&cursor=[\w-]+\)/);

    const mounted = createApi({ basePath: "/directory" });
    const page = await html("/directory/?q=ISO+27001", mounted);
    const next = linkTo(page, "Next page") ?? "";
    expect(next).toMatch(/^\/directory\/\?q=ISO\+27001&cursor=/);
    expect(await html(next, mounted)).toContain("Showing 25 more of");
  });

  it("explains a broken page link or one for another search, and offers to start over", async () => {
    const first = await html("/?q=ISO+27001");
    const cursor = new URL(linkTo(first, "Next page") ?? "", "http://x").searchParams.get("cursor");
    for (const bad of ["x", "", "%F0%9F%98%80", "A".repeat(3000), `${cursor}A`]) {
      const page = await html(`/?q=ISO+27001&cursor=${bad}`);
      expect(page, bad).toContain("That page link is broken or incomplete.");
      expect(linkTo(page, "Start this search over")).toBe("/?q=ISO+27001");
    }
    const other = await html(`/?q=SOC+2&cursor=${cursor}`);
    expect(other).toContain("That page link is for another search.");
    expect(linkTo(other, "Start this search over")).toBe("/?q=SOC+2");
  });
});
