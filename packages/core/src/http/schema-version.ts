/** The version of the response bodies, carried as `schemaVersion` in every answer. */
export const SCHEMA_VERSION = "1.0";
