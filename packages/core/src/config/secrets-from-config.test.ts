import { describe, expect, it } from "vitest";
import { socketAddress } from "../http/client-ip.ts";
import { apiFromConfig } from "./api-from-config.ts";
import { readApiConfig } from "./read-config.ts";
import { secretsFromConfig } from "./secrets-from-config.ts";

const UPSTASH = {
  UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "t0ken",
};
const SECRETS = {
  INTEREST_SECRET: "operator-interest-0123456789",
  AI_TOKEN_SECRET: "operator-ai-token-0123456789",
};

function warningsFor(env: Record<string, string>): string[] {
  const warnings: string[] = [];
  apiFromConfig(readApiConfig(env), {
    logger: { warn: (message) => warnings.push(message), error() {} },
    clientIp: socketAddress,
  });
  return warnings;
}

describe("secrets from the environment", () => {
  it("warns once for each secret when neither an operator secret nor a shared store applies", () => {
    const warnings = warningsFor({});
    expect(warnings.filter((w) => w.includes("INTEREST_SECRET"))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes("AI_TOKEN_SECRET"))).toHaveLength(1);
    expect(warnings.join()).not.toContain("token secret not configured");
  });

  it("does not warn about the token secret when Ask AI is switched off", () => {
    expect(warningsFor({ AI_ENABLED: "false" }).join()).not.toContain("AI_TOKEN_SECRET");
  });

  it("does not warn when the operator sets both secrets", () => {
    expect(warningsFor(SECRETS).join()).not.toMatch(/SECRET/);
  });

  it("does not warn with a shared store: the secrets live in it", () => {
    expect(warningsFor(UPSTASH).join()).not.toMatch(/SECRET/);
  });

  it("keeps the operator's secrets over the store's", () => {
    const config = readApiConfig({ ...UPSTASH, ...SECRETS });
    const logger = { warn() {}, error() {} };
    expect(secretsFromConfig(config, undefined, logger)).toEqual({
      interest: SECRETS.INTEREST_SECRET,
      aiToken: SECRETS.AI_TOKEN_SECRET,
    });
  });
});
