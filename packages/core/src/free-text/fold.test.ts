import { describe, expect, it } from "vitest";
import { foldText } from "./fold.ts";

describe("folding text", () => {
  it("drops accents where they are accents", () => {
    expect(foldText("Conformité Zürich")).toBe("conformite zurich");
    expect(foldText("Αθήνα")).toBe("αθηνα");
    expect(foldText("الرِّيَاض")).toBe("الرياض");
  });

  it("keeps marks that are part of a letter", () => {
    expect(foldText("मुंबई")).toBe("मुंबई");
    expect(foldText("ドイツ")).toBe("ドイツ");
    expect(foldText("서울")).toBe("서울");
  });

  it("reads the same in capitals as in small letters, Greek's final sigma and Turkish's dotless i too", () => {
    expect(foldText("ΑΘΗΝΑΣ")).toBe(foldText("αθηνας"));
    expect(foldText("DANIŞMA")).toBe(foldText("danışma"));
    expect(foldText("İSTANBUL")).toBe(foldText("istanbul"));
  });

  it("reads Devanagari's spelling variants as one", () => {
    // A nasal joined to the next consonant as the anusvara; long vowel signs as short.
    expect(foldText("बेङ्गलूरु")).toBe(foldText("बेंगलुरु"));
    expect(foldText("मुम्बई")).toBe(foldText("मुंबई"));
    // The chandrabindu as the anusvara, the nukta dropped.
    expect(foldText("हाँ")).toBe(foldText("हां"));
    expect(foldText("ज़")).toBe(foldText("ज"));
    // A virama before no consonant stays.
    expect(foldText("न्")).toBe("न्");
  });

  it("unifies compatibility forms", () => {
    expect(foldText("ＩＳＯ２７００１")).toBe("iso27001");
  });
});
