/**
 * Country names of the offline base map in the UI's language. world-atlas names its 177 countries in
 * English and by ISO 3166-1 numeric id; the browser's own CLDR data (`Intl.DisplayNames`) names a
 * country by its alpha-2 code in any language, so the table below maps one code to the other (taken
 * from the ISO 3166-1 list of Debian's iso-codes for the ids world-atlas uses) and no name list ships.
 */
const NUMERIC_TO_ALPHA2: ReadonlyMap<string, string> = new Map(
  [
    '004AF 008AL 010AQ 012DZ 024AO 031AZ 032AR 036AU 040AT 044BS 050BD 051AM 056BE 064BT 068BO 070BA',
    '072BW 076BR 084BZ 090SB 096BN 100BG 104MM 108BI 112BY 116KH 120CM 124CA 140CF 144LK 148TD 152CL',
    '156CN 158TW 170CO 178CG 180CD 188CR 191HR 192CU 196CY 203CZ 204BJ 208DK 214DO 218EC 222SV 226GQ',
    '231ET 232ER 233EE 238FK 242FJ 246FI 250FR 260TF 262DJ 266GA 268GE 270GM 275PS 276DE 288GH 300GR',
    '304GL 320GT 324GN 328GY 332HT 340HN 348HU 352IS 356IN 360ID 364IR 368IQ 372IE 376IL 380IT 384CI',
    '388JM 392JP 398KZ 400JO 404KE 408KP 410KR 414KW 417KG 418LA 422LB 426LS 428LV 430LR 434LY 440LT',
    '442LU 450MG 454MW 458MY 466ML 478MR 484MX 496MN 498MD 499ME 504MA 508MZ 512OM 516NA 524NP 528NL',
    '540NC 548VU 554NZ 558NI 562NE 566NG 578NO 586PK 591PA 598PG 600PY 604PE 608PH 616PL 620PT 624GW',
    '626TL 630PR 634QA 642RO 643RU 646RW 682SA 686SN 688RS 694SL 703SK 704VN 705SI 706SO 710ZA 716ZW',
    '724ES 728SS 729SD 732EH 740SR 748SZ 752SE 756CH 760SY 762TJ 764TH 768TG 780TT 784AE 788TN 792TR',
    '795TM 800UG 804UA 807MK 818EG 826GB 834TZ 840US 854BF 858UY 860UZ 862VE 887YE 894ZM',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair.slice(0, 3), pair.slice(3)] as const),
);

/** The three world-atlas features without a numeric id, by their English name. */
const WITHOUT_ID: Readonly<Record<string, { code?: string; zh: string }>> = {
  Kosovo: { code: 'XK', zh: '科索沃' },
  'N. Cyprus': { zh: '北塞浦路斯' },
  Somaliland: { zh: '索马里兰' },
};

let zhNames: Intl.DisplayNames | null | undefined;
function displayNames(): Intl.DisplayNames | null {
  if (zhNames === undefined) {
    try {
      zhNames = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without region display names keeps the English names.
      zhNames = null;
    }
  }
  return zhNames;
}

/** A world-atlas country's name: English as world-atlas has it, or Chinese (zh-CN) from its code. */
export function countryName(id: unknown, english: string, lang: 'zh' | 'en'): string {
  if (lang === 'en') return english;
  const extra = WITHOUT_ID[english];
  const code = (typeof id === 'string' ? NUMERIC_TO_ALPHA2.get(id) : undefined) ?? extra?.code;
  const zh = code ? displayNames()?.of(code) : undefined;
  return zh ?? extra?.zh ?? english;
}
