import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * `ApiOptions` as users knew it before it was derived from `ApiOptionsSchema`, written out
 * as an interface: the derived type must accept every value this one does, and no other.
 */
const LEGACY_OPTIONS = `
import type { AiLimits } from "../ai/ai-settings.ts";
import type { CatalogDocument } from "../catalog/catalog-document.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import type { ApiOptions } from "../index.ts";
import type * as Ports from "../ports.ts";
import type { Deprecation } from "../site/deprecations.ts";
import type { SiteSettings } from "../site/text-documents.ts";

interface LegacyApiOptions {
  basePath?: string;
  publicUrl?: string;
  trustProxy?: number;
  catalog?: CatalogDocument | Ports.CatalogSource;
  taxonomy?: TaxonomyAdditions;
  rateLimiter?: Ports.RateLimiter;
  rateLimits?: {
    catalog?: { limit?: number; windowSeconds?: number };
    pages?: { limit?: number; windowSeconds?: number };
  };
  clientIp?: Ports.ClientIpResolver;
  clock?: Ports.Clock;
  logger?: Ports.Logger;
  market?: {
    store?: Ports.InterestStore | null;
    demoData?: boolean;
    timeoutMs?: number;
    clientSecret?: string | Ports.SecretSource;
  };
  deprecations?: Record<string, Deprecation>;
  site?: Partial<SiteSettings> & { submissionUrl?: string };
  ai?: {
    enabled?: boolean;
    responder?: Ports.ChatResponder | null;
    moderator?: Ports.Moderator | null;
    tokenSecret?: string | Ports.SecretSource;
    tokenTtlSeconds?: number;
    limits?: Partial<AiLimits>;
    capacity?: Ports.StreamCapacity;
    conversations?: Ports.ConversationStore;
    corpusDigest?: string;
    heartbeatMs?: number;
    idleTimeoutMs?: number;
  };
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const same: Same<ApiOptions, LegacyApiOptions> = true;
export const sameAi: Same<NonNullable<ApiOptions["ai"]>, NonNullable<LegacyApiOptions["ai"]>> = true;
export const sameSite: Same<NonNullable<ApiOptions["site"]>, NonNullable<LegacyApiOptions["site"]>> = true;
`;

/** Options as a user writes them, each field once. */
const USER_OPTIONS = `
import { createApi, memoryInterestStore, systemClock, type ApiOptions } from "../index.ts";

const options: ApiOptions = {
  basePath: "/directory",
  publicUrl: "https://grc.example.com",
  trustProxy: 1,
  rateLimits: { catalog: { limit: 600 }, pages: { windowSeconds: 30 } },
  clock: systemClock,
  market: { store: memoryInterestStore(), timeoutMs: 500, clientSecret: "salt" },
  site: { name: "Acme GRC", submissionUrl: "mailto:listings@acme.example" },
  ai: { enabled: true, tokenSecret: "0123456789abcdef", limits: { perIpPerMinute: 5 } },
  deprecations: { "/api/search": { deprecatedAt: "2026-01-01", sunset: "2027-01-01", link: "/x" } },
};
export const api = createApi(options);
export const inline = createApi({ ai: { heartbeatMs: 5000 }, market: { store: null } });
`;

/** Options of the wrong type, one a line: each line must be a type error. */
const WRONG_OPTIONS = [
  "basePath: 42",
  'trustProxy: "1"',
  'rateLimits: { catalog: { limit: "120" } }',
  'market: { demoData: "yes" }',
  "market: { store: 5 }",
  'ai: { enabled: "no" }',
  "ai: { tokenSecret: 42 }",
  'ai: { limits: { turnsPerConversation: "20" } }',
  'clientIp: "socket"',
  "logger: console.log",
  "unknownOption: true",
];

const DIR = new URL(".", import.meta.url).pathname;
const TSCONFIG = new URL("../../tsconfig.json", import.meta.url).pathname;

/** A language service over the core's sources plus `files`, which exist only in memory. */
function languageService(files: Record<string, string>) {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("no tsconfig");
  const virtual = new Map(Object.entries(files).map(([name, text]) => [DIR + name, text]));
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...virtual.keys()],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = virtual.get(name) ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => DIR,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => virtual.has(name) || ts.sys.fileExists(name),
    readFile: (name) => virtual.get(name) ?? ts.sys.readFile(name),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  return {
    /** Each type error of `name` as `line: message` (lines from 1). */
    errors(name: string): string[] {
      const file = DIR + name;
      const source = service.getProgram()?.getSourceFile(file);
      return service.getSemanticDiagnostics(file).map((diagnostic) => {
        const line = source?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1;
        return `${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
      });
    },
    /** What an editor shows on hover at the first `text` in `name`: documentation and tags. */
    hover(name: string, text: string): string {
      const position = (virtual.get(DIR + name) ?? "").indexOf(text);
      const info = service.getQuickInfoAtPosition(DIR + name, position);
      const tags = (info?.tags ?? []).map(
        (tag) => `@${tag.name} ${ts.displayPartsToString(tag.text)}`,
      );
      return [ts.displayPartsToString(info?.documentation), ...tags].join("\n");
    },
  };
}

describe("the ApiOptions type, derived from the schema", () => {
  const wrongOptions = WRONG_OPTIONS.map(
    (line, index) => `export const wrong${index} = createApi({ ${line} });`,
  ).join("\n");
  let service: ReturnType<typeof languageService>;
  beforeAll(() => {
    service = languageService({
      "legacy-options.type-check.ts": LEGACY_OPTIONS,
      "user-options.type-check.ts": USER_OPTIONS,
      "wrong-options.type-check.ts": `import { createApi } from "../index.ts";\n${wrongOptions}\n`,
    });
  });

  it("is the interface users had, field for field", () => {
    expect(service.errors("legacy-options.type-check.ts")).toEqual([]);
  }, 60_000);

  it("takes a user's options object as it was written", () => {
    expect(service.errors("user-options.type-check.ts")).toEqual([]);
  }, 60_000);

  it("refuses an option of the wrong type, each of them", () => {
    const lines = service.errors("wrong-options.type-check.ts").map((error) => error.split(":")[0]);
    // Line 1 is the import; option i is on line i + 2.
    expect(new Set(lines)).toEqual(new Set(WRONG_OPTIONS.map((_, index) => String(index + 2))));
  }, 60_000);

  it("shows each option's documentation and default on hover", () => {
    const limit = service.hover("user-options.type-check.ts", "limit: 600");
    expect(limit).toContain("Requests allowed per window per client.");
    expect(limit).toContain("@default 120");
    const basePath = service.hover("user-options.type-check.ts", "basePath");
    expect(basePath).toContain("The path prefix the API is mounted under");
    expect(basePath).toContain('@example "/directory"');
  }, 60_000);
});
