import { useRef } from 'react';
import { FlagBox, type CountryFlagSize } from './CountryFlag.styles.js';
import { useFlagImage } from './useFlagImage.js';

export type { CountryFlagSize } from './CountryFlag.styles.js';

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 region code, e.g. `CA` (any case). A code with no flag keeps the placeholder. */
  regionCode: string;
  /**
   * What the flag stands for, for a flag that carries information on its own (a trigger showing only
   * the flag and a dial code). With a label the flag is `role="img"` with that name; without one it is
   * hidden from assistive technology, as beside a country name it is decoration.
   */
  label?: string;
  /** Height from the type scale; the width is 3:2 of it. Default `md`. */
  size?: CountryFlagSize;
  className?: string;
}

/**
 * A country's flag as an SVG image (country-flag-icons), not an emoji: regional-indicator emoji show
 * as two boxes on Windows. Each flag is loaded as a module of its own once it nears the viewport, so
 * neither a bundle nor a long list of countries loads every flag; until it arrives a neutral box of the
 * final size stands in its place (marked `data-loading` while its module is on its way, `data-loaded`
 * once shown). The image is a `data:` URL: a Content-Security-Policy must allow
 * `img-src data:`.
 */
export function CountryFlag({ regionCode, label, size = 'md', className }: CountryFlagProps) {
  const box = useRef<HTMLSpanElement>(null);
  const { image, loading } = useFlagImage(regionCode, box);
  const labelled = label !== undefined && label !== '';
  return (
    <FlagBox
      ref={box}
      $size={size}
      className={className}
      data-loaded={image ? '' : undefined}
      data-loading={loading ? '' : undefined}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {image && <img src={image} alt="" draggable={false} />}
    </FlagBox>
  );
}
