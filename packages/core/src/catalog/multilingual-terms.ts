import type { TermTable } from "./term-table.ts";

/**
 * Country names and the most common service words in the main languages of the catalog's
 * regions (German, French, Spanish, Italian, Dutch, Portuguese, Swedish) for the countries
 * where they are spoken and the biggest markets. Written without
 * diacritics (text is folded before it is compared); spellings equal to English or to a
 * taxonomy alias are left out. Kept short: every byte ships in the Worker bundle.
 */
export const MULTILINGUAL_TERMS: TermTable = {
  regions: {
    eu: "europa|europaisch|europeen|europeo|europese unie",
    nordics: "skandinavien|scandinavie|escandinavia",
    us: "estados unidos|eeuu|etats unis|vereinigte staaten|stati uniti|verenigde staten",
    uk: "vereinigtes konigreich|grossbritannien|royaume uni|reino unido|regno unito|verenigd koninkrijk|storbritannien",
    de: "deutsche|deutscher|deutschen|allemagne|alemania|germania|duitsland|alemanha|tyskland",
    fr: "frankreich|francais|francaise|francia|frankrijk|franca|frankrike",
    es: "spanien|espagne|espanol|espanola|spagna|spanje|espanha",
    it: "italien|italie|italiano|italiana",
    ch: "schweizer|suiza|zwitserland|suica",
    at: "autriche|oostenrijk",
    nl: "niederlande|pays bas|paises bajos|paesi bassi|holanda|nederlandse",
    be: "belgien|belgica|belgio|belgie",
    pt: "portugues|portuguesa",
    ie: "irland|irlande|irlanda",
    se: "schweden|suede|suecia|svezia|zweden|svensk|svenska",
    dk: "danemark|dinamarca|danimarca|denemarken|dansk",
    no: "norwegen|norvege|noruega|norvegia|noorwegen|norsk",
  },
  serviceTypes: {
    "certification-body":
      "zertifizierungsstelle|zertifizierungsstellen|organisme de certification|organismo de certificacion|ente di certificazione|certificatie instelling|certifieringsorgan",
    audit: "prufung|prufungen|prufer|wirtschaftsprufer|auditeur|auditoria|revisor|revisore",
    "gap-analysis": "gap analyse|analyse d ecart|analisis de brechas|analisi dei gap",
    vciso: "externer ciso|rssi externalise|ciso externo",
    "penetration-testing":
      "penetrationstest|test d intrusion|prueba de penetracion|test di penetrazione|penetratietest|teste de intrusao",
    "implementation-consulting":
      "beratung|berater|conseil|consultoria|consultor|asesoria|consulenza|consulente|advies|adviseur|konsult|radgivning",
    "internal-audit": "interne audit|audit interne|auditoria interna|audit interno",
    "privacy-consulting":
      "datenschutzberatung|datenschutzberater|datenschutzbeauftragter|delegue a la protection des donnees|delegado de proteccion de datos",
    "security-awareness-training":
      "schulung|sensibilisierung|sensibilisation|formation|formacion|concienciacion|formazione|utbildning",
    "risk-assessment":
      "risikoanalyse|risikobewertung|analyse de risques|analyse des risques|analisis de riesgos|valutazione dei rischi|risicoanalyse|riskanalys",
    "legal-advisory":
      "anwalt|rechtsanwalt|kanzlei|avocat|abogado|avvocato|advocaat|advogado|advokat",
  },
};
