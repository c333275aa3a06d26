import { describe, expect, it } from "vitest";
import { buildApi } from "../app.ts";
import { bundledSample } from "../catalog/sample-catalog.ts";
import { ApiError } from "../http/api-error.ts";
import { embeddedSiteFiles } from "./embedded-site-files.ts";
import type { SiteFiles } from "./site-files.ts";

/** `embeddedSiteFiles` that fail their first read of each file, counting every read. */
function flakyFiles() {
  const reads: string[] = [];
  const failOnce = <T>(name: string, read: () => Promise<T>) => {
    reads.push(name);
    if (reads.filter((read) => read === name).length === 1) {
      return Promise.reject(new ApiError(503, "SERVICE_MISCONFIGURED", "not yet"));
    }
    return read();
  };
  const files: SiteFiles = {
    asset: (name) => failOnce(name, () => embeddedSiteFiles.asset(name)),
    openApiParts: () => failOnce("openapi", () => embeddedSiteFiles.openApiParts()),
  };
  return { files, reads };
}

const get = (path: string) => new Request(`https://directory.example${path}`);

describe("the API's site files port", () => {
  it.each([
    ["/assets/chat.js", "chat.js"],
    ["/openapi.json", "openapi"],
  ])(
    "reads %s's file on first need, again after a failed read, then never again",
    async (path, name) => {
      const { files, reads } = flakyFiles();
      const api = buildApi({ ai: { tokenSecret: "test-secret-0123456789" } }, bundledSample, files);
      expect(reads).toEqual([]);
      expect((await api.fetch(get(path))).status).toBe(503);
      for (let i = 0; i < 3; i++) expect((await api.fetch(get(path))).status).toBe(200);
      expect(reads).toEqual([name, name]);
    },
  );
});
