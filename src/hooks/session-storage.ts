// sessionStorage, which a browser that blocks a site's data refuses even to read: there, what is
// kept lives in memory, for this page view at least.
const memory = new Map<string, string>()

export const readSession = (key: string) => {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

export const writeSession = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
}
