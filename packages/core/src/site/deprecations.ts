import * as v from "valibot";
import { sitePath } from "../http/base-path.ts";
import type { Middleware } from "../http/middleware/compose.ts";
import type { Clock } from "../ports.ts";

const isoDate = v.pipe(v.string(), v.isoDate());

/**
 * A route marked deprecated: from `deprecatedAt` its answers carry `Deprecation`
 * (RFC 9745), `Sunset` (RFC 8594) and a `Link` to the migration note.
 */
export const DeprecationSchema = v.strictObject({
  deprecatedAt: isoDate,
  sunset: isoDate,
  /** The migration note, e.g. `/deprecation.md#api-search`. */
  link: v.pipe(v.string(), v.minLength(1)),
});
export type Deprecation = v.InferInput<typeof DeprecationSchema>;

/** Deprecated routes by exact path (below any `basePath`, as in `/openapi.json`). */
export const DeprecationsSchema = v.record(
  v.pipe(v.string(), v.startsWith("/")),
  DeprecationSchema,
);

/** The headers a deprecated route's answers carry; a site-path note gets the `basePath`. */
export function deprecationHeaders(
  deprecation: Deprecation,
  basePath = "",
): Record<string, string> {
  const since = Math.floor(Date.parse(`${deprecation.deprecatedAt}T00:00:00Z`) / 1000);
  const sunset = new Date(`${deprecation.sunset}T00:00:00Z`).toUTCString();
  const note = sitePath(deprecation.link, basePath);
  return {
    deprecation: `@${since}`,
    sunset,
    link: `<${note}>; rel="deprecation"; type="text/markdown", <${note}>; rel="sunset"; type="text/markdown"`,
  };
}

/** Validates configured deprecations; a bad one fails `createApi`. */
export function parseDeprecations(input: unknown): Record<string, Deprecation> {
  const result = v.safeParse(DeprecationsSchema, input ?? {});
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `${issue.path?.map((p) => p.key).join(".") ?? "deprecations"}: ${issue.message}`,
    );
    throw new RangeError(`Invalid deprecations:\n  - ${problems.join("\n  - ")}`);
  }
  return result.output;
}

/**
 * The `Deprecation`, `Sunset` and `Link` headers on every answer of a deprecated path once
 * its `deprecatedAt` has come (`deprecations`, by path below `basePath`).
 */
export function deprecationNotices(
  deprecations: Record<string, Deprecation>,
  clock: Clock,
  basePath: string,
): Middleware {
  return (exchange, next) => {
    const deprecation = deprecations[exchange.url.pathname];
    if (deprecation && clock.now() >= Date.parse(deprecation.deprecatedAt)) {
      Object.assign(exchange.headers, deprecationHeaders(deprecation, basePath));
    }
    return next(exchange);
  };
}
