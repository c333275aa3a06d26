/**
 * Marks dropped from letters: accents on Latin, Greek and Cyrillic letters ("é", "ά", "ї") and
 * Arabic's short-vowel signs. Marks of other scripts are part of the letter ("ド"'s voicing,
 * Devanagari's vowel signs) and stay.
 */
const DROPPED_MARKS =
  /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+|[\u064B-\u065F\u0670]/gu;

/** Devanagari's letters, where its spelling variants are read as one (`foldDevanagari`). */
const DEVANAGARI = /[\u0900-\u097F]/u;

/** A nasal consonant with its virama before a consonant: written as often as an anusvara. */
const NASAL_CONJUNCT = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/gu;

/**
 * Devanagari's common spelling variants as one, as Lucene's Hindi normaliser reads them: a
 * nasal consonant joined to the next (ङ्ग) as the anusvara (ंग), the chandrabindu as the
 * anusvara, the nukta dropped, the vowel signs of long i and u as short ("बेङ्गलूरु" and
 * "बेंगलुरु" are one city).
 */
function foldDevanagari(text: string): string {
  return text
    .replace(NASAL_CONJUNCT, "\u0902")
    .replaceAll("\u0901", "\u0902")
    .replaceAll("\u093C", "")
    .replaceAll("\u0940", "\u093F")
    .replaceAll("\u0942", "\u0941");
}

/** Text with nothing to fold but its letter case. */
const ASCII = /^\p{ASCII}*$/u;

/**
 * The one fold of core: lower case, compatibility forms unified (full-width "ＩＳＯ", "ﬁ"),
 * Greek's final sigma as its sigma, Turkish's dotless i as i, accents dropped where they are accents (`Conformité` → `conformite`, `Αθήνα` → `αθηνα`) and
 * kept where they are letters, Devanagari's spelling variants as one. Search, Ask AI and the
 * catalog's names all compare folded text.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  const folded = text
    .normalize("NFKD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .toLowerCase()
    // Greek's final sigma is the same letter: "ΑΘΗΝΑΣ" lower-cases to "αθηνας"; Turkish's
    // dotless ı is "I" in capitals, which lower-cases to "i" ("DANIŞMA", "danışma").
    .replaceAll("ς", "σ")
    .replaceAll("ı", "i")
    // Vietnamese and Croatian "đ" is a "d" with a stroke, which no decomposition drops: its
    // writers type "d" without it ("Đà Nẵng", "da nang").
    .replaceAll("đ", "d");
  return DEVANAGARI.test(folded) ? foldDevanagari(folded).normalize("NFC") : folded;
}
