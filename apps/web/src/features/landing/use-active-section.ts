import { useEffect, useRef, useState } from 'react';

/**
 * The in-view band (docs/product.md §1.3): a section is "in view" while it crosses the middle 20% of the viewport.
 */
export const SECTION_ROOT_MARGIN = '-40% 0px -40% 0px';

/**
 * Which of the observed sections crosses the centre band of the viewport. Answers the active id (the first id until
 * a section is seen) and a ref callback to put on each section (by id). When two sections touch the band, the one
 * that entered last wins; when none does, the last active one stays.
 */
export function useActiveSection<Id extends string>(ids: readonly Id[]) {
  const [active, setActive] = useState<Id>(ids[0] as Id);
  const elements = useRef(new Map<Id, Element>());
  const refs = useRef(new Map<Id, (element: Element | null) => void>());

  // One stable ref callback per id, so React does not detach and re-attach them on every render.
  const refFor = (id: Id) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      };
      refs.current.set(id, ref);
    }
    return ref;
  };

  const key = ids.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id list is tracked through its joined key.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const idOf = new Map<Element, Id>();
    for (const [id, element] of elements.current) idOf.set(element, id);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = idOf.get(entry.target);
          if (id !== undefined && entry.isIntersecting) setActive(id);
        }
      },
      { rootMargin: SECTION_ROOT_MARGIN, threshold: 0 },
    );
    for (const element of idOf.keys()) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  return { active, refFor };
}
