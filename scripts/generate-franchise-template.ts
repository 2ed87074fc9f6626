/**
 * Writes client/public/downloads/franchise-agreement-template.pdf, the contract template the
 * /franchising page offers for download. The PDF is built by hand (no PDF library): standard
 * Helvetica fonts, word-wrapped text, US Letter pages. Run by hand and commit the result:
 *
 *   npx tsx scripts/generate-franchise-template.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { company } from '../contract/catalogues/company.js';
import { agreement, documentTitle } from './franchise-template/agreement-text.js';
import { layOut } from './franchise-template/layout.js';
import { writePdf } from './franchise-template/pdf-writer.js';

const target = fileURLToPath(new URL('../client/public/downloads/franchise-agreement-template.pdf', import.meta.url));

const pdf = writePdf({
  pages: layOut(agreement, documentTitle),
  title: `${company.brand} ${documentTitle.replace('\u2014', '-')}`,
  author: company.legalName,
  subject: `Template franchise agreement for a ${company.brand} remote staffing office`,
});

mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, pdf);
console.log(`Wrote ${target} (${pdf.length} bytes)`);
