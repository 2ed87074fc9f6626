import { formatMinorUnits } from '@contract/money';
import { formatCalendarDay } from '@/lib/dates';

/** The day of a period's end (an ISO time) as the invoices and the next charges give it: its day in UTC. */
export const periodDay = (periodEnd: string) => formatCalendarDay(periodEnd);

/** An amount before tax: '$1,200.00', or '$1,200.00 plus tax' when Stripe Tax adds it. */
export const amountBeforeTax = (amount: number, currency: string, taxAdded: boolean) => `${formatMinorUnits(amount, currency)}${taxAdded ? ' plus tax' : ''}`;

const seatCount = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);

/** Your team's words about seats and extra hours; the API's own answers are `teamBillingMessages` in the contract. */
export const teamBillingTexts = {
  addTalent: 'Add a talent',
  removeSeat: 'Remove a seat',
  loadFailed: 'Seats and extra hours could not be loaded.',
  /** '2 seats', or '3 seats until December 28, 2026, then 2' while a removal waits for the period's end. */
  seats: (now: number, next: number, periodEnd: string | null) =>
    now === next ? seatCount(now) : `${seatCount(now)} ${periodEnd ? `until ${periodDay(periodEnd)}` : 'this period'}, then ${next}`,
  pendingAdd: (amount: string | null) => `A seat you added waits for its payment${amount ? ` of ${amount}` : ''}. It opens once the invoice is paid; until then nothing changes.`,
  payOpenInvoice: 'Pay the open invoice',
  /** Where an open invoice is paid when its own page is not known. */
  payFromSubscriptions: 'Pay it from Subscriptions',
  leavesAfter: (day: string) => `Leaves after ${day}`,
  add: {
    title: 'Add a talent',
    loading: 'Asking Stripe what one more seat costs...',
    previewFailed: 'We could not get the amount from Stripe. Try again in a moment.',
    dueNow: 'Due now',
    /** The amount due now is Stripe's invoice total: with tax when Stripe Tax is on. */
    dueNowAmount: (amount: string, taxAdded: boolean) => (taxAdded ? `${amount} incl. tax` : amount),
    seatPart: (periodEnd: string | null, amount: string) => `The new seat until ${periodEnd ? periodDay(periodEnd) : 'the end of this billing period'}, prorated: ${amount}`,
    waitingPart: (amount: string) => `Extra hours waiting for your next invoice, charged with it: ${amount}`,
    perPeriod: 'Then each billing period',
    perPeriodFor: (quantity: number, periodEnd: string | null) => `For ${seatCount(quantity)}${periodEnd ? `, from ${periodDay(periodEnd)}` : ''}.`,
    howItWorks: 'We charge the card on file now. Once the payment goes through, the seat opens and we start looking for your new talent. If it does not, nothing changes.',
    confirm: 'Confirm and pay',
    pending: 'Adding the seat...',
    retry: 'Try again',
    close: 'Back to Your team',
  },
  remove: {
    title: 'Remove a seat',
    filled: (name: string, lastDay: string, periodEnd: string) =>
      `${name} keeps working through ${lastDay}, the day before your billing period ends on ${periodEnd}; then their placement ends.`,
    told: (name: string) => `We tell ${name} and our staffing team now.`,
    open: 'This seat is open: we stop looking for a talent for it now.',
    fromNext: (now: number, next: number, periodEnd: string) => `From ${periodEnd}, you pay for ${seatCount(next)} instead of ${now}. Nothing is charged or refunded now.`,
    keep: 'Keep the seat',
    confirm: 'Remove the seat',
    pending: 'Removing...',
  },
  extraHours: {
    title: 'Extra hours waiting',
    intro: 'Approved hours over the contracted ones, and weekend hours, billed on the next invoice.',
    rate: (rate: string) => `Extra and weekend hours: ${rate} an hour per talent`,
    empty: 'No extra hours are waiting. Extra hours appear here once a week with more than the contracted hours is approved.',
    week: (weekStart: string) => `Week of ${formatCalendarDay(weekStart)}`,
    total: 'Total waiting',
  },
} as const;
