import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_VERSION } from "../src/mcp/core-version.ts";

describe("the core's version constant", () => {
  it("is the version in packages/core/package.json (update core-version.ts with it)", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(CORE_VERSION).toBe(manifest.version);
  });
});
