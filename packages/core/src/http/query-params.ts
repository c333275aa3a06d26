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
  const { rename, splitCommas } = rules;
  params.forEach((value, name) => {
    const key = (rename && Object.hasOwn(rename, name) ? rename[name] : undefined) ?? name;
    grouped[key] ??= [];
    const values = grouped[key];
    if (splitCommas?.has(name) && value.includes(",")) values.push(...value.split(","));
    else values.push(value);
  });
  return grouped;
}

/** How one error code is worded for a parameter. */
export type DescribeIssue = (code: string, parameter: string) => { message: string; hint: string };

/** The 400 of one error code for one parameter. */
export type ParameterRefusal = (code: string, parameter: string) => ApiError;

/**
 * The 400s of an object schema's parameters, worded by `describe`: the refusal of each error
 * code for each parameter the schema declares is made once, on its first use, and answered
 * as that constant ever after (its body serialized once too, `ApiError.body`); there are at
 * most as many as codes times declared parameters. A parameter the schema does not declare
 * (an unknown one, quoted back by name) gets its refusal made for it alone.
 */
export function parameterRefusals(
  schema: { readonly entries: Readonly<Record<string, unknown>> },
  describe: DescribeIssue,
): ParameterRefusal {
  const made = new Map<string, ApiError>();
  const refusal = (code: string, parameter: string) => {
    const { message, hint } = describe(code, parameter);
    return new ApiError(400, code, message, hint);
  };
  return (code, parameter) => {
    if (!Object.hasOwn(schema.entries, parameter)) return refusal(code, parameter);
    const key = `${code} ${parameter}`;
    let refused = made.get(key);
    if (!refused) {
      refused = refusal(code, parameter);
      made.set(key, refused);
    }
    return refused;
  };
}

/**
 * Validates grouped parameters against a schema whose issue messages are error codes: the
 * output, or the first problem as its 400 (`refuse`, see `parameterRefusals`).
 */
export function parseParams<T extends v.GenericSchema>(
  schema: T,
  grouped: Record<string, string[]>,
  refuse: ParameterRefusal,
): OrApiError<v.InferOutput<T>> {
  const result = v.safeParse(schema, grouped);
  if (result.success) return result.output;
  const [issue] = result.issues;
  return refuse(issue.message, String(issue.path?.[0]?.key ?? ""));
}

/** A parameter name fit to quote back: JSON-quoted and cut to 100 characters. */
export function quoteName(parameter: string): string {
  return JSON.stringify(parameter.slice(0, 100));
}
