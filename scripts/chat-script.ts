/**
 * Builds packages/core/src/site/chat-script.ts, the module that inlines the browser chat
 * (packages/core/src/site/browser/chat.ts, type-checked with DOM types) as a string: its
 * types stripped and minified by esbuild, wrapped in a function. The generated module is
 * committed, so core runs from source everywhere (vitest, Workers bundles, Deno) with no
 * build step; chat-script.test.ts fails when it is stale.
 * Run: npx -y pnpm@12 generate:chat
 */
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";

const SOURCE = fileURLToPath(new URL("../packages/core/src/site/browser/chat.ts", import.meta.url));
/** Where the generated module is committed. */
export const CHAT_SCRIPT_MODULE = fileURLToPath(
  new URL("../packages/core/src/site/chat-script.ts", import.meta.url),
);

/** The text of the generated module for the current browser source. */
export async function chatScriptModule(): Promise<string> {
  const { code } = await transform(await readFile(SOURCE, "utf8"), {
    loader: "ts",
    format: "iife",
    target: "es2022",
    // Names kept: the served script stays readable in a browser's devtools.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
  });
  return formatWithBiome(`// Generated from ./browser/chat.ts by scripts/chat-script.ts: do not edit by hand.
// Regenerate with: npx -y pnpm@12 generate:chat

/** The Ask AI chat served as \`/assets/chat.js\` (see ./browser/chat.ts). */
export const CHAT_JS = ${JSON.stringify(code)};
`);
}

/** Lays the module out as `pnpm format` would, so formatting never makes it stale. */
function formatWithBiome(source: string): string {
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  const result = spawnSync(
    process.execPath,
    [biome, "format", `--stdin-file-path=${CHAT_SCRIPT_MODULE}`],
    { input: source, encoding: "utf8" },
  );
  if (result.status !== 0) {
    throw new Error(`biome format failed (exit ${result.status}): ${result.stderr}`);
  }
  return result.stdout;
}

if (import.meta.main) {
  await writeFile(CHAT_SCRIPT_MODULE, await chatScriptModule());
  console.log(`Wrote ${CHAT_SCRIPT_MODULE}`);
}
