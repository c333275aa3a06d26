import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Each entry point of each package: its import specifier and its source file. */
export function entryPoints(): { specifier: string; source: string }[] {
  const entries: { specifier: string; source: string }[] = [];
  for (const name of readdirSync(join(ROOT, "packages")).sort()) {
    const dir = join(ROOT, "packages", name);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = (target as Record<string, string>)["@grc-directory/source"];
      if (!source) continue;
      entries.push({
        specifier: subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
        source: join(dir, source),
      });
    }
  }
  return entries;
}
