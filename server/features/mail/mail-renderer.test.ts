import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { companyNoticeMail } from './emails/company-notice.email.js';
import { renderMail } from './mail-template.js';

describe('rendering a mail', () => {
  it('uses no AsyncLocalStorage: on Node 20 one turns on async hooks, a toll on every later answer of the site (decision 0239)', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const mail = await renderMail(companyNoticeMail, companyNoticeMail.samples[0], { publicUrl: 'https://www.example.test' });
      expect(mail.html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
      expect(mail.html).toContain('</html>');
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.text).not.toContain('<');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
