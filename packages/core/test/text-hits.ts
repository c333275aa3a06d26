import type { TextHits } from "../src/ai/text-index.ts";

/** A search's hits read by document: its score and words matched, 0 for one not hit. */
export function byDocument(hits: TextHits) {
  const at = new Map(Array.from(hits.documents, (document, i) => [document, i]));
  const read = (values: Float32Array | Uint16Array) => (document: number) => {
    const i = at.get(document);
    return i === undefined ? 0 : (values[i] as number);
  };
  return { documents: hits.documents, score: read(hits.scores), terms: read(hits.terms) };
}
