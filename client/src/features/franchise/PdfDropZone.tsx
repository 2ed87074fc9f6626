import { FileText, FileUp, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatFileSize } from '@/lib/pdf-file';
import { buttonClasses } from '@/ui/Button';

type PdfDropZoneProps = {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  /** A file was chosen or dropped (the first one, and how many came with it). */
  onPick: (file: File, count: number) => void;
  onRemove: () => void;
};

/** A keyboard-reachable file picker (a label around the input) inside a drag-and-drop zone. */
export function PdfDropZone({ file, error, disabled, onPick, onRemove }: PdfDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const pickFrom = (files: FileList | null) => {
    const first = files?.[0];
    if (first) onPick(first, files.length);
  };
  const takeUp = (input: HTMLInputElement) => {
    pickFrom(input.files);
    // Cleared so that choosing the same file again, after a removal, still fires a change.
    input.value = '';
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => takeUp(event.target);
  // A file chosen in the server's markup before the form's code arrived is taken up once it is live.
  const takeUpEarlyChoice = useEffectEvent(() => {
    if (inputRef.current?.files?.length) takeUp(inputRef.current);
  });
  useEffect(() => takeUpEarlyChoice(), []);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pickFrom(event.dataTransfer.files);
  };

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">Signed contract</p>
      <div
        data-testid="contract-drop-zone"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={[
          'flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-7 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-600 bg-red-50/40' : 'border-slate-300 bg-slate-50',
        ].join(' ')}
      >
        <FileUp className="h-9 w-9 text-brand-700" aria-hidden="true" />
        {/* Phones have nothing to drag from, so they get the picker alone. */}
        <p className="mt-3 font-semibold text-brand-950">
          <span className="hidden sm:inline">Drag and drop your signed contract here</span>
          <span className="sm:hidden">Add your signed contract</span>
        </p>
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">or</p>
        <label
          className={buttonClasses('outline', 'mt-2 bg-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600')}
        >
          <input
            ref={inputRef}
            type="file"
            name="contract"
            accept="application/pdf,.pdf"
            className="sr-only"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={onChange}
          />
          Choose a PDF file
        </label>
        <p id={hintId} className="mt-3 text-xs text-slate-600">
          PDF only, up to 5 MB.
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {file ? (
        <div data-testid="chosen-file" className="mt-3 flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
          <FileText className="h-6 w-6 shrink-0 text-red-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900" title={file.name}>
              {file.name}
            </span>
            <span className="text-slate-600">{formatFileSize(file.size)}</span>
          </p>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Remove<span className="sr-only"> {file.name}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
