/**
 * The end of the Nth billing period of a monthly subscription anchored at `anchorSeconds`, as
 * Stripe counts months: the anchor's day of month, or the month's last day when it is shorter
 * (an anchor on 31 January renews on 28/29 February, then 31 March).
 */
export function endOfNthMonthlyPeriod(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const targetMonth = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = ((targetMonth % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    year,
    month,
    Math.min(anchor.getUTCDate(), lastDay),
    anchor.getUTCHours(),
    anchor.getUTCMinutes(),
    anchor.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}
