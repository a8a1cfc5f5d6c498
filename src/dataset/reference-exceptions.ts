/**
 * @module
 * Every known disagreement between the dataset and an independent reference, with its reason,
 * in one place. The reference tests (src/dataset/references/) fail on a disagreement that is
 * not listed here and on a listed one that no longer disagrees. Keys are reference → field →
 * alpha-2 code (with the language for demonyms).
 */
type Exceptions = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const REFERENCE_EXCEPTIONS = {
  'libphonenumber-js': {
    callingCodes: {
      VA: 'We list +39 (Vatican numbers are +39 06 698…, in Italy’s plan) and +379, the code ITU assigned to Vatican City, which is not in service; libphonenumber knows only +39.',
    },
  },
  tlds: {
    'tld (own ccTLD)': {
      GB: 'IANA delegates both .uk and .gb to the United Kingdom; .gb is closed to registration and unused, so only .uk is listed, as every source does.',
    },
  },
  'i18n-iso-countries': {
    cca3: {
      XK: 'Kosovo has no ISO 3166 code: world-countries and REST Countries use UNK (the UN’s), i18n-iso-countries XKK; both are accepted as aliases.',
    },
    ccn3: {
      XK: 'Kosovo has no ISO 3166 numeric code; i18n-iso-countries uses 983, a user-assigned number, where we say null.',
    },
  },
  'REST Countries v4': {
    capitals: {
      UM: 'The US Minor Outlying Islands have no capital (uninhabited but for staff); REST Countries gives Washington DC, the capital of the United States.',
    },
    currencies: {
      BV: 'REST Countries lists no currency for uninhabited Bouvet Island; ISO 4217 (via CLDR) lists NOK.',
      HM: 'REST Countries lists no currency for uninhabited Heard Island; ISO 4217 (via CLDR) lists AUD.',
      BG: 'Bulgaria adopted the euro on 2026-01-01; REST Countries (2026-06) still lists the lev (BGN).',
      CW: 'The Caribbean guilder (XCG) replaced the Netherlands Antillean guilder (ANG) on 2025-03-31; REST Countries still lists ANG.',
      SX: 'The Caribbean guilder (XCG) replaced the Netherlands Antillean guilder (ANG) on 2025-03-31; REST Countries still lists ANG.',
      ZW: 'Zimbabwe Gold (ZWG) replaced ZWL in 2024 and the US dollar is legal tender (ISO 4217 via CLDR); REST Countries still lists ZWL alone.',
      CU: 'The convertible peso (CUC) was withdrawn in 2021; REST Countries still lists it.',
      HT: 'ISO 4217 lists the US dollar beside the gourde for Haiti; REST Countries lists the gourde only.',
      CK: 'The Cook Islands dollar (CKD) is a local issue of the New Zealand dollar with no ISO 4217 code.',
      FO: 'The Faroese króna (FOK) is a local issue of the Danish krone with no ISO 4217 code.',
      GG: 'The Guernsey pound (GGP) is a local issue of sterling with no ISO 4217 code.',
      IM: 'The Manx pound (IMP) is a local issue of sterling with no ISO 4217 code.',
      JE: 'The Jersey pound (JEP) is a local issue of sterling with no ISO 4217 code.',
      KI: 'The Kiribati dollar (KID) is a local coinage of the Australian dollar with no ISO 4217 code.',
      TV: 'The Tuvaluan dollar (TVD) is a local coinage of the Australian dollar with no ISO 4217 code.',
      PS: 'ISO 4217 gives Palestine no universal currency; CLDR lists ILS and JOD. REST Countries adds EGP, which is not a current currency there.',
      EH: 'Western Sahara uses the Moroccan dirham (ISO 4217, CLDR); REST Countries adds DZD and MRU, which ISO 4217 does not list there.',
    },
    languages: {
      AT: 'We add German (deu), Austria’s official language, to the source’s Austro-Bavarian (data/overrides.json); REST Countries lists German only.',
      CH: 'We add German (deu), an official language, to the source’s Swiss German (data/overrides.json); REST Countries lists Swiss German instead.',
      ME: 'We add Serbian, Bosnian, Albanian and Croatian, in official use by the constitution (data/overrides.json); REST Countries lists Montenegrin only.',
      DZ: 'We add Tamazight (Berber), official since 2016, from the Factbook (data/overrides.json); REST Countries lists Arabic only.',
      BI: 'We add English, official since 2014, from the Factbook (data/overrides.json); REST Countries lists Kirundi and French.',
      MK: 'We add Albanian, official nationwide since 2019, from the Factbook (data/overrides.json); REST Countries lists Macedonian only.',
      RW: 'We add Swahili, official since 2017, from the Factbook (data/overrides.json); REST Countries lists Kinyarwanda, French and English.',
      AO: 'REST Countries adds national languages (Chokwe, Kimbundu, Kongo, Kwanyama, Luchazi) to Portuguese, the only official language, which world-countries lists alone.',
      IT: 'REST Countries adds Catalan (spoken in Alghero) to Italian; world-countries lists Italian, the only national official language.',
      ES: 'REST Countries adds the regionally co-official Catalan, Basque and Galician to Spanish; world-countries lists Spanish, the only nationwide official language.',
      AF: 'Turkmen is official only where most people speak it (Constitution of 2004, Article 16); Dari and Pashto are official nationwide (data/overrides.json).',
      AR: 'Guaraní is official in the province of Corrientes only (provincial law 5598); REST Countries lists it nationwide (data/overrides.json).',
      BZ: 'English is Belize’s only official language; REST Countries adds Spanish and Belizean Creole, widely spoken (data/overrides.json).',
      LB: 'Arabic is the official language (Constitution, Article 11); REST Countries adds French, whose uses a law sets (data/overrides.json).',
      MY: 'Malay is the national and official language (Constitution, Article 152); REST Countries adds English, official no more since 1967 (data/overrides.json).',
      SX: 'English and Dutch are Sint Maarten’s official languages; REST Countries adds French, spoken by 1.5% (data/overrides.json).',
      TJ: 'Tajik is the state language; the constitution names Russian the language of interethnic communication, not official (data/overrides.json).',
      TM: 'Turkmen is the state language (Constitution, Article 21); REST Countries adds Russian (data/overrides.json).',
      UZ: 'Uzbek is the state language (Constitution, Article 4); REST Countries adds Russian (data/overrides.json).',
    },
    'car.signs': {
      DE: 'Germany’s sign is D; REST Countries gives DY, which is Benin’s (data/vehicle-signs.json).',
      GB: 'The United Kingdom changed its sign from GB to UK on 28 September 2021 (data/vehicle-signs.json).',
      ME: 'Montenegro’s sign is MNE; REST Countries gives SCG, Serbia and Montenegro’s (data/vehicle-signs.json).',
      MK: 'North Macedonia changed its sign from MK to NMK in 2019 (data/vehicle-signs.json).',
      YE: 'Yemen’s sign is YE; REST Countries gives YAR, the former Yemen Arab Republic’s (data/vehicle-signs.json).',
      ZM: 'Zambia’s sign is Z; REST Countries gives RNR, Northern Rhodesia’s (data/vehicle-signs.json).',
      XK: 'Kosovo’s vehicles carry RKS; REST Countries gives CS, a former sign of Serbia and Montenegro (data/vehicle-signs.json).',
      CN: 'China has notified no sign; REST Countries gives RC, which is Taiwan’s (data/vehicle-signs.json).',
    },
    area: {
      BH: 'Bahrain has grown by land reclamation: world-countries has 765 km², REST Countries a later 786.8 km².',
      TF: 'REST Countries counts Adélie Land, France’s Antarctic claim (432,000 km²); world-countries counts the islands only (7,747 km²).',
      IL: 'The two sources count different territory and water (East Jerusalem, the Golan Heights, Lake Kinneret): 20,770 km² in world-countries, 21,937 km² in REST Countries.',
      NO: 'REST Countries’ 386,224 km² includes Svalbard and Jan Mayen, which have a record of their own (SJ); world-countries’ 323,802 km² does not.',
      PK: 'world-countries’ 881,912 km² includes Pakistan-administered Kashmir (Azad Kashmir and Gilgit-Baltistan); REST Countries’ 796,095 km² does not.',
      RS: 'world-countries’ 88,361 km² includes Kosovo, which has a record of its own (XK); REST Countries’ 77,589 km² does not.',
      VA: 'Sources differ on Vatican City’s area: 0.44 km² (44 ha, world-countries) or 0.49 km² (REST Countries).',
    },
  },
  'cross-checks': {
    continents: {
      BV: 'REST Countries puts the sub-Antarctic islands on Antarctica; UN M49 places Bouvet Island in South America.',
      GS: 'REST Countries puts the sub-Antarctic islands on Antarctica; UN M49 places South Georgia in South America.',
      HM: 'REST Countries puts the sub-Antarctic islands on Antarctica; UN M49 places Heard Island in Australia and New Zealand.',
      TF: 'REST Countries puts the French Southern Territories on Antarctica (Adélie Land); UN M49 places them in Eastern Africa.',
      IO: 'The Chagos Archipelago lies in the Indian Ocean south of India (Asia for REST Countries); UN M49 groups it with Eastern Africa.',
      CX: 'Christmas Island lies south of Java (Asia for REST Countries); UN M49 groups it with Australia, which governs it.',
      CC: 'The Cocos (Keeling) Islands lie south-west of Sumatra (Asia for REST Countries); UN M49 groups them with Australia, which governs them.',
      CY: 'Cyprus lies off Asia Minor but is usually counted in Europe (REST Countries); UN M49 places it in Western Asia.',
    },
    'capital coordinates': {
      MH: 'world-countries’ simplified shape of the Marshall Islands leaves out Majuro Atoll, so the capital (7.1°N 171.38°E) falls 57 km from the nearest atoll it draws.',
    },
    demonyms: {
      'MV.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'KG.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'DJ.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'CV.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'TJ.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'GW.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'VG.eng': 'Corrected from the Factbook (data/overrides.json): world-countries and REST Countries both have the wrong form.',
      'IO.eng': 'Both sources give “Indian”, India’s demonym; the territory’s own people are the Chagossians (data/overrides.json).',
    },
  },
  'CLDR codeMappings': {
    gec: {
      AX: 'CLDR gives Åland the FIPS code AX, which is Akrotiri’s GEC code; the Factbook has no profile for Åland (part of Finland’s).',
      BQ: 'CLDR gives the Caribbean Netherlands BQ, which is Navassa Island’s GEC code; the Factbook covers Bonaire, Sint Eustatius and Saba in the Netherlands’ profile.',
      GF: 'FIPS 10-4 code FG of French Guiana is retired: the Factbook covers the French overseas departments in France’s profile since 2006.',
      GP: 'FIPS 10-4 code GP of Guadeloupe is retired: the Factbook covers it in France’s profile since 2006.',
      MQ: 'FIPS 10-4 code MB of Martinique is retired: the Factbook covers it in France’s profile since 2006.',
      RE: 'FIPS 10-4 code RE of Réunion is retired: the Factbook covers it in France’s profile since 2006.',
      YT: 'FIPS 10-4 code MF of Mayotte is retired: the Factbook covers it in France’s profile.',
      CW: 'Curaçao’s GEC code is UC (assigned in 2010, after FIPS 10-4 was withdrawn); CLDR repeats the alpha-2 code CW, which is the Cook Islands’ GEC code.',
      SX: 'Sint Maarten’s GEC code is NN (2010); CLDR repeats the alpha-2 code SX, which is South Georgia’s GEC code.',
      SS: 'South Sudan’s GEC code is OD (2011, after FIPS 10-4 was withdrawn); CLDR repeats the alpha-2 code.',
      XK: 'Kosovo’s GEC code is KV (2008); CLDR repeats the user-assigned alpha-2 code.',
      RS: 'Serbia’s GEC code is RI (2006); CLDR gives RB, the code of Serbia and Montenegro.',
      PS: 'The Factbook has two profiles, the West Bank (WE, the record’s) and the Gaza Strip (GZ, the one CLDR names); data/factbook-gec.json lists both.',
    },
  },
  'world-countries': {
    dependency: {
      AQ: 'Antarctica is governed by the Antarctic Treaty System: no sovereign, so no dependency, though not independent.',
      EH: 'Western Sahara’s sovereignty is unresolved (the Factbook: “legal status of territory and issue of sovereignty unresolved”): no sovereign to name.',
      PS: 'Palestine is a state recognised by most UN members and a UN observer state, not a dependency, though world-countries marks it not independent.',
      TW: 'Taiwan governs itself; the People’s Republic of China claims it but the Factbook gives it no dependency status.',
    },
  },
  'real postal codes': { postalCode: {} },
  'ICU (Intl)': { 'conventions.numberFormat': {} },
  'flag alt text': {
    'flag.alt': {
      BZ: 'The description names the royal blue field, the red bands and the coat of arms, not the white disc the arms stand on (a fifth of the flag).',
    },
  },
  'iso-codes subdivision names': {
    'otherNames (cldr)': {
      'BG-22':
        'ISO names the capital city BG-22 “Sofia (stolitsa)” and the province around it BG-23 “Sofia”; CLDR’s English “Sofia” for the city is right, and the province is “Sofia Province” in CLDR.',
      'ID-MU':
        'North Maluku (Maluku Utara) is a province of its own beside Maluku; “utara” is Indonesian for north, so the English name is the translation of its own ISO name.',
      'ID-PB':
        'West Papua (Papua Barat) is a province of its own beside Papua; “barat” is Indonesian for west, so the English name is the translation of its own ISO name.',
    },
  },
  'country-coder': {
    'car.side': {
      HM: 'Heard Island has no roads and no residents: REST Countries says right, country-coder gives Australia’s left; neither is a traffic rule in force.',
      GS: 'South Georgia has no public roads (a few tracks at King Edward Point): REST Countries says right, country-coder gives the United Kingdom’s left.',
    },
  },
  'datasets/country-codes': {
    fifa: {
      GI: 'Gibraltar joined FIFA in 2016 as GIB; the table still has GBZ, the unofficial code it used before membership.',
      LB: 'FIFA lists Lebanon as LBN; the table has LIB, its former code.',
      SD: 'FIFA lists Sudan as SDN; the table has SUD, its former code.',
    },
    cioc: {
      LB: 'The IOC changed Lebanon’s code from LIB to LBN in 2016; the table has the former code.',
      SG: 'The IOC changed Singapore’s code from SIN to SGP in 2016; the table has the former code.',
      ME: 'Montenegro has competed as MNE since its NOC was recognised in 2007; the table has MGO, which is no IOC code.',
      MH: 'The Marshall Islands have competed as MHL since their NOC was recognised in 2006; the table has MSH, a former Commonwealth Games code.',
    },
  },
  'CIA World Factbook': {
    'capital coordinates': {
      BE: 'The Factbook writes Brussels at “50 84 N, 4 35 E”: decimals written as degrees and minutes (84 minutes do not exist); Brussels is at 50°51′N 4°21′E, where the record puts it.',
      MM: 'The Factbook’s coordinates are Rangoon’s (it names Rangoon first); Nay Pyi Taw, the capital since 2005, is 329 km north.',
      TZ: 'The Factbook’s coordinates for Dodoma (6 48 S, 39 17 E) are Dar es Salaam’s; Dodoma is at 6°10′S 35°45′E.',
      WF: 'The Factbook’s coordinates for Mata-Utu (13 57 S, 171 56 W) are Apia’s, in Samoa; Mata-Utu is at 13°17′S 176°10′W.',
    },
    // The same four errors of the Factbook as for the records' capital coordinates, seen from GeoNames' cities.
    'city of the capital': {
      BE: 'The Factbook writes Brussels at “50 84 N, 4 35 E” (84 minutes do not exist); GeoNames’ Brussels is at 50°51′N 4°21′E.',
      MM: 'The Factbook’s coordinates are Rangoon’s (it names Rangoon first); GeoNames’ Nay Pyi Taw, the capital since 2005, is 327 km north.',
      TZ: 'The Factbook’s coordinates for Dodoma (6 48 S, 39 17 E) are Dar es Salaam’s; GeoNames’ Dodoma is at 6°10′S 35°44′E.',
      WF: 'The Factbook’s coordinates for Mata-Utu (13 57 S, 171 56 W) are Apia’s, in Samoa; GeoNames’ Mata-Utu is at 13°17′S 176°10′W.',
    },
    demonyms: {
      AI: 'The Factbook writes Anguillan; Anguillian is the form the Government of Anguilla uses.',
      CI: 'The Factbook writes Ivoirian (from the French ivoirien); Ivorian is the usual English spelling.',
      EC: 'The Factbook writes Ecuadorian; Ecuadorean is an English variant spelling of the same word.',
      KP: 'The Factbook calls both Koreas’ people Korean; the record tells North Korean from South Korean.',
      KR: 'The Factbook calls both Koreas’ people Korean; the record tells South Korean from North Korean.',
      MO: 'The Factbook gives the nationality (Chinese); Macanese is the demonym of Macau’s people.',
      MP: 'The Factbook gives no demonym (NA: US citizens); the record says American, the nationality.',
      NP: 'The Factbook writes Nepali; Nepalese is the older English form, still in use.',
      PM: 'The Factbook gives the nationality (French); Saint-Pierrais and Miquelonnais are the islanders’ own demonyms.',
      TC: 'The Factbook gives no demonym (none); Turks and Caicos Islander is the usual form.',
      TL: 'The Factbook writes Timorese; East Timorese tells Timor-Leste’s people from Indonesian West Timor’s.',
      TM: 'The Factbook writes Turkmenistani (the citizen); Turkmen is the usual English demonym and adjective.',
      VA: 'The Factbook gives no demonym (none); Vatican is the adjective in use.',
      XK: 'The Factbook writes Kosovan; Kosovar is the form Kosovo’s institutions use in English.',
    },
    languages: {
      ZA: 'South African Sign Language became the twelfth official language in 2023; the record lists spoken languages by their ISO 639 codes, and the language table it draws on has no entry for sign languages.',
    },
    'languages (listed but not official)': {
      BW: 'Setswana is Botswana’s national language beside English, the official one; the Factbook gives its share only.',
      CZ: 'Czech law lets Slovak be used before the authorities as Czech is (Administrative Procedure Code, section 16); the Factbook gives its share only.',
      CD: 'The constitution (Article 1) makes Kikongo, Lingala, Swahili and Tshiluba the national languages beside French, the official one.',
      CG: 'The constitution (Article 4) makes Lingala and Kituba (Kikongo) the national languages beside French, the official one.',
      IN: 'Hindi is the official language of the Union (Constitution, Article 343) and Tamil one of the 22 scheduled languages, official in Tamil Nadu; the Factbook gives their shares and a note.',
      KZ: 'Russian is used officially on a par with Kazakh (Constitution, Article 7); the Factbook gives its share only.',
      KI: 'Gilbertese is Kiribati’s national language, used in Parliament beside English (Constitution, section 56); the Factbook names it without status.',
      MU: 'English and French are the languages of the National Assembly (Constitution, section 49); the Factbook gives their shares.',
      ME: 'The constitution (Article 13) puts Serbian, Bosnian, Albanian and Croatian in official use beside Montenegrin (data/overrides.json).',
      NO: 'Sami has equal status with Norwegian in the Sami administrative area (Sami Act, chapter 3); the Factbook names Sami-speaking minorities.',
    },
    unObserver: {
      PS: 'The Factbook’s West Bank profile (WE) lists no organisation participation; the State of Palestine has been a UN non-member observer state since 2012 (UN General Assembly resolution 67/19).',
    },
  },
  'iso-3166 (wooorm)': {
    change: {
      GEHH: 'The reference reads the Gilbert and Ellice Islands as renamed Kiribati (the Gilbert Islands); they were divided: the Ellice Islands became Tuvalu in 1976, the Gilbert Islands Kiribati in 1979 (data/former-countries.json).',
      YUCS: 'The reference follows ISO’s code (YU renamed CS, Serbia and Montenegro, in 2003); the Socialist Federal Republic had broken up into five states in 1991-92 (data/former-countries.json).',
    },
  },
} as const satisfies Readonly<Record<string, Exceptions>>;

export type ReferenceName = keyof typeof REFERENCE_EXCEPTIONS;

/** The exceptions of one reference and field (none when the field has no entry). */
export function exceptionsOf(reference: ReferenceName, field: string): Readonly<Record<string, string>> {
  return (REFERENCE_EXCEPTIONS[reference] as Exceptions)[field] ?? {};
}
