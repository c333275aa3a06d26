import { describe, expect, it } from "vitest";
import { apiFromConfig } from "./api-from-config.ts";
import { ConfigError, readApiConfig, readServerConfig as readConfig } from "./read-config.ts";

describe("configuration from the environment", () => {
  it("defaults to 127.0.0.1:8787, no trusted proxy, 120 catalog and 300 page requests per 60 s, info logs", () => {
    expect(readConfig({})).toMatchObject({
      PORT: 8787,
      HOST: "127.0.0.1",
      TRUST_PROXY: 0,
      CATALOG_RATE_LIMIT: 120,
      CATALOG_RATE_WINDOW_SECONDS: 60,
      PAGE_RATE_LIMIT: 300,
      PAGE_RATE_WINDOW_SECONDS: 60,
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      MARKET_DEMO_DATA: false,
      MARKET_TIMEOUT_MS: 1500,
      AI_ENABLED: true,
      AI_MODERATION: "openai",
      AI_TIMEOUT_MS: 30000,
      AI_RATE_LIMIT_PER_MINUTE: 10,
      AI_SESSION_LIMIT_PER_HOUR: 30,
      AI_MAX_TURNS: 20,
      AI_MAX_STREAMS: 20,
      SITE_NAME: "GRC Directory",
      FAST_TRACK_PRICE: "EUR 490",
      UPSTASH_TIMEOUT_MS: 1000,
      CATALOG_REFRESH_MS: 5000,
    });
  });

  it("reads overrides and treats empty variables as unset", () => {
    const config = readConfig({
      PORT: "9000",
      HOST: "0.0.0.0",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      CATALOG_FILE: "",
    });
    expect(config).toMatchObject({
      PORT: 9000,
      HOST: "0.0.0.0",
      TRUST_PROXY: 1,
      LOG_LEVEL: "warn",
    });
    expect(config.CATALOG_FILE).toBeUndefined();
  });

  it("reads AI_DAILY_TOKEN_BUDGET as a positive whole number of tokens, unset as no budget", () => {
    expect(readApiConfig({}).AI_DAILY_TOKEN_BUDGET).toBeUndefined();
    expect(readApiConfig({ AI_DAILY_TOKEN_BUDGET: "" }).AI_DAILY_TOKEN_BUDGET).toBeUndefined();
    expect(readApiConfig({ AI_DAILY_TOKEN_BUDGET: " 2000000 " }).AI_DAILY_TOKEN_BUDGET).toBe(
      2_000_000,
    );
    for (const bad of ["0", "-5", "1.5", "1e6", "lots", "1000000000001"]) {
      expect(() => readApiConfig({ AI_DAILY_TOKEN_BUDGET: bad }), bad).toThrow(
        /AI_DAILY_TOKEN_BUDGET must be/,
      );
    }
  });

  it("wants the Upstash URL and token together", () => {
    expect(() => readConfig({ UPSTASH_REDIS_REST_URL: "http://127.0.0.1:8079" })).toThrow(
      /go together/,
    );
  });

  it("names every bad variable at once", () => {
    try {
      readConfig({
        PORT: "http",
        TRUST_PROXY: "-1",
        LOG_LEVEL: "loud",
        CATALOG_RATE_LIMIT: "0",
        PAGE_RATE_LIMIT: "many",
        PAGE_RATE_WINDOW_SECONDS: "90000",
        MARKET_DEMO_DATA: "yes",
        INTEREST_SECRET: "short",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of [
        "PORT",
        "TRUST_PROXY",
        "LOG_LEVEL",
        "CATALOG_RATE_LIMIT",
        "PAGE_RATE_LIMIT",
        "PAGE_RATE_WINDOW_SECONDS",
        "MARKET_DEMO_DATA",
        "INTEREST_SECRET",
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it("reads PUBLIC_URL and TRUST_PROXY on every runtime, Workers bindings included", () => {
    expect(
      readApiConfig({ PUBLIC_URL: " https://grc.example.com/ ", TRUST_PROXY: "2" }),
    ).toMatchObject({
      PUBLIC_URL: "https://grc.example.com/",
      TRUST_PROXY: 2,
    });
    expect(readApiConfig({}).PUBLIC_URL).toBeUndefined();
    expect(readApiConfig({}).TRUST_PROXY).toBe(0);
  });

  it.each([
    "grc.example.com",
    "ftp://grc.example.com",
    "https://grc.example.com/directory",
    "https://grc.example.com/?a=1",
    "https://user:pw@grc.example.com",
  ])("refuses PUBLIC_URL %j with a ConfigError naming it", (PUBLIC_URL) => {
    expect(() => readApiConfig({ PUBLIC_URL })).toThrow(ConfigError);
    expect(() => readApiConfig({ PUBLIC_URL })).toThrow(
      /PUBLIC_URL must be an absolute http or https origin/,
    );
  });

  it("PUBLIC_URL and TRUST_PROXY reach the API built from the settings", async () => {
    const build = (env: Record<string, string>) =>
      apiFromConfig(readApiConfig(env), {
        logger: { warn() {}, error() {} },
        clientIp: () => "203.0.113.7",
      });
    const details = async (env: Record<string, string>) => {
      const response = await build(env).fetch(
        new Request("http://evil.test/api/tools.json", {
          headers: { "x-forwarded-host": "proxy.example", "x-forwarded-proto": "https" },
        }),
      );
      return new URL((await response.json()).services[0].detailsPage).origin;
    };
    expect(await details({ PUBLIC_URL: "https://grc.example.com" })).toBe(
      "https://grc.example.com",
    );
    expect(await details({ TRUST_PROXY: "1" })).toBe("https://proxy.example");
    expect(await details({})).toBe("http://evil.test");
  });
});
