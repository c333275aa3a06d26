import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** The first fenced code block after a heading of a Markdown file. */
function firstBlockAfter(markdown: string, heading: string): string | undefined {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) return undefined;
  return markdown.slice(start).match(/\n```[a-z]*\n([\s\S]*?)```/)?.[1];
}

/** Code in the docs that is also a file the test suite runs, so the docs cannot drift. */
const SNIPPETS = [
  {
    doc: "README.md",
    heading: "## Use it as a library",
    file: "examples/unit-test/src/first-request.ts",
  },
  {
    doc: "docs/library.md",
    heading: "## Unit-testing handlers",
    file: "examples/unit-test/test/handlers.test.ts",
  },
];

describe("code shown in the docs", () => {
  it.each(SNIPPETS)("$doc, under $heading, is $file word for word", ({ doc, heading, file }) => {
    const block = firstBlockAfter(read(doc), heading);
    expect(block, `a code block under ${heading}`).toBeDefined();
    expect(block).toBe(read(file));
  });
});
