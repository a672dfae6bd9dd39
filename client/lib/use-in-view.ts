import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come into view (once true, it stays true). Without IntersectionObserver
 * everything counts as in view, so content is never hidden.
 */
export function useInViewOnce<T extends Element>(rootMargin = '0px 0px -10% 0px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!node || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, inView, rootMargin]);

  return [ref, inView];
}
