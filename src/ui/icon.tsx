// Its own hashed file, never inlined: a <use> cannot reach into a data: address.
import spriteUrl from './icons.svg?no-inline';
import { SOCIAL_NETWORKS } from '@/domain/user-profile';

/** The icons of icons.svg, each a symbol of that id (a unit test holds the two together). */
export const ICON_NAMES = [
  ...SOCIAL_NETWORKS,
  'appstore',
  'playstore',
  'logo',
  'menu',
  'close',
  'chevron-left',
  'chevron-right',
  'arrow-back',
] as const;

export type IconName = (typeof ICON_NAMES)[number] | 'logo-white' | 'logo-black';

/** The white and black logos keep their colour; every other icon takes the text colour. */
const FIXED_FILL: Partial<Record<IconName, string>> = {
  'logo-white': '#fff',
  'logo-black': '#000',
};

/**
 * A decorative SVG icon, drawn from the site's sprite (icons.svg, one cached file) rather than
 * written into every page and script: the paths cost the HTML of each page nothing, so its first
 * round trip carries the owner's words instead. Alone in a link, wrap it in Radix's
 * AccessibleIcon for the link's name; beside words, or in a button named by its aria-label, it
 * needs nothing more.
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const symbol = name === 'logo-white' || name === 'logo-black' ? 'logo' : name;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={FIXED_FILL[name] ?? 'currentColor'}
      className={className}
    >
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}
