import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { PublicVendorSchema } from "../catalog/vendor-schema.ts";

/** Schemas emitted once under components and referenced wherever they appear. */
const SHARED = { PublicVendor: PublicVendorSchema };

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a valibot schema outputs. */
export function jsonSchemaOf(schema: GenericSchema, shared = true): Record<string, unknown> {
  // Actions with no JSON Schema form (trim, transform) check nothing a client sends.
  const {
    $schema: _,
    $defs: __,
    ...json
  } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "output",
    errorMode: "ignore",
    ...(shared ? { definitions: SHARED } : {}),
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<string, unknown>;
  return json;
}
