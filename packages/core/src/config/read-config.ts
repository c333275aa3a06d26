import * as v from "valibot";
import { type ApiConfig, ApiEnvSchema, type ServerConfig, ServerEnvSchema } from "./env-schema.ts";

/** A setting that cannot be used; the message names every bad variable, never its value. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

function parseEnv<Schema extends typeof ApiEnvSchema | typeof ServerEnvSchema>(
  schema: Schema,
  env: Env,
): v.InferOutput<Schema> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = v.safeParse(schema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const name = issue.path?.[0]?.key;
      return issue.message.startsWith(String(name)) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
  }
  if (
    Boolean(result.output.UPSTASH_REDIS_REST_URL) !==
    Boolean(result.output.UPSTASH_REDIS_REST_TOKEN)
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  - UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN go together",
    );
  }
  return result.output;
}

/** The API settings (Workers bindings, or any environment), rejecting bad values up front. */
export function readApiConfig(env: Env): ApiConfig {
  return parseEnv(ApiEnvSchema, env);
}

/** The API settings plus where a server process listens (Node, Bun, Deno). */
export function readServerConfig(env: Env): ServerConfig {
  return parseEnv(ServerEnvSchema, env);
}
