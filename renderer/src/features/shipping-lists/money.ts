// Cost arithmetic on the vendor's decimal texts, in integer hundredths so totals are exact (no 0.1 + 0.2).

/** "12.5" → 1250; null, blank or not a number → null. */
export function toCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const s = String(text).trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  const negative = s.startsWith('-');
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1 : 0);
  return negative ? -cents : cents;
}

export const centsText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Sum of the parts that are numbers; null when none is. */
export function sumCents(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}
