// How the check tells its problems: each once, with the pages that show it and, where the build
// knows it, the content file and field to change; in GitHub Actions also as annotations on them.

/** One problem per message and field, with every page that shows it, in the order found. */
export function groupProblems(found) {
  const groups = new Map()
  for (const { page, message, file, field } of found) {
    const key = `${message}\n${file ?? ''} ${field ?? ''}`
    const group = groups.get(key) ?? { message, file, field, pages: [] }
    if (!group.pages.includes(page)) group.pages.push(page)
    groups.set(key, group)
  }
  return [...groups.values()]
}

const pagesOf = ({ pages: [first, ...more] }) =>
  more.length === 0 ? first : `${first} and ${more.length} more page${more.length > 1 ? 's' : ''}`

/** A problem as lines for the terminal. */
export const describe = (problem) =>
  [
    `✗ ${problem.message}`,
    `    on ${pagesOf(problem)}`,
    ...(problem.file ? [`    in ${problem.file}${problem.field ? ` ${problem.field}` : ''}`] : []),
  ].join('\n')

// GitHub's workflow commands: data escapes %, CR and LF; properties also : and ,.
const escapeData = (text) =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

/** A problem as a GitHub Actions annotation, on its content file when the build knows it. */
export function annotation(problem) {
  const properties = [
    ...(problem.file ? [`file=${escapeProperty(problem.file)}`] : []),
    `title=${escapeProperty(problem.field ? `${problem.field}` : 'npm run check')}`,
  ]
  return `::error ${properties.join(',')}::${escapeData(`${problem.message} (on ${pagesOf(problem)})`)}`
}
