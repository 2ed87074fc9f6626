import { useLoginPanel } from '@/lib/login-panel';
import { Button } from '@/ui/Button';

/**
 * What a guarded page shows when the server has just refused the session: the reason and a way
 * to log in again, so the user carries on where they were instead of being sent away.
 */
export function SessionEndedPrompt({ notice }: { notice: string }) {
  const loginPanel = useLoginPanel();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-16">
      <p role="status" className="text-lg text-slate-800">
        {notice}
      </p>
      <Button onClick={() => loginPanel.openWithNotice(notice)}>Log in</Button>
    </div>
  );
}
