/**
 * The link preview images (Open Graph / Twitter card): 1200×630 PNGs drawn at build time in the
 * site's light look. The home page's (the owner's photo, name and tagline) and each project
 * page's (its title, its owner and its first picture) are one layout: a picture beside an accent
 * pill, a heading and a muted line, on the page's background above an accent strip.
 */
import type { CSSProperties } from 'react';
import sharp, { type ResizeOptions } from 'sharp';
import type { Project } from '../../src/domain/project';
import { ENGLISH_SHARE_WORDS, type ShareWords } from '../../src/domain/share-words';
import type { UserProfile } from '../../src/domain/user-profile';
import { drawPng } from './draw-png';
import { loadImage } from './image-source';
import { initialOf, LIGHT_COLOURS as C } from './site-look';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const STRIP = 16;
/** The white frame round the picture. */
const BORDER = 8;

/** What tells the two cards apart, beside their content. */
interface Layout {
  /** The side margins, and the space between the picture and the text. */
  padding: number;
  gap: number;
  pictureFirst: boolean;
  /** The box the framed picture is centred in, and the initial's framed tile fills without one. */
  box: { width: number; height: number };
  /** The frame's corners and edge. */
  frame: CSSProperties;
  initialSize: number;
  /** The heading's font size and most lines: smaller for a longer heading. */
  headingSize: (length: number) => [number, number];
  sublineHeight: number;
  sublineLines: number;
}

const PHOTO_SIZE = 300;

const HOME: Layout = {
  padding: 80,
  gap: 64,
  pictureFirst: true,
  box: { width: PHOTO_SIZE + 2 * BORDER, height: PHOTO_SIZE + 2 * BORDER },
  frame: { borderRadius: PHOTO_SIZE / 2, boxShadow: '0 4px 24px rgba(16, 24, 40, 0.12)' },
  initialSize: 140,
  // Two lines of a long name, three of a very long one.
  headingSize: (length) => (length <= 22 ? [76, 2] : length <= 44 ? [56, 2] : [46, 3]),
  sublineHeight: 1.4,
  sublineLines: 3,
};

const PROJECT: Layout = {
  padding: 72,
  gap: 56,
  pictureFirst: false,
  box: { width: 520, height: PREVIEW_HEIGHT - 2 * 72 - STRIP },
  // A hairline, not the home photo's shadow: resvg blurs a shadow this size in ~100 ms, which a
  // build of a few hundred projects would feel.
  frame: { borderRadius: 24, outline: `1px solid ${C.border}` },
  initialSize: 180,
  headingSize: (length) => (length <= 18 ? [68, 2] : length <= 40 ? [52, 3] : [40, 4]),
  sublineHeight: 1.3,
  sublineLines: 2,
};

/** The bio's first line, as the page shows it first. */
export function firstLineOf(bio: string): string {
  return (
    bio
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** A picture as the card shows it: a PNG data URL, and its size on the card. */
interface Picture {
  src: string;
  width: number;
  height: number;
}

/**
 * An image of the content as a PNG data URL (sharp reads JPEG, PNG, WebP, AVIF, GIF and SVG;
 * satori takes PNG and JPEG only), scaled by `resize`, or null when it cannot be read. It is read
 * as the page's images are (scripts/lib/image-source.ts): a root-relative path from the given
 * folders, anything else over the network.
 */
async function readPicture(
  source: string,
  publicDirs: readonly string[],
  resize: ResizeOptions,
): Promise<Picture | null> {
  const loaded = await loadImage(source, { publicDirs });
  if (!loaded.ok) return null;
  try {
    const { data, info } = await sharp(loaded.bytes, { density: 300 })
      .resize(resize)
      .png()
      .toBuffer({ resolveWithObject: true });
    const src = `data:image/png;base64,${data.toString('base64')}`;
    return { src, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Cut to its `lineClamp` lines, ending in an ellipsis; a word with no spaces (a long name) still
 * wraps, rather than running off the image.
 */
const CLAMPED = { display: 'block', overflow: 'hidden', wordBreak: 'break-word' } as const;

/**
 * The picture, in its frame, centred in the layout's box (satori draws a border outside the size
 * it is given); without one, the initial's framed tile fills the box.
 */
function PictureBox({
  layout: { box, frame, initialSize },
  picture,
  initial,
}: {
  layout: Layout;
  picture: Picture | null;
  initial: string;
}) {
  const framed = {
    ...frame,
    display: 'flex',
    flexShrink: 0,
    border: `${BORDER}px solid ${C.surface}`,
  };
  return (
    <div
      style={{
        display: 'flex',
        width: box.width,
        height: box.height,
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {picture ? (
        <img
          src={picture.src}
          alt=""
          style={{ ...framed, width: picture.width, height: picture.height }}
        />
      ) : (
        <div
          style={{
            ...framed,
            width: box.width - 2 * BORDER,
            height: box.height - 2 * BORDER,
            alignItems: 'center',
            justifyContent: 'center',
            background: C.accentSoft,
            color: C.onAccentSoft,
            fontSize: initialSize,
            fontWeight: 700,
          }}
        >
          {initial}
        </div>
      )}
    </div>
  );
}

function PreviewCard({
  layout,
  label,
  heading,
  subline,
  picture,
}: {
  layout: Layout;
  /** What the page is, above the heading: "Portfolio", "Project". */
  label: string;
  heading: string;
  subline: string;
  picture: Picture | null;
}) {
  const { padding, gap } = layout;
  const [fontSize, lines] = layout.headingSize(Array.from(heading).length);
  const pictureBox = <PictureBox layout={layout} picture={picture} initial={initialOf(heading)} />;
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
        {layout.pictureFirst && pictureBox}
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            width: PREVIEW_WIDTH - 2 * padding - layout.box.width - gap,
            gap: 24,
          }}
        >
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
          <div style={{ ...CLAMPED, fontSize, fontWeight: 700, lineHeight: 1.1, lineClamp: lines }}>
            {heading}
          </div>
          {subline && (
            <div
              style={{
                ...CLAMPED,
                fontSize: 32,
                lineHeight: layout.sublineHeight,
                color: C.textMuted,
                lineClamp: layout.sublineLines,
              }}
            >
              {subline}
            </div>
          )}
        </div>
        {!layout.pictureFirst && pictureBox}
      </div>
      <div style={{ display: 'flex', height: STRIP, background: C.accent }} />
    </div>
  );
}

export interface RenderedPreview {
  png: Buffer;
  /** False when there is a picture the build could not read: the preview has the initial. */
  pictureRead: boolean;
}

/**
 * Draws the home page's preview for a profile. A photo that cannot be read (missing file, no
 * network, not an image) gives the initial instead, never a failed build.
 */
export async function renderPreviewImage(
  user: Pick<UserProfile, 'name' | 'bio' | 'photo'>,
  {
    publicDirs,
    words = ENGLISH_SHARE_WORDS,
  }: { publicDirs: readonly string[]; words?: ShareWords },
): Promise<RenderedPreview> {
  // Cropped square at twice the size it is shown.
  const photo = user.photo
    ? await readPicture(user.photo, publicDirs, {
        width: PHOTO_SIZE * 2,
        height: PHOTO_SIZE * 2,
        fit: 'cover',
        position: 'attention',
      })
    : null;
  const png = await drawPng(
    <PreviewCard
      layout={HOME}
      label={words.portfolio}
      heading={user.name || words.portfolio}
      subline={firstLineOf(user.bio)}
      picture={photo && { ...photo, width: PHOTO_SIZE, height: PHOTO_SIZE }}
    />,
    PREVIEW_WIDTH,
    PREVIEW_HEIGHT,
  );
  return { png, pictureRead: !user.photo || photo !== null };
}

/**
 * Draws the preview for a project's page. A first picture that cannot be read (missing file, no
 * network, not an image) gives the title's initial instead, never a failed build.
 */
export async function renderProjectPreviewImage(
  project: Pick<Project, 'title' | 'images'>,
  owner: string,
  {
    publicDirs,
    words = ENGLISH_SHARE_WORDS,
  }: { publicDirs: readonly string[]; words?: ShareWords },
): Promise<RenderedPreview> {
  const [source] = project.images;
  // Scaled whole into the box, inside its frame: a phone's tall screenshot and a desktop's wide
  // one alike.
  const { width, height } = PROJECT.box;
  const picture = source
    ? await readPicture(source, publicDirs, {
        width: width - 2 * BORDER,
        height: height - 2 * BORDER,
        fit: 'inside',
      })
    : null;
  const png = await drawPng(
    <PreviewCard
      layout={PROJECT}
      label={words.project}
      heading={project.title || words.untitledProject}
      subline={owner && words.byOwner(owner)}
      picture={picture}
    />,
    PREVIEW_WIDTH,
    PREVIEW_HEIGHT,
  );
  return { png, pictureRead: !source || picture !== null };
}
