import { useMemo, useState } from 'react';
import { staffingSorts, type AdminPlacement, type StaffingRow } from '@contract/placements';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage, type ListNotice } from '@/ui/list-kit/AdminListPage';
import { ListFilterCheckbox } from '@/ui/list-kit/FilterCheckbox';
import { ListFilterSelect } from '@/ui/list-kit/FilterSelect';
import { useListState } from '@/ui/list-kit/use-list-state';
import { useStaffingPage } from '@/features/placements/api/use-staffing-page';
import { useFocusAfterAction } from '@/features/placements/use-focus-after-action';
import { AssignTalentDialog, type AssignTarget } from './AssignTalentDialog';
import { EndPlacementDialog } from './EndPlacementDialog';
import { HistoryDialog } from './HistoryDialog';
import { TalentInvitationDialog } from './TalentInvitationDialog';
import { staffingColumns } from './staffing-columns';
import { seatsFilterOptions, standingFilterOptions, staffingTexts } from './staffing-texts';

const TABLE_LABEL = 'Subscriptions and their seats';

/** Where focus goes when an action took away the button that opened its dialog: the table's frame (phones: the search box). */
function listFocusTarget(): HTMLElement | null {
  const region = document.querySelector<HTMLElement>(`[role="region"][aria-label="${TABLE_LABEL}"]`);
  return region ?? document.querySelector<HTMLElement>('input[type="search"]');
}

type Opened =
  | AssignTarget
  | { kind: 'end'; row: StaffingRow; placement: AdminPlacement }
  | { kind: 'history'; row: StaffingRow }
  | { kind: 'invite'; placement: AdminPlacement };

/**
 * Admin: every active or past-due subscription with its seats filled ("1/2"), unfilled first; assign a hired
 * talent to an open seat, end a placement with a reason, or assign a replacement in its seat.
 */
export function StaffingPage() {
  const list = useListState({ sorts: staffingSorts, defaultSort: 'unfilled_first', defaultPageSize: 10, filters: ['seats', 'replacementRequested', 'standing'] as const });
  const query = useStaffingPage(list.params);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const columns = useMemo(
    () =>
      staffingColumns({
        onAssign: (row) => setOpened({ kind: 'assign', row }),
        onEnd: (row, placement) => setOpened({ kind: 'end', row, placement }),
        onReplace: (row, placement) => setOpened({ kind: 'replace', row, placement }),
        onHistory: (row) => setOpened({ kind: 'history', row }),
        onInvite: (placement) => setOpened({ kind: 'invite', placement }),
      }),
    [],
  );
  const close = () => setOpened(null);
  const focusAfterAction = useFocusAfterAction();
  const done = (message: string) => {
    setOpened(null);
    setNotice({ tone: 'success', text: message });
    focusAfterAction.arm(listFocusTarget);
  };

  return (
    <AdminListPage
      eyebrow="Page Admin"
      title={staffingTexts.title}
      intro={staffingTexts.intro}
      list={list}
      search={{ label: 'Search', placeholder: staffingTexts.search }}
      filters={
        <>
          <ListFilterSelect list={list} name="standing" label={staffingTexts.standingFilter} options={standingFilterOptions} className="w-52" />
          <ListFilterSelect list={list} name="seats" label={staffingTexts.seatsFilter} options={seatsFilterOptions} className="w-44" />
          <ListFilterCheckbox list={list} name="replacementRequested" label={staffingTexts.replacementsOnly} />
        </>
      }
      query={query}
      texts={{ loading: staffingTexts.loading, empty: staffingTexts.empty, errorText: (error) => loadErrorText(error) }}
      count={{ one: 'subscription', other: 'subscriptions' }}
      notice={notice}
      table={{ label: TABLE_LABEL, columns, rowKey: (row) => row.subscriptionId, minWidth: 'min-w-[68rem]', cardsOnPhones: true }}
      footer={{ label: 'Staffing pages' }}
    >
      {opened?.kind === 'history' ? (
        <HistoryDialog row={opened.row} onClose={close} />
      ) : opened?.kind === 'invite' ? (
        <TalentInvitationDialog placement={opened.placement} onClose={close} onDone={done} />
      ) : opened?.kind === 'end' ? (
        <EndPlacementDialog row={opened.row} placement={opened.placement} onClose={close} onDone={done} />
      ) : opened ? (
        <AssignTalentDialog target={opened} onClose={close} onDone={done} />
      ) : null}
    </AdminListPage>
  );
}
