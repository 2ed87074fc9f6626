import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream, PDFString, PDFHexString } from 'pdf-lib';
import { UnreadablePdfError } from './unreadable-pdf-error.js';

export { UnreadablePdfError } from './unreadable-pdf-error.js';

/**
 * Action types that run code, open other files or programs, or send data away. GoTo (a page in
 * the same document) and URI (a web link, checked below) are what a resume's links need.
 */
const dangerousActions = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
  'Movie',
  'Sound',
  'Hide',
  'SetOCGState',
  'Trans',
  'GoTo3DView',
]);

/** Annotations that carry files, media or scripts of their own rather than marks on the page. */
const dangerousAnnotations = new Set(['FileAttachment', 'Screen', 'Movie', 'Sound', 'RichMedia', '3D']);

/** Web, mail and phone links stay; `javascript:`, `file:` and the like do not. */
const safeUri = /^(https?:|mailto:|tel:)/i;

/** Keys that run something by themselves, wherever they appear (document, page, field, annotation). */
const triggerKeys = ['AA', 'OpenAction', 'JS'];

/**
 * Keys that carry files inside the PDF, wherever they appear: PDF 2.0's associated files (/AF, on
 * the catalog, pages, annotations or images) and a file specification's embedded streams (/EF).
 */
const embeddedFileKeys = ['AF', 'EF'];

const name = (value: string) => PDFName.of(value);

/**
 * Loads a PDF with a real parser and writes it back without anything that runs: the document's
 * open action, every additional-actions (/AA) dictionary, the JavaScript and embedded-files name
 * trees, embedded and associated files (/EF, /AF, portfolios), XFA forms, and JavaScript/Launch/Submit/Import/Reset/remote-GoTo (and media) actions on
 * pages, links, outlines and form fields. Objects left unreachable are dropped, so nothing removed
 * survives in the bytes. Saved without object streams, so the result can be inspected as text.
 * Throws `UnreadablePdfError` when the PDF is encrypted or cannot be parsed.
 */
export async function removePdfScripts(bytes: Uint8Array): Promise<{ bytes: Buffer; pageCount: number }> {
  let doc: PDFDocument;
  try {
    // Loaded even when encrypted, only to tell that case apart (pdf-lib's own error is not an instanceof-able class).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    throw new UnreadablePdfError('unreadable', error);
  }
  if (doc.isEncrypted) throw new UnreadablePdfError('encrypted');
  // pdf-lib's parser tolerates broken objects; a document without a catalog or pages is not a resume.
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
    if (pageCount < 1) throw new Error('no pages');
    stripCatalog(doc);
    neuterEveryObject(doc);
    dropUnreachableObjects(doc);
    const saved = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
    return { bytes: Buffer.from(saved), pageCount };
  } catch (error) {
    throw new UnreadablePdfError('unreadable', error);
  }
}

function stripCatalog(doc: PDFDocument) {
  const catalog = doc.catalog;
  catalog.delete(name('OpenAction'));
  catalog.delete(name('AA'));
  const names = catalog.lookupMaybe(name('Names'), PDFDict);
  names?.delete(name('JavaScript'));
  names?.delete(name('EmbeddedFiles'));
  // A portfolio: the document is a wrapper around the files it embeds.
  catalog.delete(name('Collection'));
  const acroForm = catalog.lookupMaybe(name('AcroForm'), PDFDict);
  // XFA forms are XML with their own scripts; the AcroForm fields (if any) stay fillable-looking.
  acroForm?.delete(name('XFA'));
  acroForm?.delete(name('NeedsRendering'));
}

/** Visits every dictionary in the file, indirect or nested, and removes what can run. */
function neuterEveryObject(doc: PDFDocument) {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined) => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    if (!(object instanceof PDFDict)) return;
    neuterDict(object);
    for (const [, value] of object.entries()) visit(value);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
}

function neuterDict(dict: PDFDict) {
  for (const key of triggerKeys) dict.delete(name(key));
  for (const key of embeddedFileKeys) dict.delete(name(key));
  // An action dictionary that runs something is emptied, wherever it is referenced from.
  const actionType = dict.lookupMaybe(name('S'), PDFName)?.decodeText();
  if (actionType && dangerousActions.has(actionType)) {
    for (const key of dict.keys()) dict.delete(key);
    return;
  }
  if (actionType === 'URI') {
    const uri = dict.lookup(name('URI'));
    const text = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
    if (!safeUri.test(text.trim())) for (const key of dict.keys()) dict.delete(key);
  }
  // Links, outline items and fields point at actions through /A and chain more through /Next.
  for (const key of ['A', 'Next']) {
    const action = dict.lookup(name(key));
    if (action instanceof PDFDict && isDangerousAction(action)) dict.delete(name(key));
    if (action instanceof PDFArray) {
      for (let i = action.size() - 1; i >= 0; i--) {
        const item = action.lookup(i);
        if (item instanceof PDFDict && isDangerousAction(item)) action.remove(i);
      }
    }
  }
  const annots = dict.lookupMaybe(name('Annots'), PDFArray);
  if (annots) {
    for (let i = annots.size() - 1; i >= 0; i--) {
      const subtype = annots.lookupMaybe(i, PDFDict)?.lookupMaybe(name('Subtype'), PDFName)?.decodeText();
      if (subtype && dangerousAnnotations.has(subtype)) annots.remove(i);
    }
  }
}

function isDangerousAction(action: PDFDict): boolean {
  const type = action.lookupMaybe(name('S'), PDFName)?.decodeText();
  return type !== undefined && dangerousActions.has(type);
}

/** pdf-lib writes every object it parsed; anything no longer reachable from the trailer is deleted. */
function dropUnreachableObjects(doc: PDFDocument) {
  const { context } = doc;
  const reachable = new Set<string>();
  const seen = new Set<PDFObject>();
  const walk = (object: PDFObject | undefined) => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRef) {
      if (reachable.has(object.toString())) return;
      reachable.add(object.toString());
      return walk(context.lookup(object));
    }
    if (object instanceof PDFStream) return walk(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(walk);
    if (object instanceof PDFDict) for (const [, value] of object.entries()) walk(value);
  };
  walk(context.trailerInfo.Root);
  walk(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reachable.has(ref.toString())) context.delete(ref);
  }
}
