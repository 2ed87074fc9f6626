import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

type PageMessageProps = { text: string; tone?: 'status' | 'alert'; heading?: boolean };

/**
 * A whole-page state (loading, not found, failed) with a way back to the job board. When the page
 * has nothing else to show, the text is its h1 so the page still has a heading.
 */
export function PageMessage({ text, tone = 'status', heading = false }: PageMessageProps) {
  const Tag = heading ? 'h1' : 'p';
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <div role={tone}>
        <Tag className={heading ? 'text-2xl font-bold text-brand-950' : 'text-lg text-slate-700'}>{text}</Tag>
      </div>
      <Link
        to="/career"
        className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        See all open jobs
      </Link>
    </div>
  );
}
