/**
 * The version in packages/core/package.json, written out: importing package.json would
 * put the whole file in every Worker script (0.6 KiB gzip). core-version.test.ts fails
 * when the two differ, so a version bump updates both.
 */
export const CORE_VERSION = "0.1.0";
