/**
 * Net pay in words in Hindi and Marathi (the payslip, docs/languages.md): the Indian system (हज़ार, लाख,
 * करोड़ / हजार, लाख, कोटी), each number below a hundred by its own word as both languages say them, paise
 * after the rupees. English stays payroll's amountInWords ('Rupees ... Only').
 * 12480000 paise -> 'रुपये एक लाख चौबीस हज़ार आठ सौ मात्र' / 'रुपये एक लाख चोवीस हजार आठशे फक्त'.
 */

const HI_BELOW_HUNDRED = `शून्य एक दो तीन चार पाँच छह सात आठ नौ
  दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
  बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस
  तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस
  चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास
  पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ
  साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर
  सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी
  अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी
  नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे`.split(/\s+/);

const MR_BELOW_HUNDRED = `शून्य एक दोन तीन चार पाच सहा सात आठ नऊ
  दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस
  वीस एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस
  तीस एकतीस बत्तीस तेहेतीस चौतीस पस्तीस छत्तीस सदतीस अडतीस एकोणचाळीस
  चाळीस एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस सत्तेचाळीस अठ्ठेचाळीस एकोणपन्नास
  पन्नास एक्कावन्न बावन्न त्रेपन्न चौपन्न पंचावन्न छप्पन्न सत्तावन्न अठ्ठावन्न एकोणसाठ
  साठ एकसष्ट बासष्ट त्रेसष्ट चौसष्ट पासष्ट सहासष्ट सदुसष्ट अडुसष्ट एकोणसत्तर
  सत्तर एक्काहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर शहात्तर सत्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी
  ऐंशी एक्क्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्त्याऐंशी अठ्ठ्याऐंशी एकोणनव्वद
  नव्वद एक्क्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्त्याण्णव अठ्ठ्याण्णव नव्व्याण्णव`.split(/\s+/);

interface NumberWords {
  belowHundred: readonly string[];
  /** 1-9 hundreds: 'दो सौ' / 'दोनशे' ('शंभर' alone in Marathi). */
  hundreds: (n: number, alone: boolean) => string;
  thousand: string;
  lakh: string;
  crore: string;
  /** The whole sentence from the rupees' words and the paise's words (null when none). */
  sentence: (rupees: string, paise: string | null) => string;
}

const HI: NumberWords = {
  belowHundred: HI_BELOW_HUNDRED,
  hundreds: (n) => `${HI_BELOW_HUNDRED[n]!} सौ`,
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
  sentence: (rupees, paise) => (paise ? `रुपये ${rupees} और ${paise} पैसे मात्र` : `रुपये ${rupees} मात्र`),
};

const MR: NumberWords = {
  belowHundred: MR_BELOW_HUNDRED,
  hundreds: (n, alone) => (n === 1 && alone ? 'शंभर' : `${MR_BELOW_HUNDRED[n]!}शे`),
  thousand: 'हजार',
  lakh: 'लाख',
  crore: 'कोटी',
  sentence: (rupees, paise) => (paise ? `रुपये ${rupees} आणि ${paise} पैसे फक्त` : `रुपये ${rupees} फक्त`),
};

function belowThousand(n: number, words: NumberWords): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(words.hundreds(hundreds, rest === 0));
  if (rest > 0) parts.push(words.belowHundred[rest]!);
  return parts.join(' ');
}

function wholeNumber(value: bigint, words: NumberWords): string {
  if (value === 0n) return words.belowHundred[0]!;
  const parts: string[] = [];
  const crore = value / 10_000_000n;
  let rest = Number(value % 10_000_000n);
  if (crore > 0n) parts.push(`${wholeNumber(crore, words)} ${words.crore}`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (lakh > 0) parts.push(`${words.belowHundred[lakh]!} ${words.lakh}`);
  if (thousand > 0) parts.push(`${words.belowHundred[thousand]!} ${words.thousand}`);
  if (rest > 0) parts.push(belowThousand(rest, words));
  return parts.join(' ');
}

/** Integer paise in Hindi or Marathi words. */
export function amountInIndianWords(paise: number, language: 'hi' | 'mr'): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const words = language === 'hi' ? HI : MR;
  const fraction = paise % 100;
  return words.sentence(
    wholeNumber(BigInt(Math.floor(paise / 100)), words),
    fraction === 0 ? null : words.belowHundred[fraction]!,
  );
}
