import { foldText } from "../free-text/fold.ts";

/** What a question says about the buyer, beyond the catalog's hard filters. */
export interface QuestionSignals {
  /** `targetClientsSize` values: startup, smb, mid-market, enterprise. */
  sizes: string[];
  /** `industrySpecialization` values as the catalog writes them. */
  industries: string[];
  /** `supportedLanguages` values as the catalog writes them. */
  languages: string[];
}

// Patterns run on folded text (lowercase, no accents) and cover en, de, fr, es wording.
const SIZES: [string, RegExp][] = [
  ["startup", /\bstart-?ups?\b|jeunes? pousses?|emergentes?\b/],
  [
    "smb",
    /\bsm[be]s?\b|\bkmus?\b|\bpymes?\b|\bpmes?\b|small(?:er)? (?:and medium[- ]sized )?(?:business|compan|firm|team|organi)|kleine\w* (?:unternehmen|firm|betrieb)|mittelstand|petites? (?:et moyennes )?entreprises?|pequenas? (?:y medianas )?empresas?/,
  ],
  [
    "mid-market",
    /\bmid-?(?:market|size)|medium[- ]sized|mittelstand|mittelgro|mittlere\w* unternehmen|taille intermediaire|\betis?\b|moyennes? entreprises?|medianas? empresas?/,
  ],
  [
    "enterprise",
    /\benterprises?\b|large (?:compan|organi|corporat|firm)|\bcorporat|konzern|grossunternehmen|grosse\w* unternehmen|grandes? (?:entreprises?|empresas?)|multinational/,
  ],
];

const INDUSTRIES: [string, RegExp][] = [
  ["SaaS", /\bsaas\b|software/],
  ["Fintech", /fintech|\bbank|payment|zahlungs|paiement|\bpagos?\b|neobank|lending|\bkredit/],
  [
    "Healthcare",
    /health|hospital|clinic|medic|gesundheit|krankenh|klinik|\bsante\b|hopita|\bsalud\b|sanitar/,
  ],
  [
    "Public sector",
    /public sector|government|municipal|behorde|offentlich|kommun|secteur public|collectivit|sector publico|gobierno|administracion publica/,
  ],
  [
    "E-commerce",
    /e-?commerce|online (?:shop|store|retail)|webshop|onlineshop|\bretail|commerce en ligne|comercio electronico|tienda online/,
  ],
  [
    "Manufacturing",
    /manufactur|factory|factories|industrial|fertigung|produktion|\busine|fabrica|\bindustria\b/,
  ],
  ["Telecommunications", /telecom|\btelco|telekom|telecomunicac/],
  ["Energy", /energy|utilit|energie|energia|stadtwerk/],
  ["Insurance", /insur|versicher|assuran|\bseguros?\b|asegurador/],
  [
    "AI/ML",
    /\bai\b|\bki\b|\bia\b|machine learning|artificial intelligence|kunstliche intelligenz|intelligence artificielle|inteligencia artificial|\bllms?\b/,
  ],
  [
    "Education",
    /educat|universit|school|edtech|bildung|schule|\becoles?\b|enseignement|educac|escuela/,
  ],
  ["Gaming", /gaming|\bgames?\b|casino|gambling|glucksspiel|\bjeux\b|juegos?\b/],
  ["Automotive", /automotive|automobil|car maker|\boems?\b|automoci|automovil/],
  ["Biotech", /biotech|pharma|life science/],
  ["Legal", /law firm|legal (?:sector|industry|services)|kanzlei|anwalt|avocats?\b|abogad/],
];

/** Language names (folded) in en, de, fr, es, with the catalog's spelling first. */
const LANGUAGES: [string, string][] = [
  ["English", "english|englisch|anglais|ingles|anglo"],
  ["German", "german|deutsch|deutsche|allemand|aleman|germano"],
  ["French", "french|franzosisch|francais|frances|franco"],
  ["Spanish", "spanish|spanisch|espagnol|espanol|castellano|hispano"],
  ["Dutch", "dutch|niederlandisch|neerlandais|neerlandes|hollandisch"],
  ["Italian", "italian|italienisch|italien|italiano"],
  ["Portuguese", "portuguese|portugiesisch|portugais|portugues|luso"],
  ["Swedish", "swedish|schwedisch|suedois|sueco"],
];

// A language name counts only where it names a language ("in German", "German-speaking",
// "auf Deutsch", "francophone"), not a country or people ("a German company").
const LANGUAGE_PATTERNS = LANGUAGES.map(([name, stems]): [string, RegExp] => [
  name,
  new RegExp(
    `(?:speak\\w*|talks?|\\bin|\\bauf|\\ben|parl\\w*|habl\\w*|sprich\\w*|sprech\\w*)\\s+(?:${stems})\\b|\\b(?:${stems})(?:[- ]?(?:speaking|speakers?|language|sprach\\w*|sprechend\\w*|phone|hablantes?))`,
  ),
]);

const HEADCOUNT =
  /(\d[\d,.]*)\s*\+?\s*(?:employees|staff|people|persons|fte|mitarbeite\w*|beschaftigte\w*|angestellte\w*|employes|salaries|collaborateurs|personnes|empleados|trabajadores|personas)/;

/** The size bracket a headcount falls in. */
function sizesOfHeadcount(count: number): string[] {
  if (count < 10) return ["startup", "smb"];
  if (count < 250) return ["smb"];
  if (count < 1000) return ["mid-market"];
  return ["enterprise"];
}

/**
 * Company size, industry and language the question asks for. These rank vendors; they
 * never filter them out.
 */
export function questionSignals(question: string): QuestionSignals {
  const text = foldText(question);
  const sizes = new Set(SIZES.filter(([, pattern]) => pattern.test(text)).map(([size]) => size));
  const headcount = HEADCOUNT.exec(text)?.[1];
  if (headcount) {
    for (const size of sizesOfHeadcount(Number(headcount.replace(/[,.]/g, "")))) sizes.add(size);
  }
  return {
    sizes: [...sizes],
    industries: INDUSTRIES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
    languages: LANGUAGE_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
  };
}

/** True when the question states any signal. */
export function hasSignals(signals: QuestionSignals): boolean {
  return signals.sizes.length + signals.industries.length + signals.languages.length > 0;
}
