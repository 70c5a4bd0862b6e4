const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words ("Forty Five"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : (TENS[Math.floor(n / 10)] as string);
}

/**
 * A whole number in words with Indian grouping: crore (10^7), lakh (10^5), thousand, hundred.
 * Beyond 99 crore the crores themselves are counted the same way ("One Thousand Crore").
 */
function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${wholeInWords(crore)} Crore`);
  const groups: [number, string][] = [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(`${belowHundred(count)} ${name}`);
  }
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount in paise in words, as Indian invoices write it: 12345678 → "Rupees One Lakh Twenty Three
 * Thousand Four Hundred Fifty Six and Seventy Eight Paise Only"; whole rupees end "… Only" without
 * paise. For the total in words a tax invoice must show beside the figures.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs a whole, non-negative number of paise; got ${paise}.`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const paiseWords = cents ? ` and ${belowHundred(cents)} Paise` : '';
  return `Rupees ${wholeInWords(rupees)}${paiseWords} Only`;
}
