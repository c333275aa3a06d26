import { stemmer } from "@orama/stemmers/english";

/** Shorter tokens are codes or function words (`ens`, `nis`, `us`): stemming would only mangle them. */
const SHORTEST_STEMMED = 4;

/**
 * Words kept as written because their Porter stem meets an unrelated tag:
 * "international" and "internal" both stem to "intern", "certified" to the stem of "certifier",
 * "ready" to the stem of "readiness".
 */
const KEPT_AS_WRITTEN: ReadonlySet<string> = new Set(
  "international|internationally|internationale|certified|certify|certifies|ready|readily|americas".split(
    "|",
  ),
);

/**
 * Stems a directory search treats as one: Porter leaves "advice", "adviser", "advisor" and
 * "advisory" apart from "consult", "analyses" apart from "analysis", agent nouns apart from
 * their verb ("tester", "hacker").
 */
const SAME_STEM: ReadonlyMap<string, string> = new Map(
  Object.entries({
    advic: "consult",
    advis: "consult",
    advisor: "consult",
    advisori: "consult",
    analys: "analysi",
    tester: "test",
    hacker: "hack",
    programm: "program",
  }),
);

/**
 * The stem a free-text token and an alias word are compared by (Porter, via `@orama/stemmers/english`),
 * so "audits", "auditing" and "audited" meet "audit". Tokens with digits and short
 * tokens stay as they are, so codes such as `27001`, `soc2` or `ens` are never mangled.
 */
export function stemToken(token: string): string {
  if (token.length < SHORTEST_STEMMED || KEPT_AS_WRITTEN.has(token) || /\d/.test(token)) {
    return token;
  }
  const stem = stemmer(token);
  return SAME_STEM.get(stem) ?? stem;
}
