/** How wide the illustration may grow beside the hero's text (Tailwind max-width classes). */
type HeroIllustrationMaxWidth = 'max-w-sm' | 'max-w-md' | 'max-w-md lg:max-w-lg' | 'max-w-md lg:max-w-none';

type HeroIllustrationProps = {
  src: string;
  /** The drawing's own size: the box is reserved in its aspect ratio before it loads. */
  width: number;
  height: number;
  /** What the picture shows; '' where it only decorates the heading beside it. */
  alt: string;
  maxWidth: HeroIllustrationMaxWidth;
  /**
   * Shown from the lg breakpoint only: then it is not a phone's largest paint and is fetched at the
   * normal priority. Otherwise it is the page's largest paint: fetched first, never lazy-loaded.
   */
  wideScreensOnly?: boolean;
};

/** The illustration of a page's opening section, centred in its column and scaled to fit it. */
export function HeroIllustration({ src, width, height, alt, maxWidth, wideScreensOnly = false }: HeroIllustrationProps) {
  const visibility = wideScreensOnly ? 'hidden lg:block' : '';
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      className={`mx-auto h-auto w-full ${maxWidth} ${visibility}`.trimEnd()}
      decoding="async"
      fetchPriority={wideScreensOnly ? undefined : 'high'}
    />
  );
}
