/** A text from the content with its `{placeholders}` filled in: ('About | {name}', { name }). */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder)

// The marks that part a title's words from the owner's name: 'Tool | Name', 'Name – Yhteystiedot'.
const TITLE_MARKS = /^[\s|·•:–—-]+|[\s|·•:–—-]+$/g

/**
 * A page's title from its pattern ('{project} | {name}'). Over the 70 characters search results
 * show, it is the page's own words alone, without the owner's name and the mark before or after it.
 */
export function fillTitle(pattern: string, values: Record<string, string>) {
  const title = fill(pattern, values)
  const own = fill(pattern, { ...values, name: '' }).replace(TITLE_MARKS, '')
  return title.length > 70 && own ? own : title
}
