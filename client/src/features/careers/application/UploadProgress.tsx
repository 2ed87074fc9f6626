import { useId } from 'react';

/** How much of the application (mostly the resume) has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Uploading your application: {percent}%
      </label>
      <progress id={id} max={100} value={percent} className="h-2 w-full overflow-hidden rounded-full accent-brand-700">
        {percent}%
      </progress>
    </div>
  );
}
