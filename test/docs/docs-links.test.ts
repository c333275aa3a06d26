import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { unescapeHtml } from "../../packages/core/test/html-text.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The parts of a `marked` token this test reads. */
interface Token {
  type: string;
  href?: string;
  text?: string;
  tokens?: Token[];
}
interface Marked {
  lexer(src: string): Token[];
  walkTokens(tokens: Token[], callback: (token: Token) => void): unknown;
}

// `marked` is a devDependency of packages/core (its page tests parse Markdown with it), not
// of the workspace root: resolve it from there rather than add a dependency.
const markedPath = createRequire(join(ROOT, "packages/core/package.json")).resolve("marked");
const marked = (await import(pathToFileURL(markedPath).href)) as Marked;

/** The repository's own Markdown: the README, docs/, and every example's and package's README. */
function markdownFiles(): string[] {
  const files = ["README.md"];
  const docs = join(ROOT, "docs");
  if (existsSync(docs)) {
    for (const name of readdirSync(docs).sort()) {
      if (name.endsWith(".md")) files.push(`docs/${name}`);
    }
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "README.md") files.push(path);
    }
  };
  walk("examples");
  for (const name of readdirSync(join(ROOT, "packages")).sort()) {
    if (existsSync(join(ROOT, "packages", name, "README.md"))) {
      files.push(`packages/${name}/README.md`);
    }
  }
  return files;
}

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Every link and image target in a Markdown file, reference links resolved; code is skipped. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if ((token.type === "link" || token.type === "image") && token.href !== undefined) {
      targets.push(token.href);
    }
  });
  return targets;
}

/** A heading's text as GitHub reads it: the inline markup's text, without the markup. */
function plainText(tokens: Token[] | undefined, raw: string | undefined): string {
  if (!tokens) return unescapeHtml(raw ?? "");
  return tokens.map((token) => plainText(token.tokens, token.text)).join("");
}

/**
 * The anchor GitHub gives a heading (github-slugger's rules): lower case, every character
 * but letters, marks, digits, `_`, `-` and spaces dropped, spaces made hyphens, and `-1`,
 * `-2`, … added to repeats of the same slug in one file.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== "heading") return;
    const base = plainText(token.tokens, token.text)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g))
    anchors.add(match[1] as string);
  return anchors;
}

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");

interface LocalLink {
  href: string;
  /** Absolute path of the target (the file itself for a bare `#anchor`). */
  target: string;
  anchor: string | undefined;
}

/** The repository on GitHub: the packages' READMEs link into it absolutely (npm shows them). */
const REPOSITORY = "https://github.com/grc-directory/grc-directory-api";

/** A link to a file of this repository on GitHub, as a path from its root (`/docs/x.md`). */
function repositoryPath(href: string): string {
  // `#readme` is GitHub's own anchor for a repository's README, not a heading in it.
  if (href === `${REPOSITORY}#readme`) return "/README.md";
  if (href.startsWith(`${REPOSITORY}#`)) return `/README.md${href.slice(REPOSITORY.length)}`;
  const match = href.match(
    /^https:\/\/github\.com\/grc-directory\/grc-directory-api\/(?:blob|tree)\/main(\/.*)$/,
  );
  return match?.[1] ?? href;
}

/**
 * The file's links into the repository, resolved against the file (or the root, for `/…`),
 * including absolute links to this repository's files on GitHub.
 */
function localLinks(file: string): LocalLink[] {
  return linkTargets(read(file))
    .map(repositoryPath)
    .filter((href) => !isExternal(href))
    .map((href) => {
      const hash = href.indexOf("#");
      const pathPart = (hash === -1 ? href : href.slice(0, hash)).split("?")[0];
      const anchor = hash === -1 ? undefined : decodeURIComponent(href.slice(hash + 1));
      const path = decodeURIComponent(pathPart ?? "");
      const target =
        path === ""
          ? join(ROOT, file)
          : path.startsWith("/")
            ? join(ROOT, path)
            : resolve(ROOT, dirname(file), path);
      return { href, target, anchor };
    });
}

const insideRepository = (target: string) => {
  const path = relative(ROOT, target);
  return path === "" || (!path.startsWith("..") && !isAbsolute(path));
};

const FILES = markdownFiles();
const DOCS = FILES.filter((file) => file.startsWith("docs/"));

describe("the README", () => {
  const readme = read("README.md");

  it("is shorter than 200 lines", () => {
    expect(readme.split("\n").length).toBeLessThan(200);
  });

  it("opens, right under its title, with the block of the two set-up commands", () => {
    const [title, block] = marked.lexer(readme).filter((token) => token.type !== "space");
    expect(title?.type).toBe("heading");
    expect(block?.type).toBe("code");
    const commands = (block?.text ?? "").split("\n").filter((line) => line.trim() !== "");
    expect(commands).toHaveLength(2);
    expect(commands.every((line) => line.startsWith("npx "))).toBe(true);
  });

  it("gives as its test command the one .ci/run runs word for word", () => {
    const block = marked.lexer(readme).find((token) => token.type === "code");
    const testCommand = (block?.text ?? "").split("\n")[1]?.replace(/\s+#.*$/, "");
    expect(testCommand).toBeTruthy();
    expect(read(".ci/run").split("\n")).toContain(testCommand);
  });

  it("links every page of docs/", () => {
    const linked = new Set(localLinks("README.md").map((link) => link.target));
    expect(DOCS.length).toBeGreaterThan(0);
    for (const doc of DOCS) expect(linked, doc).toContain(join(ROOT, doc));
  });
});

describe("docs/index.md", () => {
  it("links every other page of docs/", () => {
    const linked = new Set(localLinks("docs/index.md").map((link) => link.target));
    for (const doc of DOCS.filter((file) => file !== "docs/index.md")) {
      expect(linked, doc).toContain(join(ROOT, doc));
    }
  });
});

describe("relative links in the repository's Markdown", () => {
  it("are found by the checker (it is not passing on no links)", () => {
    expect(localLinks("README.md").length).toBeGreaterThan(10);
    expect(repositoryPath(`${REPOSITORY}/blob/main/docs/mcp.md#tools`)).toBe("/docs/mcp.md#tools");
    expect(repositoryPath(`${REPOSITORY}#readme`)).toBe("/README.md");
    expect(repositoryPath(`${REPOSITORY}#try-it`)).toBe("/README.md#try-it");
    expect(headingAnchors("## Free-text parsing (`q` and Ask AI)\n## A\n## A\n")).toEqual(
      new Set(["free-text-parsing-q-and-ask-ai", "a", "a-1"]),
    );
  });

  it.each(FILES)("in %s point at files that exist in the repository", (file) => {
    const broken = localLinks(file)
      .filter((link) => !insideRepository(link.target) || !existsSync(link.target))
      .map((link) => link.href);
    expect(broken).toEqual([]);
  });

  it.each(FILES)("in %s name, after #, a heading of the Markdown file they point at", (file) => {
    const broken = localLinks(file)
      .filter(
        (link) =>
          link.anchor !== undefined &&
          link.target.endsWith(".md") &&
          existsSync(link.target) &&
          statSync(link.target).isFile(),
      )
      .filter((link) => !headingAnchors(readFileSync(link.target, "utf8")).has(link.anchor ?? ""))
      .map((link) => link.href);
    expect(broken).toEqual([]);
  });

  it.each(FILES)("in %s never leave the repository", (file) => {
    const outside = localLinks(file)
      .filter((link) => !insideRepository(link.target))
      .map((link) => link.href);
    expect(outside).toEqual([]);
  });

  it.each(FILES)("in %s never name ../shared, which a clone does not have", (file) => {
    expect(read(file)).not.toMatch(/\.\.\/shared\b/);
  });
});

describe("the licence", () => {
  it("is the MIT licence at the repository root, as every package.json declares", () => {
    const licence = read("LICENSE");
    expect(licence).toMatch(/^MIT License\n/);
    expect(licence).toContain("Copyright (c) 2026 GRC Directory API contributors");
    expect(licence).toContain(
      "Permission is hereby granted, free of charge, to any person obtaining a copy",
    );
    expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
    const manifests = [
      "package.json",
      ...readdirSync(join(ROOT, "packages")).map((name) => `packages/${name}/package.json`),
    ];
    for (const manifest of manifests) {
      expect(JSON.parse(read(manifest)).license, manifest).toBe("MIT");
    }
  });

  it("is shipped, the same text, in every package (npm packs a package's own LICENSE)", () => {
    for (const name of readdirSync(join(ROOT, "packages"))) {
      expect(read(`packages/${name}/LICENSE`), name).toBe(read("LICENSE"));
    }
  });
});
