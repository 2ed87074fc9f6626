import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A source scan of every <img> the client renders: each one reserves its box before it loads
 * (width and height in the image's own aspect ratio, so nothing shifts) and is decoded off the
 * main thread. Images in client/src/assets are vector or a modern raster format.
 */
const clientSrc = fileURLToPath(new URL('../client/src/', import.meta.url));

function sourceFiles(): string[] {
  return readdirSync(clientSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .map((file) => path.join(clientSrc, file));
}

interface ImgTag {
  file: string;
  tag: string;
}

function imgTags(): ImgTag[] {
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    // A JSX <img …/> may span lines; its attributes never contain '/>'.
    return [...source.matchAll(/<img\b[\s\S]*?\/>/g)].map((match) => ({ file: path.relative(clientSrc, file), tag: match[0] }));
  });
}

const numericAttribute = (tag: string, name: string) => {
  const match = new RegExp(`\\b${name}=\\{(\\d+)\\}`).exec(tag) ?? new RegExp(`\\b${name}="(\\d+)"`).exec(tag);
  return match ? Number(match[1]) : undefined;
};

/** The asset an `src={name}` points at, when `name` is imported from `@/assets/…`. */
function importedAsset(file: string, tag: string): string | undefined {
  const name = /\bsrc=\{(\w+)\}/.exec(tag)?.[1];
  if (!name) return undefined;
  const source = readFileSync(path.join(clientSrc, file), 'utf8');
  const from = new RegExp(`import ${name} from '@/(assets/[^']+)'`).exec(source)?.[1];
  return from ? path.join(clientSrc, from) : undefined;
}

function svgAspectRatio(file: string): number {
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(readFileSync(file, 'utf8'))?.[1]?.trim().split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4) throw new Error(`${file} has no viewBox`);
  return viewBox[2]! / viewBox[3]!;
}

describe('client images', () => {
  const tags = imgTags();

  it('finds the images the pages show', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every <img> a numeric width and height, and async decoding', () => {
    for (const { file, tag } of tags) {
      expect(numericAttribute(tag, 'width'), `${file}: ${tag}`).toBeGreaterThan(0);
      expect(numericAttribute(tag, 'height'), `${file}: ${tag}`).toBeGreaterThan(0);
      expect(tag, `${file}: ${tag}`).toContain('decoding="async"');
    }
  });

  it('sizes every imported illustration in its own aspect ratio', () => {
    let checked = 0;
    for (const { file, tag } of tags) {
      const asset = importedAsset(file, tag);
      if (!asset?.endsWith('.svg')) continue;
      const ratio = numericAttribute(tag, 'width')! / numericAttribute(tag, 'height')!;
      expect(Math.abs(ratio / svgAspectRatio(asset) - 1), `${file}: ${path.basename(asset)}`).toBeLessThan(0.01);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('never both lazy-loads and prioritises an image', () => {
    for (const { file, tag } of tags) {
      expect(tag.includes('loading="lazy"') && tag.includes('fetchPriority="high"'), `${file}: ${tag}`).toBe(false);
    }
  });

  it('keeps assets as SVG or a modern raster format', () => {
    const assets = readdirSync(path.join(clientSrc, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => path.extname(file) !== '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(path.extname(asset), asset).toMatch(/^\.(svg|webp|avif)$/);
  });
});
