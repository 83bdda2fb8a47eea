import { useEffect, useRef, useState } from 'react'
import { timeOnScreen } from '../lib/marks.ts'
import { nextStep, textOf, typedTitle } from './typewriter.ts'

// Drives the pure typewriter with timers. Stopped, it holds its title whole, and goes on from
// there when it runs again: the title's pause, then the next.
export function useTypewriter(roles: readonly string[], running: boolean): string {
  const [state, setState] = useState(() => typedTitle(roles))
  const [wasRunning, setWasRunning] = useState(running)
  if (running !== wasRunning) {
    setWasRunning(running)
    if (!running) setState(typedTitle(roles, state.index))
  }
  const firstStep = useRef(true)
  useEffect(() => {
    if (!running) return
    const { state: next, delay } = nextStep(roles, state)
    // The first title has shown since the page did (the HTML has it), so its pause counts from then.
    const wait = firstStep.current ? Math.max(0, delay - timeOnScreen()) : delay
    firstStep.current = false
    const timer = setTimeout(() => setState(next), wait)
    return () => clearTimeout(timer)
  }, [roles, state, running])
  return textOf(roles, state)
}
