import { defaultQuestionLexicon, type QuestionLexicon } from "../free-text/question-lexicon.ts";
import { type CatalogNames, coreName } from "./catalog-names.ts";

/**
 * The catalog position of the vendor `asked` names (`QuestionReading.focus`, the words after
 * "tell me more about"): the name may be partial ("bluepeak") and any case. Null when it names
 * no listed vendor.
 */
export function vendorNamed(asked: string | null, names: CatalogNames): number | null {
  if (asked === null) return null;
  const wanted = coreName(asked);
  if (wanted.length < 3) return null;
  const first = wanted.split(" ")[0] ?? "";
  let best: { position: number; quality: number; length: number } | null = null;
  names.core.forEach((core, position) => {
    if (!core) return;
    // A whole name inside the question beats the question's words starting a name.
    const quality = ` ${wanted} `.includes(` ${core} `)
      ? 3
      : core.startsWith(wanted)
        ? 2
        : first.length >= 4 && ` ${core} `.includes(` ${first} `)
          ? 1
          : 0;
    if (quality === 0) return;
    if (!best || quality > best.quality || (quality === best.quality && core.length < best.length))
      best = { position, quality, length: core.length };
  });
  return (best as { position: number } | null)?.position ?? null;
}

/**
 * The catalog position of the vendor a "tell me more about …" question asks about, read with
 * `lexicon` (the default lexicons' when none is given). Null when the question is not of that
 * form or names no listed vendor.
 */
export function vendorInFocus(
  question: string,
  names: CatalogNames,
  lexicon: QuestionLexicon = defaultQuestionLexicon(),
): number | null {
  return vendorNamed(lexicon.read(question).focus, names);
}
