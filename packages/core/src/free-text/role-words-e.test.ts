import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * The role words of Bulgarian, Serbian, Macedonian, Persian, Urdu, Swahili, Malay, Tagalog,
 * Icelandic, Afrikaans, Albanian, Welsh, Bengali, Tamil, Georgian and Armenian: a verb or help
 * that asks for implementation consulting (`serviceVerbs`, `frameworkHelp`), a service declined
 * after its name (`declinedAfter`), the writer's own trade (`ownTradeBefore`), a party that
 * speaks (`possessives`, `partyVerbs`), no budget for a service (`lackedBefore`) and a letter's
 * closing words before the writer's title (`closings`). Each sentence read otherwise before
 * its language's words were added.
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Bulgarian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "Търсим кой да ни помогне да внедрим ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Търсим съдействие за NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "За ISO 27001 търсим някой, който да ни подготви",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Пентест не е нужен, търсим одитор за SOC 2", ["soc-2"], [], ["audit"]],
      ["Нашите одитори поискаха пентест", [], [], ["penetration-testing"]],
      [
        "Нямаме бюджет за консултант, трябва ни ISO 27001 сертифициращ орган",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Търсим пентест. С уважение, Иван Петров, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Serbian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "Тражимо некога да нам помогне да уведемо ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Треба нам помоћ око NIS2", ["nis2"], [], ["implementation-consulting"]],
      ["За SOC 2 тражимо некога да нас припреми", ["soc-2"], [], ["implementation-consulting"]],
      ["Пентест није потребан, тражимо ревизора за SOC 2", ["soc-2"], [], ["audit"]],
      ["Наши ревизори су тражили пентест", [], [], ["penetration-testing"]],
      ["Немамо буџет за саветника, треба нам пентест", [], [], ["penetration-testing"]],
      ["Тражимо пентест. Срдачан поздрав, Марко Марковић, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Macedonian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "Бараме некој да ни помогне да воведеме ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Ни треба помош со NIS2", ["nis2"], [], ["implementation-consulting"]],
      ["Пентест не е потребен, бараме ревизор за SOC 2", ["soc-2"], [], ["audit"]],
      ["Нашите ревизори побараа пентест", [], [], ["penetration-testing"]],
      ["Бараме пентест. Со почит, Марко Петровски, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Persian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["به دنبال کمک در زمینه NIS2 هستیم", ["nis2"], [], ["implementation-consulting"]],
      [
        "برای ISO 27001 کسی را می خواهیم که ما را آماده کند",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["تست نفوذ می تواند صبر کند، به دنبال حسابرس SOC 2 هستیم", ["soc-2"], [], ["audit"]],
      ["به تست نفوذ نیاز داریم. با تشکر، علی رضایی، CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Urdu", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["ISO 27001 کے لیے کوئی ہمیں تیار کریں", ["iso-27001"], [], ["implementation-consulting"]],
      ["ہمارے آڈیٹر نے پینیٹریشن ٹیسٹنگ کا کہا ہے", [], [], ["penetration-testing"]],
      ["پینیٹریشن ٹیسٹنگ بعد میں کریں گے، ابھی SOC 2 آڈٹ چاہیے", ["soc-2"], [], ["audit"]],
      ["ہمیں آڈٹ چاہیے۔ شکریہ، علی خان، CISO", [], [], ["audit"]],
    ]);
  });
});

describe("Swahili", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Tunahitaji msaada wa NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Tunatafuta kampuni ya kutusaidia kuanzisha ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Tunahitaji mtu wa kutuandaa kwa ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Pentest haihitajiki kwa sasa, tunatafuta mkaguzi wa SOC 2", ["soc-2"], [], ["audit"]],
      ["Hatuna bajeti ya mshauri, tunahitaji pentest", [], [], ["penetration-testing"]],
      ["Tunahitaji pentest. Asante sana, Juma Mwangi, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Malay", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Kami perlukan sokongan untuk NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Kami mencari syarikat untuk membina sistem pengurusan keselamatan maklumat",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kami perlukan seseorang untuk menyediakan kami bagi ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Ujian penembusan tak diperlukan, kami mencari juruaudit SOC 2", ["soc-2"], [], ["audit"]],
      ["Kami sebuah firma guaman dan memerlukan ujian penembusan", [], [], ["penetration-testing"]],
      [
        "Tiada bajet untuk perunding, kami perlukan ujian penembusan",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Tagalog", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Kailangan namin ng tulong sa NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Naghahanap kami ng makakatulong, gabayan kami sa ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ang penetration testing ay hindi kailangan, naghahanap kami ng SOC 2 awditor",
        ["soc-2"],
        [],
        ["audit"],
      ],
      [
        "Isa akong abogado at kailangan namin ng penetration testing",
        [],
        [],
        ["penetration-testing"],
      ],
      ["Ang aming awditor ay humihingi ng penetration testing", [], [], ["penetration-testing"]],
      [
        "Walang budget para sa konsultant, kailangan namin ng penetration testing",
        [],
        [],
        ["penetration-testing"],
      ],
      [
        "Kailangan namin ng penetration testing. Maraming salamat, Juan Cruz, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Icelandic", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Okkur vantar aðstoð við NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Við viljum setja upp stjórnkerfi upplýsingaöryggis",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Við þurfum einhvern til að undirbúa okkur fyrir ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Innbrotsprófun er ekki nauðsynleg, okkur vantar úttektaraðila fyrir SOC 2",
        ["soc-2"],
        [],
        ["audit"],
      ],
      ["Ég vinn hjá lögmannsstofu og okkur vantar innbrotsprófun", [], [], ["penetration-testing"]],
      [
        "Okkur vantar innbrotsprófun. Bestu kveðjur, Jón Jónsson, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Afrikaans", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "Ons soek iemand wat ons voorberei vir ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Penetrasietoets is nie nodig nie, ons soek 'n ouditeur vir SOC 2",
        ["soc-2"],
        [],
        ["audit"],
      ],
      ["Ons ouditeure het 'n penetrasietoets gevra", [], [], ["penetration-testing"]],
      [
        "Geen begroting vir 'n konsultant nie, ons benodig 'n penetrasietoets",
        [],
        [],
        ["penetration-testing"],
      ],
      [
        "Ons benodig 'n penetrasietoets. Vriendelike groete, Jan de Villiers, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Albanian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Na duhet ndihmë për NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Kërkojmë një kompani që të na ndihmojë të zbatojmë ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kërkojmë dikë që të na udhëheqë drejt ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Test depërtimi nuk na duhet tani, kërkojmë auditor për SOC 2", ["soc-2"], [], ["audit"]],
      ["Nuk kemi buxhet për konsulent, na duhet testim penetrimi", [], [], ["penetration-testing"]],
      ["Na duhet testim penetrimi. Me respekt, Arben Hoxha, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Welsh", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Mae angen help gyda NIS2 arnom", ["nis2"], [], ["implementation-consulting"]],
      [
        "Rydym yn chwilio am gwmni i weithredu ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Rydym yn gwmni cyfreithiol ac mae angen prawf treiddio arnom",
        [],
        [],
        ["penetration-testing"],
      ],
      [
        "Mae angen prawf treiddio arnom. Cofion gorau, Rhys Jones, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Bengali", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "ISO 27001 এর জন্য আমাদের প্রস্তুত করতে একজন দরকার",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["পেনিট্রেশন টেস্টিং পরে হবে, SOC 2 অডিট দরকার", ["soc-2"], [], ["audit"]],
      ["আমাদের অডিটর বলেছেন পেনিট্রেশন টেস্টিং দরকার", [], [], ["penetration-testing"]],
      ["পেনিট্রেশন টেস্টিং দরকার। ধন্যবাদ, রহিম আহমেদ, CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Tamil", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["ISO 27001 க்கு எங்களை தயார்படுத்த ஒருவர் தேவை", ["iso-27001"], [], ["implementation-consulting"]],
      ["பெனிட்ரேஷன் டெஸ்டிங் காத்திருக்கலாம், SOC 2 ஆடிட் தேவை", ["soc-2"], [], ["audit"]],
      ["எங்கள் தணிக்கையாளர் கேட்டுள்ளார், பெனிட்ரேஷன் டெஸ்டிங் தேவை", [], [], ["penetration-testing"]],
      ["பெனிட்ரேஷன் டெஸ்டிங் தேவை. நன்றி, ராஜா குமார், CISO", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Georgian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      [
        "ვეძებთ ვინმეს, ვინც ISO 27001-ისთვის მოგვამზადოს",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["ჩვენი აუდიტორი ითხოვს შეღწევადობის ტესტირებას", [], [], ["penetration-testing"]],
      [
        "გვჭირდება შეღწევადობის ტესტირება. პატივისცემით, გიორგი ბერიძე, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Armenian", () => {
  it("reads a service asked for, declined, the writer's own, a party's or a signature's", () => {
    expectReadings([
      ["Մեզ պետք է օգնություն NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Փնտրում ենք մեկին, ով ISO 27001-ի համար մեզ պատրաստի",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Մեր աուդիտորը պահանջում է ներթափանցման թեստավորում", [], [], ["penetration-testing"]],
      [
        "Աշխատում եմ իրավաբանական ընկերությունում, մեզ պետք է ներթափանցման թեստավորում",
        [],
        [],
        ["penetration-testing"],
      ],
      [
        "Մեզ պետք է ներթափանցման թեստավորում։ Հարգանքով, Արամ Պետրոսյան, CISO",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});
