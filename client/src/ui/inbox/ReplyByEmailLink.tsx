import { Mail } from 'lucide-react';
import { buttonClasses } from '@/ui/Button';

/** `mailto:` with the subject filled in, so the admin's own mail program opens a ready reply. */
export function replyMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function ReplyByEmailLink({ email, subject }: { email: string; subject: string }) {
  return (
    <a href={replyMailto(email, subject)} className={buttonClasses('outline')}>
      <Mail className="h-4 w-4" aria-hidden="true" />
      Reply by e-mail
    </a>
  );
}
