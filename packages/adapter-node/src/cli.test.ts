import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readServerConfig, ServerEnvSchema } from "@grc-directory/core/config";
import { describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("grc-directory --help", () => {
  it("names every setting with the default the server would take", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--conditions=@grc-directory/source", "--import", "tsx", CLI, "--help"],
      { cwd: ROOT },
    );
    const help = stdout.replaceAll("\n", " ");
    const defaults: Record<string, unknown> = readServerConfig({});
    for (const name of Object.keys(ServerEnvSchema.entries)) {
      const value = defaults[name];
      expect(help, name).toMatch(
        value === undefined ? new RegExp(`\\b${name}(?:,|\\.)`) : `${name} (${String(value)})`,
      );
    }
  }, 30_000);
});
