import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts, decodePDFRawStream } from 'pdf-lib';

/** The ways a PDF can carry something that runs, each built with a real PDF library. */
export const maliciousKinds = ['openActionJavaScript', 'pageAdditionalActions', 'linkJavaScript', 'namesJavaScript', 'launchAction', 'associatedFiles', 'everything'] as const;
export type MaliciousKind = (typeof maliciousKinds)[number];

/** What each builder's script does when it runs: a dialog, which a browser test can watch for. */
export const alertScript = "app.alert('pdf script ran');";

/**
 * A real multi-page document (text on every page, like a resume) with the given kind of script.
 * `associatedFiles` carries a file through PDF 2.0's /AF; `everything` has all of them plus a form field with /AA, an XFA entry, an embedded file, a
 * compressed JavaScript stream and a javascript: link.
 */
export async function maliciousPdf(kind: MaliciousKind, pages = 3): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Maria Santos - resume page ${i}`, { x: 72, y: 700, size: 18, font });
  }
  const { context, catalog } = doc;
  const jsAction = () => context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(alertScript) }));
  const firstPage = doc.getPage(0).node;
  const all = kind === 'everything';

  if (kind === 'openActionJavaScript' || all) catalog.set(PDFName.of('OpenAction'), jsAction());
  if (kind === 'pageAdditionalActions' || all) {
    firstPage.set(PDFName.of('AA'), context.obj({ O: jsAction(), C: jsAction() }));
    catalog.set(PDFName.of('AA'), context.obj({ WC: jsAction() }));
  }
  if (kind === 'linkJavaScript' || all) {
    const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 600, 300, 640], Border: [0, 0, 0], A: jsAction() });
    const uriLink = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 560, 300, 600], A: { S: 'URI', URI: PDFString.of('javascript:alert(1)') } });
    firstPage.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(uriLink)]));
  }
  if (kind === 'namesJavaScript' || all) {
    const tree = context.obj({ Names: [PDFString.of('startup'), jsAction()] });
    catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(tree) }));
  }
  if (kind === 'launchAction' || all) {
    const launch = context.register(context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\calc.exe'), NewWindow: true }));
    if (all) {
      const annots = firstPage.lookup(PDFName.of('Annots'), PDFArray);
      annots.push(context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 500, 300, 540], A: launch })));
    } else {
      catalog.set(PDFName.of('OpenAction'), launch);
    }
  }
  if (kind === 'associatedFiles' || all) {
    // PDF 2.0's associated files: a file carried by the catalog and a page, outside the names tree.
    const payload = context.register(context.flateStream('MZ associated payload', { Type: 'EmbeddedFile' }));
    const file = context.register(context.obj({ Type: 'Filespec', F: PDFString.of('data.exe'), AFRelationship: 'Data', EF: { F: payload } }));
    catalog.set(PDFName.of('AF'), context.obj([file]));
    firstPage.set(PDFName.of('AF'), context.obj([file]));
  }
  if (all) {
    // A script kept in a compressed stream, so only a scan of decompressed streams can see it.
    const jsStream = context.flateStream(alertScript);
    const streamAction = context.register(context.obj({ S: 'JavaScript', JS: context.register(jsStream) }));
    doc.getPage(1).node.set(PDFName.of('AA'), context.obj({ O: streamAction }));
    const field = context.register(
      context.obj({ FT: 'Tx', T: PDFString.of('name'), Type: 'Annot', Subtype: 'Widget', Rect: [72, 400, 300, 420], P: doc.getPage(0).ref, AA: { K: jsAction(), F: jsAction() } }),
    );
    doc.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray).push(field);
    const xfa = context.register(context.flateStream('<xdp:xdp><script contentType="application/x-javascript">app.alert(1)</script></xdp:xdp>'));
    catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [field], XFA: xfa }));
    const embedded = context.register(context.obj({ Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: context.register(context.flateStream('MZ payload')) } }));
    catalog.lookup(PDFName.of('Names'), PDFDict).set(PDFName.of('EmbeddedFiles'), context.obj({ Names: [PDFString.of('payload.exe'), embedded] }));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** An encrypted PDF (the trailer names an /Encrypt dictionary), which cannot be checked. */
export function encryptedPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
      '4 0 obj<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -4>>endobj\n' +
      'trailer<</Root 1 0 R/Encrypt 4 0 R/ID[<00112233445566778899aabbccddeeff><00112233445566778899aabbccddeeff>]>>\n%%EOF\n',
  );
}

const scriptNames = /\/(JavaScript|JS|OpenAction|AA|Launch|XFA|EmbeddedFiles|EmbeddedFile|AF|EF|Collection)(?![A-Za-z0-9#])/g;

/**
 * Every script marker left in a PDF: PDF names that run something, found in the raw bytes and
 * inside every stream once decompressed, and the alert script's own text anywhere.
 */
export async function scriptMarkersIn(bytes: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  const scan = (text: string, where: string) => {
    for (const match of text.matchAll(scriptNames)) found.push(`${where}: ${match[0]}`);
    if (text.includes('app.alert')) found.push(`${where}: app.alert`);
  };
  const raw = Buffer.from(bytes).toString('latin1');
  scan(raw, 'raw bytes');
  // Streams found in the bytes themselves, inflated where they are Flate-compressed.
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      scan(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'), 'inflated stream');
    } catch {
      // not compressed, or not Flate: already scanned as raw bytes
    }
  }
  // And every stream pdf-lib parses, decoded with its own filters.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      try {
        scan(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'), `stream ${ref.toString()}`);
      } catch {
        // an image filter pdf-lib does not decode; images carry no actions
      }
    }
  }
  return found;
}

/** Actions and triggers pdf-lib still sees in the parsed document (empty when it is clean). */
export async function parsedScriptEntries(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  for (const key of ['OpenAction', 'AA', 'AF', 'Collection']) if (doc.catalog.has(PDFName.of(key))) found.push(`catalog /${key}`);
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  for (const key of ['JavaScript', 'EmbeddedFiles']) if (names?.has(PDFName.of(key))) found.push(`names /${key}`);
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
    if (!dict) continue;
    for (const key of ['AA', 'JS', 'XFA', 'AF', 'EF']) if (dict.has(PDFName.of(key))) found.push(`${ref.toString()} /${key}`);
    const action = dict.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
    if (action && ['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'ResetForm', 'GoToR', 'GoToE'].includes(action)) found.push(`${ref.toString()} /S /${action}`);
  }
  return found;
}

export async function pageCountOf(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
}
