/**
 * Marks dropped from letters: accents on Latin, Greek and Cyrillic letters ("é", "ά", "ї") and
 * Arabic's short-vowel signs. Marks of other scripts are part of the letter ("ド"'s voicing,
 * Devanagari's vowel signs) and stay.
 */
const DROPPED_MARKS =
  /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+|[\u064B-\u065F\u0670]/gu;

/** Text with nothing to fold but its letter case. */
const ASCII = /^\p{ASCII}*$/u;

/**
 * The one fold of core: lower case, compatibility forms unified (full-width "ＩＳＯ", "ﬁ"),
 * Greek's final sigma as its sigma, Turkish's dotless i as i, accents dropped where they are accents (`Conformité` → `conformite`, `Αθήνα` → `αθηνα`) and
 * kept where they are letters. Search, Ask AI and the catalog's names all compare folded text.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return (
    text
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
      .replaceAll("đ", "d")
  );
}
