/** How many colourings projects-section.css has for a card without images. */
const ART_VARIANTS = 4;

/** The same title always gets the same colouring, so a card keeps its look across visits. */
function variantOf(title: string): number {
  let sum = 0;
  for (const character of title) sum += character.codePointAt(0) ?? 0;
  return sum % ART_VARIANTS;
}

/**
 * A card's picture when its project has none: the title's first letter on a coloured panel of
 * the carousel's size, so the grid keeps its rhythm instead of leaving a gap. Decoration only.
 */
export function ProjectArt({ title }: { title: string }) {
  const initial = Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <div className={`project-art project-art-${variantOf(title)}`} aria-hidden="true">
      <span className="project-art-initial">{initial}</span>
    </div>
  );
}
