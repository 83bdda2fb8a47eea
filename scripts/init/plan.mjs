// What init will change: each file's new text (or null to delete it), a line per change for the
// owner to read before anything is written, and the owner's own values it keeps.
import { readFileSync } from 'node:fs'
import { generateCode, loadFile } from 'magicast'
import { check, format, resolveConfig } from 'prettier'

const short = (text) => (text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text)
/** A value as the owner reads it in a line: a list's entries joined, a long text cut short. */
const shown = (value) =>
  short(
    Array.isArray(value)
      ? value.join(' | ')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value),
  )

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A plan to fill in. A value that is the owner's own is replaced only with --force, or, asked
 * (`confirmReplace`), when the owner says so; otherwise it is kept, and said so.
 */
export function createPlan({ project, answers, confirmReplace }) {
  const plan = {
    project,
    answers,
    files: new Map(),
    changes: [],
    kept: [],
    async mayReplace(kind, pattern, current, where) {
      if (current === undefined || current === '' || project.isStandIn(kind, pattern, current))
        return true
      return plan.mayChangeOwn(where, shown(current))
    },
    /** Whether init may change or remove what the owner wrote there (`what`, in a few words). */
    async mayChangeOwn(where, what) {
      if (answers.force) return true
      if (confirmReplace && (await confirmReplace(where, what))) return true
      plan.kept.push(`${where}: kept your "${what}" (init changes it only with --force)`)
      return false
    },
    /** Sets target[key] to next, where the owner's value allows it; true if it changed. */
    async replace(target, key, next, { kind, pattern, current, where }) {
      if (next === undefined || same(current, next)) return false
      if (!(await plan.mayReplace(kind, pattern, current, where))) return false
      plan.set(target, key, next, { where })
      return true
    },
    /** Sets target[key] to next, whatever is there now. */
    set(target, key, next, { where }) {
      target[key] = next
      plan.changes.push(`${where}: ${shown(next)}`)
    },
    /**
     * Sets target[key] to next only where the example's value (or none) is now, or `previous`,
     * what init wrote there before from the answers it had then.
     */
    fill(target, key, next, { kind, pattern, current, where }, previous) {
      if (
        same(current, next) ||
        (current !== undefined &&
          !same(current, previous) &&
          !project.isStandIn(kind, pattern, current))
      )
        return
      plan.set(target, key, next, { where })
    },
    /** Removes target[key] when its value is the example's; true if it did. */
    removeStandIn(target, key, { kind, pattern, current, where }) {
      if (current === undefined || !project.isStandIn(kind, pattern, current)) return false
      Reflect.deleteProperty(target, key)
      plan.changes.push(`${where}: removed the example's "${shown(current)}"`)
      return true
    },
  }
  return plan
}

/** A TypeScript module of the content, to edit with magicast; `save` puts its new text in the plan. */
export async function openModule(plan, file) {
  const original = readFileSync(file, 'utf8')
  const mod = await loadFile(file)
  const save = async () => {
    const options = { ...(await resolveConfig(file)), filepath: file }
    const code = withoutAddedBlankLines(original, `${generateCode(mod).code.trimEnd()}\n`)
    // The owner's own layout stays: only a file prettier had formatted is formatted again.
    const text = (await check(original, options)) ? await format(code, options) : code
    if (text !== original) plan.files.set(file, text)
  }
  return { mod, save }
}

// The printer sets an edited object's members apart with empty lines: keep only those the file
// had, between the same two lines.
function withoutAddedBlankLines(original, code) {
  const lines = code.split('\n')
  return lines
    .filter((line, i) => {
      if (line.trim() || i === 0 || i === lines.length - 1) return true
      return original.includes(`${lines[i - 1]}\n\n${lines[i + 1]}`)
    })
    .join('\n')
}
