import { useEffect } from 'react';

/** Names the browser tab (and the history entry) after the page, in the language shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
