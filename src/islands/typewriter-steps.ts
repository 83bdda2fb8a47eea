// The typewriter headline as a pure state machine: type a title, pause, delete it, next title.
export const TYPEWRITER_TIMING = {
  typeMin: 120, // "natural" typing: each character takes 120–160 ms
  typeMax: 160,
  pause: 1500, // a finished title stays this long
  deleteSpeed: 10, // ms per deleted character: a title clears far faster than it was typed
}

export type TypewriterState = { index: number; length: number; deleting: boolean }

// The first frame is a whole title: that is what the prerendered HTML shows.
export const typedTitle = (roles: readonly string[], index = 0): TypewriterState => ({
  index,
  length: roles[index]?.length ?? 0,
  deleting: false,
})

export const textOf = (roles: readonly string[], state: TypewriterState) =>
  (roles[state.index] ?? '').slice(0, state.length)

// The state that follows, and how long the current one stays before it. `random` is in [0, 1).
export function nextStep(
  roles: readonly string[],
  state: TypewriterState,
  random: () => number = Math.random,
): { state: TypewriterState; delay: number } {
  const { typeMin, typeMax, pause, deleteSpeed } = TYPEWRITER_TIMING
  const typingDelay = () => Math.round(typeMin + random() * (typeMax - typeMin))
  const title = roles[state.index] ?? ''

  if (!state.deleting && state.length < title.length) {
    return { state: { ...state, length: state.length + 1 }, delay: typingDelay() }
  }
  if (!state.deleting) return { state: { ...state, deleting: true }, delay: pause }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: deleteSpeed }
  // The empty line waits one typing delay, as between two letters, for the next title's first.
  return {
    state: { index: (state.index + 1) % roles.length, length: 1, deleting: false },
    delay: typingDelay(),
  }
}
