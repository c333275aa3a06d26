import type { Dimension } from "../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";

/**
 * Service types and the regions that are not countries, in the languages the built-in
 * responder writes besides English. Country names come from `Intl.DisplayNames` (no bytes
 * here); frameworks are proper names and keep their labels. A slug missing here (an
 * operator's own tag) keeps its label.
 */
const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de: {
    "certification-body": "Zertifizierungsstelle",
    audit: "Audit und Testat",
    "readiness-assessment": "Readiness-Bewertung",
    "gap-analysis": "Gap-Analyse",
    vciso: "virtuellem CISO",
    "penetration-testing": "Penetrationstests",
    "compliance-automation": "Compliance-Automatisierung",
    "implementation-consulting": "Implementierungsberatung",
    "internal-audit": "interner Revision",
    "privacy-consulting": "Datenschutzberatung",
    "security-awareness-training": "Security-Awareness-Schulungen",
    "managed-security": "Managed Security Services",
    "risk-assessment": "Risikobewertung",
    "legal-advisory": "Rechtsberatung",
    global: "aller Welt",
    eu: "der EU",
    apac: "Asien-Pazifik",
    latam: "Lateinamerika",
    "north-america": "Nordamerika",
    nordics: "den nordischen Ländern",
  },
  fr: {
    "certification-body": "organisme de certification",
    audit: "audit et attestation",
    "readiness-assessment": "évaluation de préparation",
    "gap-analysis": "analyse d'écarts",
    vciso: "RSSI externalisé",
    "penetration-testing": "tests d'intrusion",
    "compliance-automation": "automatisation de la conformité",
    "implementation-consulting": "conseil en mise en œuvre",
    "internal-audit": "audit interne",
    "privacy-consulting": "conseil en protection des données",
    "security-awareness-training": "sensibilisation à la sécurité",
    "managed-security": "services de sécurité managés",
    "risk-assessment": "évaluation des risques",
    "legal-advisory": "conseil juridique",
    global: "le monde entier",
    eu: "l'UE",
    apac: "Asie-Pacifique",
    latam: "Amérique latine",
    "north-america": "Amérique du Nord",
    nordics: "pays nordiques",
  },
  es: {
    "certification-body": "entidad de certificación",
    audit: "auditoría y atestación",
    "readiness-assessment": "evaluación de preparación",
    "gap-analysis": "análisis de brechas",
    vciso: "CISO virtual",
    "penetration-testing": "pruebas de penetración",
    "compliance-automation": "automatización del cumplimiento",
    "implementation-consulting": "consultoría de implantación",
    "internal-audit": "auditoría interna",
    "privacy-consulting": "consultoría de privacidad",
    "security-awareness-training": "formación en concienciación",
    "managed-security": "servicios de seguridad gestionados",
    "risk-assessment": "evaluación de riesgos",
    "legal-advisory": "asesoría jurídica",
    global: "todo el mundo",
    eu: "la UE",
    apac: "Asia-Pacífico",
    latam: "Latinoamérica",
    "north-america": "Norteamérica",
    nordics: "los países nórdicos",
  },
};

/**
 * A country's name in `locale` from the runtime's ICU data, or undefined (a runtime without
 * ICU data for the locale keeps the English labels). Answers that name countries are
 * composed once and kept per catalog version, so this runs once per such answer.
 */
function countryName(slug: string, locale: string): string | undefined {
  if (!/^[a-z]{2}$/.test(slug)) return undefined;
  try {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    return names.of(slug === "uk" ? "GB" : slug.toUpperCase());
  } catch {
    return undefined;
  }
}

/**
 * Tags as a reader of `locale` calls them: service types and regions translated where we
 * know them, everything else (frameworks, English) by its taxonomy label. In English a
 * service type reads in lower case inside a sentence.
 */
export function localizedLabels(
  slugs: readonly string[],
  dimension: Dimension,
  taxonomy: TaxonomyIndex,
  locale: string,
  inSentence = false,
): string[] {
  return slugs.map((slug) => {
    const label = taxonomy.bySlug(dimension, slug)?.label ?? slug;
    if (dimension === "frameworks") return label;
    const translated =
      NAMES[locale]?.[slug] ?? (dimension === "regions" ? countryName(slug, locale) : undefined);
    if (translated) return translated;
    return inSentence && dimension === "serviceTypes" ? label.toLowerCase() : label;
  });
}
