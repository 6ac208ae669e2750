/**
 * The link preview image (Open Graph / Twitter card): a 1200×630 PNG drawn at build time from the
 * owner's content, in the site's light look.
 */
import type { ReactNode } from 'react';
import { drawPng } from './draw-png';
import type { UserProfile } from '../../src/domain/user-profile';
import { readPhoto } from './read-photo';
import { initialOf, LIGHT_COLOURS as C } from './site-look';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The accent strip along the bottom of both previews (PreviewFrame). */
export const PREVIEW_STRIP = 16;
const PHOTO_SIZE = 300;
const PADDING = 80;
const GAP = 64;
const TEXT_WIDTH = PREVIEW_WIDTH - 2 * PADDING - PHOTO_SIZE - GAP;

/** The bio's first line, as the page shows it first. */
export function firstLineOf(bio: string): string {
  return (
    bio
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

function Photo({ photo, name }: { photo: string | null; name: string }) {
  const frame = {
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    borderRadius: PHOTO_SIZE / 2,
    flexShrink: 0,
    border: `8px solid ${C.surface}`,
    boxShadow: '0 4px 24px rgba(16, 24, 40, 0.12)',
  };
  if (photo) return <img src={photo} alt="" style={frame} />;
  return (
    <div
      style={{
        ...frame,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: C.accentSoft,
        color: C.onAccentSoft,
        fontSize: 140,
        fontWeight: 700,
      }}
    >
      {initialOf(name)}
    </div>
  );
}

/**
 * The frame both link preview images draw in (this one and a project page's,
 * scripts/lib/project-preview-image): the page's background, one row between side margins of
 * `padding`, centred top to bottom, and the accent strip along the bottom.
 */
export function PreviewFrame({
  padding,
  gap,
  children,
}: {
  padding: number;
  gap: number;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: C.background,
        fontFamily: 'Inter',
        color: C.text,
      }}
    >
      <div
        style={{
          display: 'flex',
          flex: 1,
          alignItems: 'center',
          padding: `0 ${padding}px`,
          gap,
        }}
      >
        {children}
      </div>
      <div style={{ display: 'flex', height: PREVIEW_STRIP, background: C.accent }} />
    </div>
  );
}

/** The row's text: the accent pill with the card's label ("Portfolio", "Project"), its lines. */
export function PreviewText({
  width,
  label,
  children,
}: {
  width: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width, gap: 24 }}>
      <div
        style={{
          display: 'flex',
          alignSelf: 'flex-start',
          padding: '8px 20px',
          borderRadius: 999,
          background: C.accentSoft,
          color: C.onAccentSoft,
          fontSize: 26,
          fontWeight: 700,
          letterSpacing: 1,
        }}
      >
        {label}
      </div>
      {children}
    </div>
  );
}

/**
 * Cut to its `lineClamp` lines, ending in an ellipsis; a word with no spaces (a long name) still
 * wraps, rather than running off the image.
 */
const CLAMPED = { display: 'block', overflow: 'hidden', wordBreak: 'break-word' } as const;

/** The card's heading (a name, a project's title), bold, in at most `lines` lines. */
export function PreviewHeading({
  fontSize,
  lines,
  children,
}: {
  fontSize: number;
  lines: number;
  children: string;
}) {
  return (
    <div style={{ ...CLAMPED, fontSize, fontWeight: 700, lineHeight: 1.1, lineClamp: lines }}>
      {children}
    </div>
  );
}

/** The muted line under the heading (a tagline, a project's owner), in at most `lines` lines. */
export function PreviewSubline({
  lineHeight,
  lines,
  children,
}: {
  lineHeight: number;
  lines: number;
  children: string;
}) {
  return (
    <div style={{ ...CLAMPED, fontSize: 32, lineHeight, color: C.textMuted, lineClamp: lines }}>
      {children}
    </div>
  );
}

function PreviewCard({
  name,
  tagline,
  photo,
}: {
  name: string;
  tagline: string;
  photo: string | null;
}) {
  // Two lines of a long name, three of a very long one; what is left over ends in an ellipsis.
  const length = Array.from(name).length;
  const [fontSize, lines] = length <= 22 ? [76, 2] : length <= 44 ? [56, 2] : [46, 3];
  return (
    <PreviewFrame padding={PADDING} gap={GAP}>
      <Photo photo={photo} name={name} />
      <PreviewText width={TEXT_WIDTH} label="Portfolio">
        <PreviewHeading fontSize={fontSize} lines={lines}>
          {name}
        </PreviewHeading>
        {tagline && (
          <PreviewSubline lineHeight={1.4} lines={3}>
            {tagline}
          </PreviewSubline>
        )}
      </PreviewText>
    </PreviewFrame>
  );
}

export interface RenderedPreview {
  png: Buffer;
  /** False when the profile has a photo the build could not read: the preview has the initial. */
  photoRead: boolean;
}

/**
 * Draws the preview for a profile. A photo that cannot be read (missing file, no network, not
 * an image) gives the initial instead, never a failed build.
 */
export async function renderPreviewImage(
  user: Pick<UserProfile, 'name' | 'bio' | 'photo'>,
  { publicDirs }: { publicDirs: readonly string[] },
): Promise<RenderedPreview> {
  const photo = user.photo
    ? await readPhoto(user.photo, { publicDirs, size: PHOTO_SIZE * 2 })
    : null;
  const png = await drawPng(
    <PreviewCard name={user.name || 'Portfolio'} tagline={firstLineOf(user.bio)} photo={photo} />,
    PREVIEW_WIDTH,
    PREVIEW_HEIGHT,
  );
  return { png, photoRead: !user.photo || photo !== null };
}
