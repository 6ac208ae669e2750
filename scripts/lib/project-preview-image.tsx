/**
 * A project page's link preview image: 1200×630 like the home page's (scripts/lib/preview-image),
 * with the project's title, its owner's name and its first picture, in the site's light look.
 */
import type { Project } from '../../src/domain/project';
import { UNTITLED_PROJECT } from '../../src/domain/page-metadata';
import { drawPng } from './draw-png';
import {
  PREVIEW_HEIGHT,
  PREVIEW_STRIP,
  PREVIEW_WIDTH,
  PreviewFrame,
  PreviewHeading,
  PreviewSubline,
  PreviewText,
} from './preview-image';
import { readPicture, type ReadPicture } from './read-photo';
import { initialOf, LIGHT_COLOURS as C } from './site-look';

const PADDING = 72;
const GAP = 56;
const PICTURE_WIDTH = 520;
const PICTURE_HEIGHT = PREVIEW_HEIGHT - 2 * PADDING - PREVIEW_STRIP;
const TEXT_WIDTH = PREVIEW_WIDTH - 2 * PADDING - PICTURE_WIDTH - GAP;
const FRAME = 8;

function Picture({ picture, title }: { picture: ReadPicture | null; title: string }) {
  // A hairline, not the home photo's shadow: resvg blurs a shadow this size in ~100 ms, which a
  // build of a few hundred projects would feel.
  const frame = {
    display: 'flex',
    flexShrink: 0,
    borderRadius: 24,
    border: `${FRAME}px solid ${C.surface}`,
    outline: `1px solid ${C.border}`,
  };
  return (
    <div
      style={{
        display: 'flex',
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {picture ? (
        <img
          src={picture.src}
          alt=""
          width={picture.width}
          height={picture.height}
          style={{ ...frame, width: picture.width, height: picture.height }}
        />
      ) : (
        <div
          style={{
            ...frame,
            width: PICTURE_WIDTH,
            height: PICTURE_HEIGHT,
            alignItems: 'center',
            justifyContent: 'center',
            background: C.accentSoft,
            color: C.onAccentSoft,
            fontSize: 180,
            fontWeight: 700,
          }}
        >
          {initialOf(title)}
        </div>
      )}
    </div>
  );
}

function ProjectCard({
  title,
  owner,
  picture,
}: {
  title: string;
  owner: string;
  picture: ReadPicture | null;
}) {
  // As the home page's name: smaller for a longer title, what is left over ends in an ellipsis.
  const length = Array.from(title).length;
  const [fontSize, lines] = length <= 18 ? [68, 2] : length <= 40 ? [52, 3] : [40, 4];
  return (
    <PreviewFrame padding={PADDING} gap={GAP}>
      <PreviewText width={TEXT_WIDTH} label="Project">
        <PreviewHeading fontSize={fontSize} lines={lines}>
          {title}
        </PreviewHeading>
        {owner && (
          <PreviewSubline lineHeight={1.3} lines={2}>
            {`by ${owner}`}
          </PreviewSubline>
        )}
      </PreviewText>
      <Picture picture={picture} title={title} />
    </PreviewFrame>
  );
}

export interface RenderedProjectPreview {
  png: Buffer;
  /** False when the project has a picture the build could not read: the preview has the initial. */
  pictureRead: boolean;
}

/**
 * Draws the preview for a project's page. A first picture that cannot be read (missing file, no
 * network, not an image) gives the title's initial instead, never a failed build.
 */
export async function renderProjectPreviewImage(
  project: Pick<Project, 'title' | 'images'>,
  owner: string,
  { publicDirs }: { publicDirs: readonly string[] },
): Promise<RenderedProjectPreview> {
  const [source] = project.images;
  const picture = source
    ? await readPicture(source, {
        publicDirs,
        width: PICTURE_WIDTH - 2 * FRAME,
        height: PICTURE_HEIGHT - 2 * FRAME,
      })
    : null;
  const title = project.title || UNTITLED_PROJECT;
  const png = await drawPng(
    <ProjectCard title={title} owner={owner} picture={picture} />,
    PREVIEW_WIDTH,
    PREVIEW_HEIGHT,
  );
  return { png, pictureRead: !source || picture !== null };
}
