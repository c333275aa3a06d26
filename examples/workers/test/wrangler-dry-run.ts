import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const EXAMPLE = fileURLToPath(new URL("..", import.meta.url));

/**
 * The Worker script's size limits (gzip KiB): with the OpenAI responder, and without it. Issue 29
 * raised both by what the gazetteer needs (the place table and the common words, about 335 KiB
 * gzip of the scripts' 422 and 507 KiB); issue 30 by the MCP endpoint (the MCP SDK's server
 * and transport, and the zod and ajv they import: about 95 KiB gzip, loaded on the first
 * POST /mcp, not at start-up); the rest of issue 29 by 20 KiB for WordNet's fixed expressions
 * that begin with a place (11 KiB gzip), the subdivision codes written after cities (2.5 KiB)
 * and the code that reads them. Issue 39 by what reading eighteen languages needs (it sets the
 * bound at 1 MiB): the gazetteer's country names in ten more languages and its cities' names
 * in six more scripts (about 91 KiB gzip), the lexicons and the Snowball stemmers of eleven
 * languages (about 45 KiB); then by the first names that make a city's name a person's ("Jack
 * London", 11 KiB gzip), countries' English demonyms (3 KiB) and the rules and lexicon roles of
 * places that are not the buyer's (2 KiB), to 802 and 717 KiB; then by the gazetteer's names in
 * the seven languages a Worker does not read by default (country names in each, Hebrew and
 * Russian names of cities; about 24 KiB gzip), to 831 and 747 KiB; then by those seven
 * languages' lexicons and stemmers (about 25 KiB gzip), which every other runtime reads by
 * default (`DEFAULT_LEXICONS`) and a Worker where it passes them (`createWorker({ lexicons })`),
 * to 857 and 772 KiB; then by the Vietnamese, Thai and Indonesian lexicons, the Indonesian
 * stemmer and the places' names in those languages (about 20 KiB gzip), to 877 and 793 KiB
 * from the built packages (879 and 795 from source); then by issue 39's eighth session's rules
 * and taxonomy data (products, partOf, consulting, eight lexicon roles: about 3 KiB gzip), to
 * 889 and 804 from the built packages (892 and 807 from source); then by issue 39's later
 * sessions' rules and lexicon data (held frameworks, own places, assessments and reports,
 * others' places in six more languages, fourteen lexicon roles: about 10 KiB gzip), to 902.3 and
 * 816.6 from source (939.9 built at start-up); then by seven more lexicons (Catalan, Croatian,
 * Slovak, Slovenian, Lithuanian, Latvian, Estonian) and the places' names in those languages
 * (about 17 KiB gzip), to 922 and 838 (960 built at start-up); then by issue 39's later rules
 * and lexicon roles, to 932 and 847 (969.5 built at start-up); then by eleven more lexicons
 * (Bulgarian, Serbian in both its scripts, Macedonian, Persian, Urdu, Swahili, Malay, Tagalog,
 * Icelandic, Afrikaans, Albanian: about 31 KiB gzip) and the places' names in those languages
 * (country names in each, Cyrillic and Persian and Urdu names of their cities: about 18 KiB), to
 * 981.7 and 896.3 (1019.3 built at start-up, within issue 39's 1 MiB by 5 KiB); then lowered by
 * `#default-lexicons` (the `workerd` condition: `DEFAULT_LEXICONS` is `WORKER_LEXICONS` in a
 * Worker's script, and the twenty-eight lexicons it did not read stayed out), to 901.4 and 815.8
 * (939.0 built at start-up); then raised by the names of every place kept in its own
 * country's lexicon script (Hebrew, Cyrillic, Greek, Arabic... for places of 50,000 to 100,000
 * people too: about 17 KiB gzip), to 918.2 and 833.3 (955.6 built at start-up); then by issue
 * 39's fourteenth session's rules and lexicon roles (about 2 KiB) and by the Bengali, Tamil,
 * Georgian and Armenian names of the places kept (capitals and the largest cities in every read
 * script, the others where the language is spoken; the five new lexicons themselves stay out of
 * a Worker's script: about 34 KiB gzip), to 956.1 and 869.1 (993.7 built at start-up, within
 * issue 39's 1 MiB by 30 KiB); then by the fifteenth session's rules and the lexicon roles filled
 * in every language (assessment, held and declined frameworks, others' and own places, askers:
 * about 15 KiB gzip for the eighteen languages a Worker reads), to 971.4 and 887.1 (1008.7 built
 * at start-up); then by the counties ISO 3166-2 lists below the first level (England's, Wales',
 * Scotland's, Ireland's and others': about 4 KiB) and seven lexicons' closing words, to 976.1 and
 * 891.0 (1013.6 built at start-up, within issue 39's 1 MiB by 10 KiB); then by issue 39's
 * sixteenth session's lexicon data (English names of companies and brands, place endings and
 * chat phrasings in the Worker's languages: about 10 KiB), to 985.8 and 899.7 (1023.4 built at
 * start-up); then lowered by `#place-table` (the `workerd` condition: the gazetteer without the
 * names written in a script none of `WORKER_LEXICONS` reads, Hebrew, Thai, Georgian, Armenian,
 * Bengali, Tamil...: about 56 KiB gzip), to 930.0 and 844.7 (967.5 built at start-up, within
 * issue 39's 1 MiB by 56 KiB); then raised by issue 39's seventeenth session's rules and lexicon
 * data (asks-nothing, asked links in twenty-five lexicons, declined and done phrasings in
 * sixteen: about 5.5 KiB gzip), to 937.4 and 852.8 (974.8 built at start-up), and by the
 * Russian names of places in Israel, Cyprus, the Baltic states and Moldova (1.4 KiB), to 938.8
 * and 853.9 (976.3 built at start-up, within issue 39's 1 MiB by 48 KiB). Cloudflare's free limit is 3 MiB; issue 39's bound is 1 MiB.
 */
export const WORKER_GZIP_LIMIT_KIB = {
  withOpenAi: 940,
  withoutOpenAi: 856,
  // `src/built-at-startup.ts`: the first entry with the sample catalog in the script (about
  // 58 KiB gzip of its 213 KB), so the API is built at the global scope.
  builtAtStartup: 978,
} as const;

/** What `wrangler deploy` would upload, and the sizes wrangler reports for it. */
export interface WranglerBundle {
  kib: number;
  gzipKib: number;
  script: string;
}

/** Source conditions for wrangler's esbuild and for Node's resolver of `[alias]` targets. */
const FROM_SOURCE = {
  WRANGLER_BUILD_CONDITIONS: "@grc-directory/source,workerd,worker,browser",
  // wrangler resolves `[alias]` targets with Node's resolver, outside esbuild: the same
  // condition sends the adapter's alias target to its source too.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=@grc-directory/source`,
};

/**
 * `wrangler deploy --dry-run` of `src/<entry>.ts`, bundled exactly as a deploy would: from
 * the packages' sources (no build needed), or with `from: "dist"` from their built files,
 * as a deploy of a checkout after `pnpm build`, or of the published packages, bundles them.
 */
export async function wranglerDryRun(
  entry: "index" | "without-openai" | "built-at-startup",
  from: "source" | "dist" = "source",
): Promise<WranglerBundle> {
  const outDir = mkdtempSync(join(tmpdir(), "grc-wrangler-"));
  try {
    const { stdout } = await promisify(execFile)(
      join(EXAMPLE, "node_modules/.bin/wrangler"),
      ["deploy", "--dry-run", "--outdir", outDir, join("src", `${entry}.ts`)],
      {
        cwd: EXAMPLE,
        env: {
          ...process.env,
          ...(from === "source" ? FROM_SOURCE : {}),
          WRANGLER_SEND_METRICS: "false",
        },
      },
    );
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stdout);
    if (!size) throw new Error(`wrangler printed no size:\n${stdout}`);
    return {
      kib: Number(size[1]),
      gzipKib: Number(size[2]),
      script: readFileSync(join(outDir, `${entry}.js`), "utf8"),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
