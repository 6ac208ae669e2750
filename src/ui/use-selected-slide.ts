import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

type Embla = UseEmblaCarouselType[1];

/** The slide an Embla carousel shows, `initial` until the carousel has started. */
export function useSelectedSlide(embla: Embla, initial = 0): number {
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return selected;
}
