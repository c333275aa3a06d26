import { stemmer } from "@orama/stemmers/portuguese";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Portuguese names places, people, languages and the taxonomy's tags. */
export default defineLexicon({
  language: "pt",
  name: "Portuguese",
  script: "Latin",
  stem: stemmer,
  countries: ["PT", "BR", "AO", "MZ"],
  codesOnlyInCapitals: ["ca"],
  placeIntroducers: ["em", "no", "na", "do", "perto", "de", "da"],
  negations: ["exceto"],
  languageNames: ["portugues"],
  spokenLanguageBefore: ["em"],
  joins: ["e", "ou"],
  terms: {
    regions: {
      de: ["alemanha"],
      fr: ["franca"],
      es: ["espanha"],
      ch: ["suica"],
      pt: ["portugues", "portuguesa"],
    },
    serviceTypes: {
      "certification-body": [
        "organismo de certificacao",
        "entidade certificadora",
        "certificadora",
      ],
      audit: ["auditoria", "auditor", "auditores", "empresa de auditoria"],
      "readiness-assessment": [
        "pre auditoria",
        "preparacao para auditoria",
        "preparacao para a certificacao",
      ],
      "gap-analysis": ["analise de gap", "analise de lacunas"],
      vciso: ["ciso externo", "ciso virtual", "ciso terceirizado", "ciso como servico"],
      "penetration-testing": [
        "teste de intrusao",
        "testes de intrusao",
        "teste de invasao",
        "testes de invasao",
        "teste de penetracao",
        "hacking etico",
      ],
      "compliance-automation": [
        "software de conformidade",
        "plataforma de conformidade",
        "automacao de conformidade",
        "automacao de compliance",
      ],
      "implementation-consulting": [
        "consultoria",
        "consultor",
        "consultores",
        "assessoria",
        "implementacao",
        "implantacao",
      ],
      "internal-audit": ["auditoria interna", "auditor interno"],
      "privacy-consulting": [
        "encarregado de dados",
        "encarregado de protecao de dados",
        "dpo externo",
        "consultoria de privacidade",
        "relatorio de impacto",
      ],
      "security-awareness-training": [
        "treinamento",
        "conscientizacao",
        "capacitacao",
        "formacao",
        "sensibilizacao",
        "simulacao de phishing",
      ],
      "managed-security": [
        "soc gerenciado",
        "soc como servico",
        "servicos de seguranca gerenciados",
        "soc gerido",
      ],
      "risk-assessment": ["analise de riscos", "avaliacao de riscos", "gestao de riscos"],
      "legal-advisory": ["advogado", "advogados", "escritorio de advocacia", "assessoria juridica"],
    },
  },
});
