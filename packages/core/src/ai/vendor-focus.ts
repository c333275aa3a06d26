import { foldText } from "../free-text/fold.ts";
import { type CatalogNames, coreName } from "./catalog-names.ts";

/** "Tell me more about X" and its de, fr, es phrasings; the vendor's name follows. */
const MORE_ABOUT =
  /(?:tell me (?:more )?about|more (?:info\w* )?(?:about|on)|details (?:about|on|for)|what about|who (?:is|are)|erzahl\w* (?:mir )?(?:mehr )?(?:uber|von)|mehr (?:uber|zu)|infos? (?:uber|zu)|was ist mit|wer ist|details zu|(?:dis|parle|parlez)[- ]moi (?:en )?(?:plus )?(?:sur|de)|plus (?:d'informations? )?sur|en savoir plus sur|qui est|(?:cuentame|hablame|dime) (?:mas )?(?:sobre|de)|mas (?:informacion )?sobre|que hay de|quien es)\s+(.+)/;

/**
 * The catalog position of the vendor a "tell me more about …" question asks about: the
 * name may be partial ("bluepeak") and any case. Null when the question is not of that
 * form or names no listed vendor.
 */
export function vendorInFocus(question: string, names: CatalogNames): number | null {
  const asked = MORE_ABOUT.exec(foldText(question))?.[1];
  if (!asked) return null;
  const wanted = coreName(asked)
    .replace(/^(?:the|der|die|das|le|la|les|el|los|las) /, "")
    .trim();
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
