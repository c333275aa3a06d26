import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { wantsMarkdown } from "./wants-markdown.ts";

describe("Markdown or HTML, by the Accept header", () => {
  it.each([
    ["text/markdown", true],
    ["TEXT/MARKDOWN; charset=utf-8", true],
    ["text/html;q=0.5, text/markdown", true],
    ["text/markdown, text/html;q=0.9, */*;q=0.1", true],
    ["text/*, text/markdown", true],
    ["text/*;q=0.5, text/html;q=0", true],
    ["text/markdown;q=0", false],
    ["text/markdown;q=0, */*", false],
    ["text/html, text/markdown;q=0.9", false],
    ["*/*", false],
    ["text/*", false],
    ["text/html, text/markdown", false],
    ["text/markdown, text/html", false],
    ["text/markdown;q=0.8, text/html;q=0.8", false],
    ["application/json", false],
    ["", false],
    [null, false],
    ["text/markdown;q=abc", false],
    ["garbage", false],
    [",,,;;;===", false],
    ["text/markdown; charset=iso-8859-1", false],
    ["text/markdown;q=1.5", true],
  ])("%j gets Markdown: %s", (accept, markdown) => {
    expect(wantsMarkdown(accept)).toBe(markdown);
  });

  it("never throws, whatever the header", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc
            .array(
              fc.tuple(
                fc.constantFrom("text/markdown", "text/html", "text/*", "*/*", "x", ""),
                fc.option(fc.oneof(fc.double(), fc.string({ maxLength: 6 }))),
              ),
              { maxLength: 6 },
            )
            .map((ranges) =>
              ranges.map(([range, q]) => (q === null ? range : `${range};q=${q}`)).join(", "),
            ),
        ),
        (accept) => {
          expect(typeof wantsMarkdown(accept)).toBe("boolean");
        },
      ),
    );
  });

  it("is the same whatever the order of equally preferred ranges", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(["text/markdown", "text/html", "*/*", "text/*"], { minLength: 1 }),
        (ranges) => {
          expect(wantsMarkdown(ranges.join(", "))).toBe(
            wantsMarkdown([...ranges].reverse().join(", ")),
          );
        },
      ),
    );
  });

  describe("through the API", () => {
    const api = createApi({ logger: { warn() {}, error() {} } });
    const typeOf = async (accept?: string) => {
      const response = await api.fetch(
        new Request("http://directory.test/developers", accept ? { headers: { accept } } : {}),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toContain("Accept");
      await response.body?.cancel();
      return response.headers.get("content-type");
    };

    it("answers Markdown only when it is preferred, HTML otherwise (never a 500)", async () => {
      expect(await typeOf("text/markdown")).toContain("text/markdown");
      expect(await typeOf("text/html;q=0.5, text/markdown")).toContain("text/markdown");
      expect(await typeOf("text/markdown;q=0")).toContain("text/html");
      expect(await typeOf("*/*")).toContain("text/html");
      expect(await typeOf()).toContain("text/html");
      expect(await typeOf("text/markdown, text/html")).toContain("text/html");
      expect(await typeOf('\u0001;;q=,"')).toContain("text/html");
    });
  });
});
