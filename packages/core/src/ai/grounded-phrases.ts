/** The fixed text of the built-in responder in one language. */
export interface GroundedPhrases {
  and: string;
  /** Prefixes of the understood filters: services, frameworks, regions. */
  offering: string;
  for: string;
  covering: string;
  intro(shown: number, matched: number, asked: string): string;
  none(asked: string): string;
  rankedBy: string;
  closing: string;
  offTopic: string;
  /** Labels of a vendor's details, in the order they are shown. */
  fields: {
    services: string;
    frameworks: string;
    regions: string;
    industries: string;
    sizes: string;
    languages: string;
    problems: string;
    details: string;
  };
}

const en: GroundedPhrases = {
  and: "and",
  offering: "offering",
  for: "for",
  covering: "covering",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} vendors in the directory match${asked}; these ${shown} fit your question best:`
      : shown === 1
        ? `One vendor in the directory matches${asked}:`
        : `${shown} vendors in the directory match${asked}:`,
  none: (asked) =>
    `I could not find a vendor in the directory${asked || " for that question"}. Try a broader region (for example the EU instead of one country), fewer frameworks, or name a framework, region or service type.`,
  rankedBy: "Ranked by fit for",
  closing:
    "They come from the directory's catalog, not an exhaustive search; check each vendor's scope and accreditation before you engage.",
  offTopic:
    "I can only help you find compliance, security, privacy and audit service providers in this directory. Ask me, for example, for an ISO 27001 auditor in Germany or a SOC 2 readiness consultant for a startup.",
  fields: {
    services: "Services",
    frameworks: "Frameworks",
    regions: "Regions covered",
    industries: "Industries",
    sizes: "Client sizes",
    languages: "Languages",
    problems: "Problems they solve",
    details: "Details",
  },
};

const de: GroundedPhrases = {
  and: "und",
  offering: "mit",
  for: "für",
  covering: "in",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} Anbieter im Verzeichnis passen${asked}; diese ${shown} passen am besten zu Ihrer Frage:`
      : shown === 1
        ? `Ein Anbieter im Verzeichnis passt${asked}:`
        : `${shown} Anbieter im Verzeichnis passen${asked}:`,
  none: (asked) =>
    `Ich habe im Verzeichnis keinen Anbieter gefunden${asked || " für diese Frage"}. Versuchen Sie eine größere Region (zum Beispiel die EU statt eines Landes), weniger Frameworks, oder nennen Sie ein Framework, eine Region oder eine Leistung.`,
  rankedBy: "Sortiert nach Eignung für",
  closing:
    "Die Angaben stammen aus dem Katalog des Verzeichnisses, nicht aus einer vollständigen Suche; prüfen Sie Umfang und Akkreditierung jedes Anbieters, bevor Sie ihn beauftragen.",
  offTopic:
    "Ich helfe nur dabei, Anbieter für Compliance, Informationssicherheit, Datenschutz und Audits in diesem Verzeichnis zu finden. Fragen Sie zum Beispiel nach einem ISO-27001-Auditor in Deutschland oder einer SOC-2-Beratung für ein Startup.",
  fields: {
    services: "Leistungen",
    frameworks: "Frameworks",
    regions: "Regionen",
    industries: "Branchen",
    sizes: "Kundengrößen",
    languages: "Sprachen",
    problems: "Löst diese Probleme",
    details: "Details",
  },
};

const fr: GroundedPhrases = {
  and: "et",
  offering: "proposant",
  for: "pour",
  covering: "couvrant",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} prestataires de l'annuaire correspondent${asked} ; ces ${shown} répondent le mieux à votre question :`
      : shown === 1
        ? `Un prestataire de l'annuaire correspond${asked} :`
        : `${shown} prestataires de l'annuaire correspondent${asked} :`,
  none: (asked) =>
    `Je n'ai trouvé aucun prestataire dans l'annuaire${asked || " pour cette question"}. Essayez une région plus large (par exemple l'UE plutôt qu'un pays), moins de référentiels, ou indiquez un référentiel, une région ou un type de service.`,
  rankedBy: "Classés selon l'adéquation à",
  closing:
    "Ces informations viennent du catalogue de l'annuaire, pas d'une recherche exhaustive ; vérifiez le périmètre et l'accréditation de chaque prestataire avant de vous engager.",
  offTopic:
    "Je peux seulement vous aider à trouver des prestataires de conformité, de sécurité, de protection des données et d'audit dans cet annuaire. Demandez par exemple un auditeur ISO 27001 en Allemagne ou un conseil SOC 2 pour une startup.",
  fields: {
    services: "Services",
    frameworks: "Référentiels",
    regions: "Régions couvertes",
    industries: "Secteurs",
    sizes: "Taille des clients",
    languages: "Langues",
    problems: "Problèmes résolus",
    details: "Détails",
  },
};

const es: GroundedPhrases = {
  and: "y",
  offering: "que ofrecen",
  for: "para",
  covering: "en",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} proveedores del directorio coinciden${asked}; estos ${shown} se ajustan mejor a su pregunta:`
      : shown === 1
        ? `Un proveedor del directorio coincide${asked}:`
        : `${shown} proveedores del directorio coinciden${asked}:`,
  none: (asked) =>
    `No encontré ningún proveedor en el directorio${asked || " para esa pregunta"}. Pruebe una región más amplia (por ejemplo la UE en lugar de un país), menos marcos, o indique un marco, una región o un tipo de servicio.`,
  rankedBy: "Ordenados por adecuación a",
  closing:
    "Los datos vienen del catálogo del directorio, no de una búsqueda exhaustiva; compruebe el alcance y la acreditación de cada proveedor antes de contratarlo.",
  offTopic:
    "Solo puedo ayudarle a encontrar proveedores de cumplimiento, seguridad, privacidad y auditoría en este directorio. Pregunte, por ejemplo, por un auditor ISO 27001 en Alemania o una consultoría SOC 2 para una startup.",
  fields: {
    services: "Servicios",
    frameworks: "Marcos",
    regions: "Regiones",
    industries: "Sectores",
    sizes: "Tamaño de clientes",
    languages: "Idiomas",
    problems: "Problemas que resuelven",
    details: "Detalles",
  },
};

/** The language the built-in responder falls back to. */
export const FALLBACK_PHRASES = en;

/** The built-in responder's languages; the first is the fallback. */
export const GROUNDED_PHRASES: Readonly<Record<string, GroundedPhrases>> = { en, de, fr, es };
