/**
 * `npm run email`: every mail the site sends, rendered from its template with each of the template's
 * sample props, as the mail worker renders it: `email-preview/<template>[.<n>].html` (open it in a
 * browser) and `.txt` (the subject and the plain-text part), and `email-preview/index.html` listing them with their subjects.
 * Links lead to PUBLIC_URL (http://localhost:3000 when unset). Offline; nothing is sent.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPublicUrl } from '../server/config.js';
import { renderMail } from '../server/features/mail/mail-template.js';
import { allMailTemplates } from '../server/mail-templates.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const previewDir = path.join(repoRoot, 'email-preview');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function writeMailPreviews(publicUrl: string, outDir = previewDir): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const rows: string[] = [];
  for (const template of allMailTemplates) {
    for (const [index, sample] of template.samples.entries()) {
      const { html, text } = await renderMail(template, sample, { publicUrl });
      const base = template.samples.length > 1 ? `${template.name}.${index + 1}` : template.name;
      const subject = template.subject(sample);
      writeFileSync(path.join(outDir, `${base}.html`), html);
      writeFileSync(path.join(outDir, `${base}.txt`), `Subject: ${subject}\n\n${text}\n`);
      written.push(path.join(outDir, `${base}.html`), path.join(outDir, `${base}.txt`));
      rows.push(`<li><code>${escapeHtml(base)}</code>: ${escapeHtml(subject)} · <a href="${base}.html">HTML</a> · <a href="${base}.txt">text</a></li>`);
    }
  }
  const index = path.join(outDir, 'index.html');
  writeFileSync(
    index,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail previews</title></head><body><h1>Every mail the site sends (${allMailTemplates.length} templates, ${rows.length} previews)</h1><ul>${rows.join('')}</ul></body></html>\n`,
  );
  return [index, ...written];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await writeMailPreviews(readPublicUrl());
  console.log(`${allMailTemplates.length} mail templates rendered with their sample props (${(files.length - 1) / 2} previews):`);
  for (const file of files) console.log(`  ${path.relative(process.cwd(), file)}`);
}
