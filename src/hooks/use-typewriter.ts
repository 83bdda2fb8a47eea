import { useEffect, useState } from 'react'
import { nextStep, textOf, typedTitle } from '../lib/typewriter.ts'

// Drives the pure typewriter with timers; when not running it holds the first whole title.
export function useTypewriter(roles: readonly string[], running: boolean): string {
  const [state, setState] = useState(() => typedTitle(roles))
  useEffect(() => {
    if (!running) return
    const { state: next, delay } = nextStep(roles, state)
    const timer = setTimeout(() => setState(next), delay)
    return () => clearTimeout(timer)
  }, [roles, state, running])
  return running ? textOf(roles, state) : (roles[0] ?? '')
}
