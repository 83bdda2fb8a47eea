import { expect, test } from 'vitest'
import { hasArrived, isMobileUserAgent, trailToward } from '../../../src/layout/cursor.ts'

test('the mobile user agents of Android, iOS, BlackBerry, Opera Mini and IE Mobile are recognised', () => {
  for (const agent of [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)',
  ]) {
    expect(isMobileUserAgent(agent), agent).toBe(true)
  }
  expect(
    isMobileUserAgent(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    ),
  ).toBe(false)
})

test('the trail covers 1/speed of the remaining distance each frame', () => {
  expect(trailToward({ x: 0, y: 0 }, { x: 80, y: -16 }, 8)).toEqual({ x: 10, y: -2 })
})

test('the trail settles on the pointer', () => {
  let point = { x: 0, y: 0 }
  const target = { x: 500, y: 300 }
  let frames = 0
  while (!hasArrived(point, target)) {
    point = trailToward(point, target, 8)
    frames += 1
  }
  expect(frames).toBeLessThan(100)
  expect(hasArrived({ x: 10, y: 10 }, { x: 10.05, y: 9.95 })).toBe(true)
})
