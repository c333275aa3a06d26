/** Lowercase, accents removed ("Gesundheitswesen", "santé" → "sante"), for keyword matching. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
