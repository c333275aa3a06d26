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
  return refusalOf(schema, describe, issue.message, parameter);
}

/**
 * The 400 for a code and parameter. One about a parameter the schema declares is made once
 * and kept with the function that words it (its codes and names are few), so its body is serialized once
 * too (`errorResponse`); one naming a parameter of the client's own (`UNKNOWN_PARAMETER`)
 * is made for its request.
 */
const refusals = new WeakMap<DescribeIssue, Map<string, ApiError>>();

function refusalOf(
  schema: v.GenericSchema,
  describe: DescribeIssue,
  code: string,
  parameter: string,
): ApiError {
  const make = () => {
    const { message, hint } = describe(code, parameter);
    return new ApiError(400, code, message, hint);
  };
  const declared = "entries" in schema && Object.hasOwn(schema.entries as object, parameter);
  if (!declared) return make();
  const kept = refusals.get(describe) ?? new Map<string, ApiError>();
  refusals.set(describe, kept);
  const key = `${code} ${parameter}`;
  const refusal = kept.get(key) ?? make();
  kept.set(key, refusal);
  return refusal;
}

/** A parameter name fit to quote back: JSON-quoted and cut to 100 characters. */
export function quoteName(parameter: string): string {
  return JSON.stringify(parameter.slice(0, 100));
}
