/** The rules stage's rule `signature`: the writer's title after a letter's closing words. */
import { longestPhraseAt, somePhraseBegins } from "../word-roles.ts";
import { clauseBreakBefore, type Reading } from "./reading.ts";

/** The most words of a signature after the closing words: "Julien Moreau, Group CISO, Acme Ltd". */
const LONGEST_SIGNATURE = 8;

/** The most words of closing words: "thanks a lot", "yours sincerely". */
const LONGEST_CLOSING = 3;

/** Where each reading's signature begins, worked out once per reading; the text's end where it has none. */
const signatures = new WeakMap<Reading, number>();

/**
 * Whether the token at `at` stands in the writer's signature: after one of `closings` that
 * begins a sentence or a clause past the text's first word ("... by end of next year. Kind
 * regards, Julien Moreau, Group CISO"), in the few words to the text's end, none of them a filler
 * word of a request ("Thanks! We also need a pentest" signs nothing) nor after a full stop.
 */
export function inSignature(reading: Reading, at: number): boolean {
  let from = signatures.get(reading);
  if (from === undefined) {
    from = signatureStart(reading);
    signatures.set(reading, from);
  }
  return at >= from;
}

function signatureStart(reading: Reading): number {
  const { plain, tokens, words, lookup } = reading;
  const { roles } = lookup;
  const none = plain.length;
  if (!somePhraseBegins(roles.closings, plain)) return none;
  for (
    let at = Math.max(1, plain.length - LONGEST_SIGNATURE - LONGEST_CLOSING);
    at < plain.length;
    at++
  ) {
    if (!clauseBreakBefore(reading, at)) continue;
    const closing = longestPhraseAt(roles.closings, plain, at);
    if (closing === 0) continue;
    const from = at + closing;
    if (from >= plain.length || plain.length - from > LONGEST_SIGNATURE) continue;
    let signs = true;
    for (let word = from; word < plain.length && signs; word++) {
      const sentence = word > from && words[tokens[word]?.word ?? -1]?.afterStop === true;
      signs = !sentence && !roles.filler.has(plain[word] ?? "");
    }
    if (signs) return from;
  }
  return none;
}
