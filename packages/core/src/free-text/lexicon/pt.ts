import { stemmer } from "@orama/stemmers/portuguese";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Portuguese names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "pt",
  name: "Portuguese",
  script: "Latin",
  stem: stemmer,
  // "certificados" (certified) stems as "certificadora" does: a certified company is no certifier.
  stemExceptions: { keep: ["certificado", "certificados", "certificada", "certificadas"] },
  countries: ["PT", "BR", "AO", "MZ"],
  // Common words near a place's or a phrasing's name, never read as its misspelling.
  commonWords: ["diretoria", "diretorias", "posto", "postos"],
  // "mais tarde" (later) is no Taranto.
  otherMeanings: ["tarde"],
  codesOnlyInCapitals: ["ca"],
  placeIntroducers: ["em", "no", "na", "do", "perto", "de", "da"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "obrigado",
    "obrigada",
    "muito obrigado",
    "muito obrigada",
    "cumprimentos",
    "atenciosamente",
    "abraço",
    "abraços",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "o anterior",
    "o nosso anterior",
    "nosso anterior",
    "o antigo",
    "o nosso antigo",
    "a anterior",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["mas", "porém", "contudo", "embora"],
  negations: ["exceto"],
  languageNames: ["portugues"],
  spokenLanguageBefore: ["em"],
  ownPlaceBefore:
    "somos|sou|estamos|com sede|sede|nosso escritório|nossa equipe|nossa equipa|filial|escritórios|escritório|sedes|localizados|localizada|localizado|baseados|baseada|situados|situada|sediados|sediada|sediado|nossa empresa|nossa empresa fica|nossa empresa é|nossos escritórios|ficamos em|viemos de|venho de|nossa sede|matriz fica".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "deve estar localizado|deve estar localizada|deve estar sediado|deve estar sediada|deve ser baseado|devem estar localizados|deve estar|devem estar|deveria estar|deve ser|devem ser|idealmente|preferencialmente|disponível|disponíveis|localizado|localizada|localizados|situado|situada|presente|presentes|com escritório|com escritórios".split(
      "|",
    ),
  askers:
    "consultor*|consultoria*|empresa|empresas|fornecedor*|parceiro*|auditor*|auditoria|certific*|especialista*|alguém|ajuda|advogad*|presença|cobertura|cubra|cubram|cobre|cobrir|firma|firmas|assessor*|avaliador*|pentester*|profissional|profissionais|organismo*|entidade*|preferencialmente|idealmente|local|locais".split(
      "|",
    ),
  othersPlaceAfter:
    "clientes|cliente|empresa-mãe|empresa mãe|controladora|fornecedores|investidores|mercado|usuários|utilizadores|distribuidores|servidores|casa-mãe|casa mãe|acionistas|accionistas|pacientes|compradores|mercados|consumidores|centro de dados|centros de dados|sócios|revendedores|fundadores|donos|proprietários".split(
      "|",
    ),
  partyLinks:
    "são|é|estão|está|em|no|na|nos|nas|de|do|da|dos|das|o|a|os|as|sobretudo|principalmente|majoritariamente|localizados|baseados|todo|toda".split(
      "|",
    ),
  filler: ["com", "para", "sem", "sobre", "entre", "desde"],
  // A party before its people's word, as these languages write them: "clientes mexicanos".
  othersPlaceBefore: [
    ..."clientes|fornecedores|investidores|usuários|utilizadores|mercado|servidores|distribuidores".split(
      "|",
    ),
    // Where the writer sells, who owns them, where systems are hosted: "vendemos para a Espanha".
    ..."vendemos para|vendemos em|vender para|vendas para|vendas em|exportamos para|exportar para|expansão para|expandir para|expandindo para|lançamento em|subsidiária de|subsidiária de uma|filial de|filial de uma|controlada por|pertence a|adquirida por|adquiridos por|hospedado em|hospedados em|hospedada em|hospedadas em|alojado em|alojados em|hospedagem em|terceirizado para|terceirizada para".split(
      "|",
    ),
  ],
  assessmentWords: [
    "avaliação",
    "avaliações",
    "assessment",
    "assessments",
    // Its report: "o relatório SOC 2".
    "relatório",
    "relatórios",
  ],
  possessives: "nosso|nossa|nossos|nossas".split("|"),
  joins: ["e", "ou"],
  // A framework or service declined, deferred or handled: "não precisamos de pentest", "o SOC 2 pode esperar", "... mas isso já está coberto".
  declinedBefore:
    "não precisamos de|não precisamos|em vez de|ao invés de|não o|não um|não uma|em vez do|em vez da|ao invés do|ao invés da|no lugar de|em lugar de|não preciso de|não preciso|não buscamos|não procuramos|não estamos procurando|não estamos à procura de|não queremos|não quero|não temos interesse em|sem necessidade de|não necessitamos de|não necessitamos|dispensamos|não vamos contratar|não pretendemos contratar|não é preciso|não é necessário um|não é necessária uma|sem precisar de".split(
      "|",
    ),
  declinedAfter:
    "não é necessário|não é necessária|não precisa|pode esperar|fica para depois|já está coberto|já está coberta|está coberto|não é para nós|já temos|já temos contratado|já está contratado|já está contratada|já contratamos|já foi contratado|não é preciso|não precisamos|ainda não precisamos|ainda não é necessário|ainda não é preciso|por enquanto não|de momento não|fica para uma fase posterior|numa fase posterior|pode ficar para depois|já foi feito|já foi feita|já está feito|já está feita|está concluído|já está concluído|já terminou|já está resolvido|não é prioridade|não é prioritário".split(
      "|",
    ),
  // A service the writer has or has had done: "já temos consultor", "já trabalhamos com um auditor". No
  // service asked for.
  doneBefore:
    "já temos|já temos um|já temos uma|já contamos com|já trabalhamos com|já estamos trabalhando com|já estamos a trabalhar com|já contratamos|já contratámos|já contratamos um|já contratamos uma|já terminamos com|terminamos com|já acabamos com|já fizemos|já fizemos o|já fizemos a|já realizamos|já realizámos|já escolhemos".split(
      "|",
    ),
  declinedLater:
    "isso já está coberto|isso pode esperar|isso fica para depois|isso não é para nós|isso já temos|isso já foi feito|isso não precisamos|isso ainda não é necessário|isso já está resolvido".split(
      "|",
    ),
  // A framework the writer holds already: "já temos ISO 27001", "a nossa ISO 27001 vigente".
  heldBefore:
    "já temos|já tenho|já possuímos|possuímos|já contamos com|já obtivemos|obtivemos|conquistamos|já conquistamos|já passamos|já somos|somos certificados|já somos certificados|já estamos certificados|estamos certificados".split(
      "|",
    ),
  heldAfter:
    "já temos|já possuímos|já está implementado|já está implementada|já implementado|já implementada|já obtido|já obtida|vigente|existente|em vigor|já em vigor|já conquistado|já conquistada|certificados desde|certificada desde|certificado desde".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "nos acompanhar|nos acompanhe|nos preparar|nos ajudar a preparar|nos guiar|nos ajudar a preencher|ajudar a preencher".split(
        "|",
      ),
  },
  // Streets named after places: "Rue de Londres", "Calle de Alcalá".
  eponymBefore: "rua de|rua do|rua da|avenida".split("|"),
  spokenLanguageSuffixes: ["fono*", "falante*"],
  catalogLanguages: {
    English: ["inglês", "anglo"],
    German: ["alemão"],
    French: ["francês", "franco"],
    Spanish: ["espanhol", "castelhano"],
    Dutch: ["holandês", "neerlandês"],
    Italian: ["italiano"],
    Portuguese: ["português", "luso"],
    Swedish: ["sueco"],
  },
  sizes: {
    smb: ["pme", "pmes", "pequena* empresa*", "pequena* e média* empresa*"],
    "mid-market": ["média* empresa*"],
    enterprise: ["grande* empresa*", "multinacional*"],
  },
  headcountWords: ["funcionários", "colaboradores", "empregados", "pessoas"],
  industries: {
    Fintech: ["pagamento*", "banco", "bancos"],
    Healthcare: ["saúde", "hospital*", "clínica*"],
    "Public sector": ["setor público", "governo*", "administração pública"],
    "E-commerce": ["comércio eletrônico", "comércio electrónico", "loja* online", "loja* virtual"],
    Energy: ["energia*"],
    Insurance: ["seguradora*", "seguro", "seguros"],
    "AI/ML": ["ia", "inteligência artificial"],
    Education: ["educação", "escola*", "universidade*"],
  },
  topicWords: [
    "seguranç*",
    "privacidade*",
    "risco*",
    "fornecedor*",
    "consultor*",
    "proteção de dados",
  ],
  vendorFocus: [
    "fale-me sobre",
    "fale-me mais sobre",
    "conte-me sobre",
    "conte-me mais sobre",
    "mais sobre",
    "mais informações sobre",
    "quem é",
  ],
  articles: ["o", "a", "os", "as", "um", "uma"],
  followUps: ["também", "desses", "dessas", "destes", "destas", "entre eles"],
  landmarksBefore:
    "antes da|antes de nossa|antes da nossa|antes de uma|antes do|depois da|depois da nossa|depois do|na próxima|na nossa próxima".split(
      "|",
    ),
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting":
      "ajuda com|ajudar com|nos ajudar com|apoio com|apoio em|suporte com"
        .split("|")
        .map((verb) => `${verb} *`),
  },
  certificationWords: "certificação|certificações|certificacao".split("|"),
  workWords: [
    ..."auditoria|auditorias|presença|cobertura|cubra|cubram|cobre|cobrir".split("|"),
    ..."consultoria|consultor|consultores".split("|"),
  ],
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norma|normas".split("|"),
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
        "auditoria de certificacao",
        "auditorias de certificacao",
        "organismo de certificacao",
        "entidade certificadora",
        "certificadora",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "avaliação tisax",
        "avaliação hitrust",
        "avaliação cmmc",
        "auditoria",
        "auditor",
        "auditores",
        "empresa de auditoria",
      ],
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
        "implantar",
        "implementar",
        "consultoria",
        "consultor",
        "consultores",
        "assessoria",
        "implementacao",
        "implantacao",
      ],
      "internal-audit": ["auditoria interna", "auditor interno"],
      "privacy-consulting": [
        // Brazil's data protection law, which has no tag of its own.
        "consultoria em lgpd",
        "consultoria lgpd",
        "consultoria de lgpd",
        "adequação à lgpd",
        "adequação lgpd",
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
