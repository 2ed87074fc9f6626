import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** What a seat change said, shown under its subscription's seats (a seat's own card may be gone once the team is read again). */
export type SeatNotice = { tone: 'success' | 'error'; text: string };

type SeatNotices = {
  noticeOf: (subscriptionId: string) => SeatNotice | null;
  tell: (subscriptionId: string, notice: SeatNotice | null) => void;
};

const SeatNoticesContext = createContext<SeatNotices | null>(null);

/**
 * Around /team (the app layer puts it there): the seat changes' messages, per subscription. A
 * seat's "Remove a seat" and its subscription's panel are far apart in the page (placements draws
 * both), and the message must outlive the seat card that asked.
 */
export function TeamBillingProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Record<string, SeatNotice | null>>({});
  const value = useMemo<SeatNotices>(
    () => ({
      noticeOf: (subscriptionId) => notices[subscriptionId] ?? null,
      tell: (subscriptionId, notice) => setNotices((current) => ({ ...current, [subscriptionId]: notice })),
    }),
    [notices],
  );
  return <SeatNoticesContext value={value}>{children}</SeatNoticesContext>;
}

/** The seat changes' messages, kept by the TeamBillingProvider around the page. */
export function useSeatNotices(): SeatNotices {
  const notices = useContext(SeatNoticesContext);
  if (!notices) throw new Error('The seats of Your team need a TeamBillingProvider around the page.');
  return notices;
}
