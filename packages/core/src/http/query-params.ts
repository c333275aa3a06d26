import * as v from "valibot";
import { ApiError, type OrApiError } from "./api-error.ts";

/** A parameter that may appear once: its value list must hold exactly one value. */
export const once = <T>(schema: v.GenericSchema<string, T>) =>
  v.pipe(
    v.array(v.string()),
    v.length(1, "REPEATED_PARAMETER"),
    v.transform((values) => values[0] as string),
    schema,
  );

/** How to group a query string: names folded into another, names whose values split on commas. */
export interface GroupingRules {
  rename?: Readonly<Record<string, string>>;
  splitCommas?: ReadonlySet<string>;
}

/**
 * Groups a query string by parameter name, each with the list of its values. The result
 * has no prototype and renames are looked up as own properties only, so a parameter named
 * `__proto__`, `constructor` or `toString` is an ordinary name (reported as unknown by its
 * own name), never a property inherited from `Object.prototype`.
 */
export function groupParams(
  params: URLSearchParams,
  rules: GroupingRules = {},
): Record<string, string[]> {
  const grouped: Record<string, string[]> = Object.create(null);
  for (const [name, value] of params) {
    const renamed =
      rules.rename && Object.hasOwn(rules.rename, name) ? rules.rename[name] : undefined;
    const key = renamed ?? name;
    grouped[key] ??= [];
    grouped[key].push(...(rules.splitCommas?.has(name) ? value.split(",") : [value]));
  }
  return grouped;
}

/** How one error code is worded for a parameter. */
export type DescribeIssue = (code: string, parameter: string) => { message: string; hint: string };

/**
 * Validates grouped parameters against a schema whose issue messages are error codes: the
 * output, or the first problem as a 400 worded by `describe`.
 */
export function parseParams<T extends v.GenericSchema>(
  schema: T,
  grouped: Record<string, string[]>,
  describe: DescribeIssue,
): OrApiError<v.InferOutput<T>> {
  const result = v.safeParse(schema, grouped);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const parameter = String(issue.path?.[0]?.key ?? "");
  const { message, hint } = describe(issue.message, parameter);
  return new ApiError(400, issue.message, message, hint);
}

/** A parameter name fit to quote back: JSON-quoted and cut to 100 characters. */
export function quoteName(parameter: string): string {
  return JSON.stringify(parameter.slice(0, 100));
}
