// A title's size may leave no room on a line for its longest word ('yksikkötestaustyökalu'), which
// the browser would then break at any letter. These are the lengths a title's size is fitted to
// (styles/base.css), in its box's width, so that its longest word fits a line whole.
export const FITTED_LENGTHS = [10, 14, 18, 22, 26, 30]

/**
 * The length a title's longest word fits within, for its `data-long-word`; none when the word is
 * short. A word breaks after a hyphen, soft or not, so 'SQL-yksikkötestaustyökalu' counts its
 * last part.
 */
export function longWord(title: string): string | undefined {
  const longest = Math.max(0, ...title.split(/[\s\-‐–—\u00ad]+/u).map((word) => [...word].length))
  const fitted = FITTED_LENGTHS.find((length) => longest <= length) ?? FITTED_LENGTHS.at(-1)
  return longest > 6 ? String(fitted) : undefined
}
