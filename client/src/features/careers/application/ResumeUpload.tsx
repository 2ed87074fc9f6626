import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { uploadMessages } from '@contract/franchise';
import { formatFileSize } from '@/lib/pdf-file';

type ResumeUploadProps = {
  file: File | null;
  error: string | undefined;
  disabled?: boolean;
  /** A file chosen or dropped (null: removed); `problem` overrides the file's own check (e.g. several files dropped). */
  onChoose: (file: File | null, problem?: string) => void;
};

/** The resume: a PDF chosen with the (keyboard-reachable) picker or dropped on the zone, shown with its size. */
export function ResumeUpload({ file, error, disabled = false, onChoose }: ResumeUploadProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    const [first] = files;
    if (files.length > 1 || !first) onChoose(null, uploadMessages.oneFile);
    else onChoose(first);
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    take(event.target.files);
    // The zone shows the kept file; an empty input lets the same file be picked again after a removal.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    <div>
      <h2 id={`${id}-label`} className="mb-3 text-lg font-bold text-brand-950">
        Your resume
      </h2>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        onDragOver={(event) => event.preventDefault()}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="resume-drop-zone"
        className={[
          'flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50',
        ].join(' ')}
      >
        <UploadCloud className="h-9 w-9 text-brand-700" aria-hidden="true" />
        <p className="mt-2 text-sm text-slate-700">Drag and drop your resume here, or</p>
        <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600">
          <input
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={onPick}
          />
          Choose a PDF resume
        </label>
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600">
          PDF only, up to 5 MB.
        </p>
      </div>
      {file ? (
        <div className="mt-3 flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
          <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900">{file.name}</span>
            <span className="text-slate-600">{formatFileSize(file.size)}</span>
          </p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(null)}
            aria-label={`Remove ${file.name}`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
