export { formatDate } from '../../shared/dates';
export { formatKronor, formatOre } from '../../shared/money';

/** A number as a Swedish input shows it: a decimal comma, no grouping ("3,5"; with `decimals` 2: "449,00"). */
export function decimalInput(value: number | null, decimals?: number): string {
  if (value === null) return '';
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return text.replace('.', ',');
}
