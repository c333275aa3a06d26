import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

const packageDir = (name: string) =>
  dirname(createRequire(join(ROOT, "package.json")).resolve(`${name}/package.json`));

/**
 * The runtimes' own executables, installed from the npm registry. Never the `.bin` shims:
 * Deno's runs the binary as a child of a Node process that does not pass SIGTERM on, so
 * stopping the shim would leave the server running.
 */
export const RUNTIMES = {
  bun: join(packageDir("bun"), "bin/bun.exe"),
  deno: join(packageDir("deno"), "deno"),
};

/** Where every server under test listens: a free loopback port. */
export const LOOPBACK = { PORT: "0", HOST: "127.0.0.1" };
