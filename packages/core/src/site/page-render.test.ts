import fc from "fast-check";
import { lexer, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { call } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";

const MARKDOWN = { headers: { accept: "text/markdown" } };
const api = createApi({
  ai: { tokenSecret: "test-secret-0123456789" },
  rateLimits: { catalog: { limit: 1_000_000 }, pages: { limit: 1_000_000 } },
});

/** Every token of a Markdown document, nested ones included. */
function allTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => {
    const children = [
      ...("tokens" in token && token.tokens ? token.tokens : []),
      ...(token.type === "list" ? (token as Tokens.List).items : []),
    ];
    return [token, ...allTokens(children)];
  });
}

const INLINE_MARKUP = new Set(["link", "image", "em", "strong", "codespan", "del", "html", "br"]);

/** What `q` could have built: the results heading's own tokens, and the page's structure. */
async function homeMarkdown(q: string) {
  const url = `/?q=${encodeURIComponent(q)}`;
  const markdown = await (await call(api, url, MARKDOWN)).text();
  const html = await (await call(api, url)).text();
  const tokens = lexer(markdown);
  const headings = tokens.filter((t): t is Tokens.Heading => t.type === "heading");
  const main = html.slice(html.indexOf("<main>"), html.indexOf("</main>"));
  const withoutForms = main.replace(/<(form|section)[\s\S]*?<\/\1>/g, "");
  return { markdown, tokens, headings, withoutForms };
}

describe("Markdown escaping", () => {
  it("keeps a q with newlines, lists and links inside the results heading", async () => {
    const q = "iso 27001\n- [click](https://evil.example)\n# owned\n\n1. one\n> quote";
    const { markdown, headings } = await homeMarkdown(q);
    const line = markdown.split("\n").find((l) => l.startsWith("## Results for"));
    expect(line).toBeDefined();
    expect(markdown).not.toMatch(/^(- \[click\]|# owned|1\. one|> quote)/m);
    expect(headings.map((h) => h.depth)).toEqual([1, 2]);
    expect(headings[1]?.text.replace(/\\(.)/g, "$1")).toContain(
      "iso 27001 - [click](https://evil.example) # owned 1. one > quote",
    );
  });

  it("lets no q build Markdown structure outside the heading line (property)", async () => {
    const markupPiece = fc.constantFrom(
      "\n",
      "\r\n",
      "\u2028",
      "- ",
      "* ",
      "+ ",
      "1. ",
      "# ",
      "> ",
      "|",
      "`",
      "```",
      "[x](/y)",
      "![i](/i.png)",
      "<b>",
      "&amp;",
      "**",
      "_",
      "~~",
      "https://evil.example",
      "www.evil.example",
      "_www.evil.example",
      "a@b.example",
      "    ",
      "===",
      "---",
      "\\",
      "iso 27001",
      "germany",
    );
    const q = fc
      .array(fc.oneof(markupPiece, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.join(""))
      .filter((text) => text.trim().length > 0 && text.length <= 500);
    await fc.assert(
      fc.asyncProperty(q, async (text) => {
        const { tokens, headings, withoutForms } = await homeMarkdown(text);
        // One title, one results heading, and q inside it as plain text only.
        expect(headings.map((h) => h.depth)).toEqual([1, 2]);
        const inHeading = allTokens(headings[1]?.tokens ?? []).map((t) => t.type);
        expect(inHeading.filter((type) => INLINE_MARKUP.has(type))).toEqual([]);
        // Outside it, the page's own structure: as many links and list items as the HTML.
        const all = allTokens(tokens);
        const links = all.filter((t) => t.type === "link").length;
        const items = all.filter((t) => t.type === "list_item").length;
        expect(links).toBe((withoutForms.match(/<a /g) ?? []).length);
        expect(items).toBe((withoutForms.match(/<li>/g) ?? []).length);
        expect(
          all.filter((t) => ["code", "blockquote", "table", "hr", "html"].includes(t.type)),
        ).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe("the 404 page", () => {
  it.each(["//evil.example/x", "///evil.example/x", "/\\evil.example/x"])(
    "never points its alternate link off-site for %s",
    async (path) => {
      const response = await api.fetch(new Request(`http://directory.test${path}`));
      expect(response.status).toBe(404);
      const html = await response.text();
      const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html);
      const href = alternate?.[1] ?? "";
      expect(href).toMatch(/^\/[^/\\]/);
      expect(new URL(href, "http://directory.test/").origin).toBe("http://directory.test");
    },
  );

  it("keeps the alternate link under basePath when mounted", async () => {
    const mounted = createApi({
      basePath: "/directory",
      ai: { tokenSecret: "test-secret-0123456789" },
    });
    const html = await (
      await mounted.fetch(new Request("http://directory.test/directory//evil.example/x"))
    ).text();
    expect(html).toContain(
      '<link rel="alternate" type="text/markdown" href="/directory/evil.example/x">',
    );
  });
});
