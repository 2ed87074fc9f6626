import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { timesheetMessages, type MyWork, type Timesheet } from '@contract/timesheets';
import { PageTitle } from '@/lib/page-meta';
import { Alert } from '@/ui/Alert';
import { QueryContent } from '@/ui/QueryContent';
import { useMyWork } from '@/features/timesheets/api/use-my-work';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { longDayWords, momentIn } from '@/features/timesheets/week-format';
import { MissedWeeks } from './MissedWeeks';
import { PastWeeks } from './PastWeeks';
import { PlacementSummary } from './PlacementSummary';
import { WeekForm, type LoggableWeek } from './WeekForm';

/** /my-work: a placed talent's placement, this week's hours to submit or change, and the weeks before. */
export function MyWorkPage() {
  const myWork = useMyWork();
  const [saved, setSaved] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const openWeek = (week: Pick<Timesheet, 'weekStart'>) => {
    setSaved(null);
    setCorrecting(week.weekStart);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle page={myWorkTexts.title} />
      <div ref={top} className="scroll-mt-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your account</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{myWorkTexts.title}</h1>
        <p className="mt-2 text-slate-700">{myWorkTexts.intro}</p>
      </div>
      {saved ? (
        <Alert tone="success" className="mt-6">
          {saved}
        </Alert>
      ) : null}
      <QueryContent query={myWork} loading={myWorkTexts.loading}>
        {(data) => (
          <MyWorkContent
            myWork={data}
            correcting={correcting}
            onBackToThisWeek={() => setCorrecting(null)}
            onCorrect={openWeek}
            onSaved={(message) => {
              setSaved(message);
              top.current?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
      </QueryContent>
    </div>
  );
}

type MyWorkContentProps = {
  myWork: MyWork;
  correcting: string | null;
  onBackToThisWeek: () => void;
  onCorrect: (week: Pick<Timesheet, 'weekStart'>) => void;
  onSaved: (message: string) => void;
};

function MyWorkContent({ myWork, correcting, onBackToThisWeek, onCorrect, onSaved }: MyWorkContentProps) {
  const { placement, currentWeek, pastWeeks, missedWeeks } = myWork;
  const submitted = correcting ? pastWeeks.find((week) => week.weekStart === correcting) : undefined;
  const missed = correcting && !submitted ? missedWeeks.find((week) => week.weekStart === correcting) : undefined;
  const earlier: LoggableWeek | undefined = submitted
    ? { weekStart: submitted.weekStart, dates: submitted.dates, workDays: submitted.workDays, pausedDays: submitted.pausedDays, contractedHours: submitted.contractedHours, timesheet: submitted }
    : missed
      ? { weekStart: missed.weekStart, dates: missed.dates, workDays: missed.workDays, pausedDays: missed.pausedDays, contractedHours: missed.contractedHours, timesheet: null }
      : undefined;
  const week: LoggableWeek | null = earlier ?? currentWeek;
  // Remounted when the saved week comes back, so the form starts from what the server holds.
  const formKey = week ? `${week.weekStart}:${week.timesheet?.status ?? 'new'}:${week.timesheet?.submittedAt ?? ''}` : '';

  return (
    <>
      {placement ? (
        <PlacementSummary placement={placement} />
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center">
          <p className="font-semibold text-slate-900">{timesheetMessages.noPlacement}</p>
          <p className="mt-2 text-slate-700">{myWorkTexts.noPlacementNext}</p>
          <p className="mt-2 text-slate-700">
            Questions?{' '}
            <Link to="/message-us" className="font-semibold text-brand-700 underline">
              Message us
            </Link>
          </p>
        </div>
      )}
      {placement && !currentWeek && !earlier ? (
        <p className="mt-6 text-slate-700">Your placement starts on {longDayWords(placement.startDate)}. You can log your hours from that week on.</p>
      ) : null}
      {earlier ? (
        <button type="button" onClick={onBackToThisWeek} className="mt-6 text-sm font-semibold text-brand-700 underline">
          {myWorkTexts.backToThisWeek}
        </button>
      ) : null}
      {week ? <WeekForm key={formKey} week={week} current={!earlier} onSaved={onSaved} /> : null}
      {currentWeek && !earlier && !currentWeek.timesheet && Date.parse(currentWeek.remindAt) > Date.now() ? (
        <p className="mt-2 text-sm text-slate-700">
          If this week is not submitted by {momentIn(currentWeek.remindAt, placement?.workingHours.timeZone ?? 'UTC')}, we send you a reminder.
        </p>
      ) : null}
      {missedWeeks.length > 0 ? <MissedWeeks weeks={missedWeeks} onLog={onCorrect} /> : null}
      {placement || pastWeeks.length > 0 ? <PastWeeks weeks={pastWeeks} onCorrect={onCorrect} /> : null}
    </>
  );
}
