/** Before 12 God morgon, before 18 God dag, otherwise God kväll (docs/product.md, Signed-in screens). */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'God morgon';
  if (hour < 18) return 'God dag';
  return 'God kväll';
}
