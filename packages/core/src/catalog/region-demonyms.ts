import type { TermTable } from "./term-table.ts";

/** English adjectives and demonyms of the default taxonomy's regions (DACH, Benelux and EMEA have none). */
export const REGION_DEMONYMS: TermTable = {
  regions: {
    global: "multinational",
    apac: "asian",
    latam: "latin american|south american",
    "north-america": "north american",
    eu: "european",
    nordics: "scandinavian",
    mena: "middle eastern|gulf",
    us: "american",
    ca: "canadian",
    mx: "mexican",
    br: "brazilian",
    ar: "argentinian|argentinean|argentine",
    cl: "chilean",
    co: "colombian",
    uk: "british|scottish|welsh",
    ie: "irish",
    fr: "french",
    de: "german",
    nl: "dutch",
    be: "belgian",
    lu: "luxembourgish",
    es: "spanish",
    pt: "portuguese",
    it: "italian",
    at: "austrian",
    se: "swedish",
    dk: "danish",
    fi: "finnish",
    pl: "polish",
    cz: "czech",
    ee: "estonian",
    ch: "swiss",
    no: "norwegian",
    za: "south african",
    ae: "emirati",
    sa: "saudi",
    il: "israeli",
    in: "indian",
    sg: "singaporean",
    au: "australian|aussie",
    nz: "new zealander|kiwi",
    jp: "japanese",
    kr: "korean|south korean",
  },
};

/**
 * Demonyms that also name a spoken language: read as a language, not a region, when the
 * words around them say so (see `spokenLanguage`). Folded, as `tokenize` yields them.
 */
export const LANGUAGE_NAMES: ReadonlySet<string> = new Set(
  (
    "german|french|spanish|italian|dutch|portuguese|swedish|danish|finnish|polish|czech|" +
    "estonian|norwegian|japanese|korean|irish|francais|espanol|italiano|portugues|svenska|" +
    "dansk|norsk|suomi"
  ).split("|"),
);
