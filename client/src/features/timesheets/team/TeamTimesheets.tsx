import { useEffect, useMemo, useRef, useState } from 'react';
import type { Timesheet } from '@contract/timesheets';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { HeadedSection } from '@/ui/HeadedSection';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { useApproveTimesheet } from '@/features/timesheets/api/use-approve-timesheet';
import { useTeamTimesheets } from '@/features/timesheets/api/use-team-timesheets';
import { teamTimesheetsTexts } from '@/features/timesheets/timesheets-texts';
import { DisputeDialog } from './DisputeDialog';
import { teamTimesheetColumns } from './team-timesheet-columns';

const PAGE_SIZE = 10;

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * On /team: every week the customer's talents logged, those waiting for an answer first, to approve
 * or dispute. `onApproved`: the page's other parts that follow an approval (billing's extra hours).
 */
export function TeamTimesheets({ onApproved }: { onApproved?: () => void } = {}) {
  const [page, setPage] = useState(1);
  const query = useTeamTimesheets({ page, pageSize: PAGE_SIZE });
  const approve = useApproveTimesheet();
  const [disputing, setDisputing] = useState<Timesheet | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { page, pageSize: PAGE_SIZE, total }, setPage);

  // The answered week's buttons are gone: the notice takes focus and says what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const columns = useMemo(
    () =>
      teamTimesheetColumns({
        approvingId: approve.isPending ? (approve.variables?.params.id ?? null) : null,
        onApprove: (week) => {
          setNotice(null);
          approve.mutate(
            { params: { id: week._id }, auth: 'required' },
            {
              onSuccess: ({ body }) => {
                setNotice({ tone: 'success', text: body.message });
                onApproved?.();
              },
              onError: (error) =>
                setNotice({
                  tone: 'error',
                  text: serverMessageOf(error, loadErrorText(error), 'message'),
                }),
            },
          );
        },
        onDispute: (week) => {
          setNotice(null);
          setDisputing(week);
        },
      }),
    [approve, onApproved],
  );
  const status = listStatusOf(query, query.data?.rows.length, {
    loading: teamTimesheetsTexts.loading,
    empty: teamTimesheetsTexts.empty,
    errorText: (error) => loadErrorText(error, teamTimesheetsTexts.loadError),
  });
  const awaiting = query.data?.awaitingReview ?? 0;

  return (
    <HeadedSection
      className="mt-8 mb-12"
      title={teamTimesheetsTexts.heading}
      subtitle={`${teamTimesheetsTexts.intro} ${teamTimesheetsTexts.autoApproval}`}
      aside={
        awaiting > 0 ? (
          <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
            {awaiting === 1 ? '1 week waits for your answer' : `${awaiting} weeks wait for your answer`}
          </p>
        ) : null
      }
    >
      <div ref={noticeRef} tabIndex={-1} className="mt-4 outline-none empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {query.isSuccess && total === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{teamTimesheetsTexts.empty}</p>
      ) : (
        <div className="mt-4">
          <DataTable
            label="Weeks by talent"
            columns={columns}
            rows={query.data?.rows ?? []}
            rowKey={(week) => week._id}
            sort="default"
            onSort={() => undefined}
            status={status}
            refreshing={query.isPlaceholderData}
            minWidth="min-w-[64rem]"
            cardsOnPhones
          />
        </div>
      )}
      {total > PAGE_SIZE ? (
        <div className="mt-4">
          <ListFooter page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} label="Timesheets pages" pager="several-pages" />
        </div>
      ) : null}
      {disputing ? (
        <DisputeDialog
          week={disputing}
          onClose={() => setDisputing(null)}
          onDisputed={(message) => {
            setDisputing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
    </HeadedSection>
  );
}
