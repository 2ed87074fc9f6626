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

/**
 * Shared components that render one <img> from their props: a use of one is checked like the
 * <img> it stands for, and the component's own <img> passes the size on and decodes off the main
 * thread.
 */
const imageComponents: Record<string, string> = {
  HeroIllustration: path.join('ui', 'marketing', 'HeroIllustration.tsx'),
};
const isImageComponentSource = (file: string) => Object.values(imageComponents).includes(file);

function sourceFiles(): string[] {
  return readdirSync(clientSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .map((file) => path.join(clientSrc, file));
}

interface ImgTag {
  file: string;
  tag: string;
}

/** Every <img …/> and every use of an image component, with the file it is in. */
function imgTags(): ImgTag[] {
  const element = new RegExp(`<(?:img|${Object.keys(imageComponents).join('|')})\\b[\\s\\S]*?\\/>`, 'g');
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    // A JSX <img …/> may span lines; its attributes never contain '/>'.
    return [...source.matchAll(element)].map((match) => ({ file: path.relative(clientSrc, file), tag: match[0] }));
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
  const allTags = imgTags();
  // The <img> inside an image component is checked on its own; each use stands for one.
  const tags = allTags.filter(({ file }) => !isImageComponentSource(file));
  const componentImgs = allTags.filter(({ file }) => isImageComponentSource(file));

  it('finds the images the pages show', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
    expect(tags.filter(({ tag }) => !tag.startsWith('<img')).length).toBeGreaterThan(0);
  });

  it('has every image component render one <img> with the size it is given, decoded asynchronously, never lazily', () => {
    expect(componentImgs.map(({ file }) => file).sort()).toEqual(Object.values(imageComponents).sort());
    for (const { file, tag } of componentImgs) {
      for (const passedOn of ['src={src}', 'width={width}', 'height={height}', 'alt={alt}', 'decoding="async"']) {
        expect(tag, `${file}: ${tag}`).toContain(passedOn);
      }
      expect(tag, `${file}: ${tag}`).not.toContain('loading=');
    }
  });

  it('gives every <img> a numeric width and height, an alt text, and async decoding', () => {
    for (const { file, tag } of tags) {
      expect(numericAttribute(tag, 'width'), `${file}: ${tag}`).toBeGreaterThan(0);
      expect(numericAttribute(tag, 'height'), `${file}: ${tag}`).toBeGreaterThan(0);
      expect(tag, `${file}: ${tag}`).toMatch(/\balt=["{]/);
      // An image component decodes asynchronously itself (checked above).
      if (tag.startsWith('<img')) expect(tag, `${file}: ${tag}`).toContain('decoding="async"');
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
