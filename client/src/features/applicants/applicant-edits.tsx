import { Check, Pencil } from 'lucide-react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { applicantMessages, type Applicant } from '@contract/applicants';
import { actionErrorText } from '@/lib/api-errors';
import type { ListNotice } from '@/ui/list-kit/AdminListPage';
import { useUpdateApplicant } from './api/use-update-applicant';
import { changesOf, draftFor, type ApplicantDraft } from './applicant-edit';
import { applicantsTexts } from './applicants-texts';
import { ApplicantStatusBadge } from './ApplicantStatusBadge';
import { CellTextArea } from './cell-fields';
import { StatusEditor } from './StatusEditor';

type ApplicantEdits = {
  drafts: Readonly<Record<string, ApplicantDraft>>;
  setDraft: (id: string, draft: ApplicantDraft | null) => void;
  /** The outcome of the last Save, shown above the table (the list kit's notice) until the next Edit or Save. */
  notice: ListNotice | null;
  setNotice: (notice: ListNotice | null) => void;
};

const ApplicantEditsContext = createContext<ApplicantEdits | null>(null);

/** The rows being edited (any number at once), for the Status, Remarks and Actions cells of a table. */
export function useApplicantEditState(): ApplicantEdits {
  const [drafts, setDrafts] = useState<Record<string, ApplicantDraft>>({});
  const [notice, setNotice] = useState<ListNotice | null>(null);
  return useMemo(
    () => ({
      drafts,
      notice,
      setNotice,
      setDraft: (id: string, draft: ApplicantDraft | null) =>
        setDrafts((current) => {
          const { [id]: _dropped, ...others } = current;
          return draft ? { ...others, [id]: draft } : others;
        }),
    }),
    [drafts, notice],
  );
}

export function ApplicantEditsProvider({ edits, children }: { edits: ApplicantEdits; children: ReactNode }) {
  return <ApplicantEditsContext.Provider value={edits}>{children}</ApplicantEditsContext.Provider>;
}

function useEdits(): ApplicantEdits {
  const edits = useContext(ApplicantEditsContext);
  if (!edits) throw new Error('Applicant edit cells must be inside <ApplicantEditsProvider>');
  return edits;
}

function useDraft(applicant: Applicant) {
  const edits = useEdits();
  return [edits.drafts[applicant._id] ?? null, (draft: ApplicantDraft | null) => edits.setDraft(applicant._id, draft)] as const;
}

const smallButton = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap disabled:opacity-60';
const outlineButton = `${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** The status badge, or the status editor while the row is edited. */
export function StatusCell({ applicant }: { applicant: Applicant }) {
  const [draft, setDraft] = useDraft(applicant);
  return draft ? <StatusEditor applicant={applicant} draft={draft} onChange={setDraft} /> : <ApplicantStatusBadge status={applicant.status} />;
}

/** The remarks ('N/A' when none), or a text box while the row is edited. */
export function RemarksCell({ applicant }: { applicant: Applicant }) {
  const [draft, setDraft] = useDraft(applicant);
  if (!draft) {
    return (
      <span className="line-clamp-3 max-w-72 text-slate-700" title={applicant.remarks || undefined}>
        {applicant.remarks || 'N/A'}
      </span>
    );
  }
  return <CellTextArea label="Remarks" value={draft.remarks} maxLength={2000} onChange={(remarks) => setDraft({ ...draft, remarks })} />;
}

/**
 * Edit; while editing, Save (PATCH with only what changed) and Cancel. Results, in the spec's
 * words, are the list's notice above the table (the site's own, as on the other admin lists), not
 * native alerts; once the row closes, focus goes back to its Edit button.
 */
export function ActionsCell({ applicant }: { applicant: Applicant }) {
  const [draft, setDraft] = useDraft(applicant);
  const { setNotice } = useEdits();
  const update = useUpdateApplicant();
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const editButton = useRef<HTMLButtonElement>(null);
  const [refocusEdit, setRefocusEdit] = useState(false);
  // Said in the row too: the notice above the table may be scrolled out of view.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!refocusEdit || draft) return;
    editButton.current?.focus();
    setRefocusEdit(false);
  }, [refocusEdit, draft]);

  function close() {
    setDraft(null);
    setRefocusEdit(true);
  }

  function save() {
    if (!draft) return;
    const body = changesOf(applicant, draft);
    if (!body) {
      setNotice({ tone: 'error', text: applicantMessages.nothingToSave });
      return;
    }
    setNotice(null);
    update.mutate(
      { params: { id: applicant._id }, body, auth: 'required' },
      {
        onSuccess: () => {
          close();
          setSaved(true);
          setNotice({ tone: 'success', text: `${applicantMessages.updated} (${name})` });
        },
        onError: (error) => setNotice({ tone: 'error', text: actionErrorText(applicantsTexts.updateFailed, error) }),
      },
    );
  }

  if (!draft) {
    const edit = (
      <button
        ref={editButton}
        type="button"
        onClick={() => {
          setNotice(null);
          setSaved(false);
          setDraft(draftFor(applicant));
        }}
        className={outlineButton}
      >
        <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> {name}</span>
      </button>
    );
    return saved ? (
      <div className="flex flex-col items-start gap-1">
        {edit}
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
          <Check aria-hidden="true" className="size-3.5" /> Saved
        </span>
      </div>
    ) : (
      edit
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={save} disabled={update.isPending} className={`${smallButton} bg-brand-700 text-white hover:bg-brand-800`}>
        {update.isPending ? 'Saving...' : 'Save'}
      </button>
      <button type="button" onClick={close} disabled={update.isPending} className={outlineButton}>
        Cancel
      </button>
    </div>
  );
}
