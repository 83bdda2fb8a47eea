export type Point = { x: number; y: number }

// The mobile families: Android, iOS, BlackBerry, Opera Mini, IE Mobile.
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|BlackBerry|BB10|Opera Mini|IEMobile/i

export const isMobileUserAgent = (userAgent: string) => MOBILE_USER_AGENT.test(userAgent)

// Each frame the outer ring covers 1/speed of the distance left, so it eases in behind the pointer.
export const trailToward = (from: Point, to: Point, speed: number): Point => ({
  x: from.x + (to.x - from.x) / speed,
  y: from.y + (to.y - from.y) / speed,
})

// Stop animating once the ring is within a fraction of a pixel: no work while the mouse rests.
export const hasArrived = (from: Point, to: Point) =>
  Math.abs(from.x - to.x) < 0.1 && Math.abs(from.y - to.y) < 0.1
