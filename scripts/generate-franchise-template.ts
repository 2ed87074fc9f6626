/**
 * Writes client/public/downloads/franchise-agreement-template.pdf, the contract template the
 * /franchising page offers for download, with pdf-lib (scripts/franchise-template/). Run by hand
 * and commit the result; a path argument writes the PDF there instead:
 *
 *   npx tsx scripts/generate-franchise-template.ts [out.pdf]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { franchiseTemplatePdf } from './franchise-template/template-pdf.js';

const shipped = fileURLToPath(new URL('../client/public/downloads/franchise-agreement-template.pdf', import.meta.url));
const target = process.argv[2] ? resolve(process.argv[2]) : shipped;

const pdf = await franchiseTemplatePdf();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, pdf);
console.log(`Wrote ${target} (${pdf.length} bytes)`);
