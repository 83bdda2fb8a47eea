/** A text from the content with its `{placeholders}` filled in: ('About | {name}', { name }). */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder)
