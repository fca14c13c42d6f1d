import { useEffect, useState } from 'react';

/**
 * The text of a search box whose committed value lives elsewhere (the URL): typing commits after
 * `delayMs` of quiet; a change of the committed value from outside (Back, a shared link) is
 * copied into the box.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // Adjusting state while rendering (react.dev "You might not need an effect"): no extra paint.
    setSeen(committed);
    if (text.trim() !== committed) setText(committed);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed) return;
    const timer = setTimeout(() => commit(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, commit, delayMs]);

  const clear = () => {
    setText('');
    if (committed !== '') commit('');
  };
  return { text, setText, clear };
}
