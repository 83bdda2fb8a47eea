// Draws the shipped placeholder artwork (profile portrait, project covers, post pictures) as SVG and renders
// it with sharp into src/content/images/. Textless on purpose: fonts differ between machines.
// Usage: node scripts/make-artwork.mjs   (then replace any file with your own picture)
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'

const OUT = 'src/content/images'
const INK = '#121418'
const PAPER = '#f5f2ea'
const AMBER = '#f2c14e'
const EMBER = '#d9822b'
const SAGE = '#8fc1a9'

// Deterministic randomness, so a re-run draws the same pictures.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const attrs = (a) =>
  Object.entries(a)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${v}"`)
    .join(' ')
const el = (name, a, body = '') => `<${name} ${attrs(a)}>${body}</${name}>`
const line = (stroke, width, opacity = 1) => ({
  fill: 'none',
  stroke,
  strokeWidth: width,
  strokeOpacity: opacity,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})

// Shared ground for every cover: graphite fading into the project's hue, a dot grid and a glow.
function cover(hue, glow, motif) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${hue}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow[0]}" cy="${glow[1]}" r="0.55">
      <stop offset="0" stop-color="${AMBER}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${AMBER}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse">
      <circle cx="20" cy="20" r="1.6" fill="${PAPER}" fill-opacity="0.09"/>
    </pattern>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#000" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#dots)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${motif}
</svg>`
}

// CI pipeline: a chip with circuit traces; one amber route runs through four stage checks.
function ciPipeline() {
  const rand = random(5)
  const traces = []
  for (let i = 0; i < 9; i++) {
    const y = 340 + i * 40
    const bend = 120 + rand() * 200
    const endY = 80 + i * 105
    const d = `M 620 ${y} H ${620 - bend} L ${620 - bend - Math.abs(endY - y)} ${endY} H 40`
    const e = `M 980 ${y} H ${980 + bend} L ${980 + bend + Math.abs(endY - y)} ${endY} H 1560`
    for (const p of [d, e]) traces.push(el('path', { d: p, ...line(PAPER, 5, 0.22) }))
    traces.push(el('circle', { cx: 620, cy: y, r: 7, fill: PAPER, fillOpacity: 0.5 }))
    traces.push(el('circle', { cx: 980, cy: y, r: 7, fill: PAPER, fillOpacity: 0.5 }))
  }
  const route = 'M 40 500 H 300 L 380 420 H 620 M 980 580 H 1200 L 1280 500 H 1560'
  const stages = [
    [220, 500],
    [500, 420],
    [1110, 580],
    [1400, 500],
  ]
  const checks = stages.map(
    ([x, y]) =>
      el('circle', { cx: x, cy: y, r: 46, fill: INK, stroke: AMBER, strokeWidth: 8 }) +
      el('path', { d: `M ${x - 20} ${y + 2} l 14 14 l 26 -30`, ...line(AMBER, 9) }),
  )
  const chip =
    el('rect', {
      x: 620,
      y: 300,
      width: 360,
      height: 400,
      rx: 36,
      fill: '#1b2230',
      stroke: PAPER,
      strokeOpacity: 0.5,
      strokeWidth: 4,
      filter: 'url(#shadow)',
    }) +
    el('rect', { x: 690, y: 380, width: 220, height: 240, rx: 18, ...line(AMBER, 4, 0.8) }) +
    el('path', { d: 'M 740 500 h 120 M 800 440 v 120', ...line(AMBER, 10) })
  return cover(
    '#1d3350',
    [0.5, 0.5],
    traces.join('') + el('path', { d: route, ...line(AMBER, 10) }) + chip + checks.join(''),
  )
}

// Quote calculator: a phone with a keypad and a seven-segment total, beside a paper quote.
function quoteCalculator() {
  const seg = (x, y, s, on) => {
    const h = (dx, dy) => `M ${x + dx} ${y + dy} h ${s}`
    const v = (dx, dy) => `M ${x + dx} ${y + dy} v ${s}`
    const parts = [h(8, 0), v(s + 14, 8), v(s + 14, s + 24), h(8, 2 * s + 32), v(0, s + 24)]
    const all = [...parts, v(0, 8), h(8, s + 16)]
    return on.map((i) => el('path', { d: all[i] ?? '', ...line(INK, 12) })).join('')
  }
  const digits = [
    [1, 2],
    [0, 1, 3, 4, 6],
    [1, 2, 5, 6],
    [0, 1, 2, 3, 4, 5],
  ]
    .map((on, i) => seg(790 + i * 78, 238, 38, on))
    .join('')
  const keys = []
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      const accent = r === 3 && c === 3
      keys.push(
        el('rect', {
          x: 772 + c * 86,
          y: 430 + r * 86,
          width: 70,
          height: 70,
          rx: 18,
          fill: accent ? AMBER : INK,
          fillOpacity: accent ? 1 : 0.1,
        }),
      )
    }
  const phone =
    el('rect', {
      x: 730,
      y: 110,
      width: 420,
      height: 800,
      rx: 64,
      fill: '#1a1d22',
      stroke: PAPER,
      strokeOpacity: 0.35,
      strokeWidth: 4,
      filter: 'url(#shadow)',
    }) +
    el('rect', { x: 752, y: 150, width: 376, height: 730, rx: 44, fill: PAPER }) +
    el('rect', { x: 900, y: 128, width: 80, height: 10, rx: 5, fill: PAPER, fillOpacity: 0.4 }) +
    el('rect', {
      x: 772,
      y: 200,
      width: 336,
      height: 180,
      rx: 20,
      fill: AMBER,
      fillOpacity: 0.25,
    }) +
    digits +
    keys.join('')
  const quote =
    el('rect', {
      x: 300,
      y: 250,
      width: 380,
      height: 520,
      rx: 16,
      fill: PAPER,
      fillOpacity: 0.92,
      filter: 'url(#shadow)',
      transform: 'rotate(-8 490 510)',
    }) +
    el(
      'g',
      { transform: 'rotate(-8 490 510)' },
      [0, 1, 2, 3, 4]
        .map((i) =>
          el('path', {
            d: `M 350 ${360 + i * 60} h ${180 - (i % 2) * 60} M 560 ${360 + i * 60} h 70`,
            ...line(INK, 12, 0.35),
          }),
        )
        .join('') +
        el('path', { d: 'M 350 300 h 120', ...line(EMBER, 16) }) +
        el('path', { d: 'M 350 690 h 280', ...line(INK, 16, 0.85) }),
    )
  const bolt = el('path', {
    d: 'M 1320 180 L 1240 380 H 1310 L 1260 560 L 1420 330 H 1340 L 1400 180 Z',
    fill: AMBER,
  })
  return cover('#2e2440', [0.8, 0.25], quote + phone + bolt)
}

// Repair-shop CMS: a laptop showing a job board, a wrench across it, a cloud behind.
function repairShop() {
  const cloud = el('path', {
    d: 'M 330 360 a 110 110 0 0 1 200 -90 a 150 150 0 0 1 280 40 a 100 100 0 0 1 20 200 H 360 a 80 80 0 0 1 -30 -150 Z',
    ...line(PAPER, 6, 0.25),
  })
  const columns = [0, 1, 2]
    .map((c) =>
      [0, 1, 2, 3]
        .slice(0, 4 - c)
        .map((r) =>
          el('rect', {
            x: 500 + c * 210,
            y: 330 + r * 88,
            width: 180,
            height: 70,
            rx: 10,
            fill: c === 1 && r === 0 ? AMBER : PAPER,
            fillOpacity: c === 1 && r === 0 ? 1 : 0.16,
          }),
        )
        .join(''),
    )
    .join('')
  const laptop =
    el('rect', {
      x: 450,
      y: 240,
      width: 700,
      height: 460,
      rx: 24,
      fill: '#1c2024',
      stroke: PAPER,
      strokeOpacity: 0.45,
      strokeWidth: 5,
      filter: 'url(#shadow)',
    }) +
    el('path', { d: 'M 500 290 h 600', ...line(PAPER, 8, 0.3) }) +
    columns +
    el('path', {
      d: 'M 360 720 H 1240 L 1200 770 H 400 Z',
      fill: '#2a2f35',
      stroke: PAPER,
      strokeOpacity: 0.45,
      strokeWidth: 5,
    })
  // An open-end wrench: handle, round head and a jaw cut out of it by a mask.
  const wrench =
    el(
      'mask',
      { id: 'jaw' },
      el('rect', { x: 0, y: 0, width: 1600, height: 1000, fill: '#fff' }) +
        el('path', { d: 'M 860 532 H 975 a 28 28 0 0 1 0 56 H 860 Z', fill: '#000' }),
    ) +
    el(
      'g',
      { transform: 'rotate(-38 1100 560)', filter: 'url(#shadow)' },
      el(
        'g',
        { mask: 'url(#jaw)' },
        el('path', { d: 'M 1000 528 h 360 a 32 32 0 0 1 0 64 h -360 Z', fill: AMBER }) +
          el('circle', { cx: 985, cy: 560, r: 92, fill: AMBER }),
      ) + el('circle', { cx: 1330, cy: 560, r: 13, fill: INK, fillOpacity: 0.5 }),
    )
  const gear = el('circle', {
    cx: 1330,
    cy: 250,
    r: 60,
    ...line(PAPER, 22, 0.3),
    strokeDasharray: '24 16',
  })
  return cover('#3b2a22', [0.75, 0.6], cloud + gear + laptop + wrench)
}

// Kubernetes quickstarts: a hex grid of nodes, with clusters of pods lit up.
function kubernetes() {
  const rand = random(11)
  const r = 74
  const w = Math.sqrt(3) * r
  const hex = (cx, cy, size) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6
      return `${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`
    }).join(' ')
  const cells = []
  for (let row = -1; row < 10; row++)
    for (let col = -1; col < 12; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0)
      const cy = row * r * 1.5
      const d = Math.hypot(cx - 900, cy - 480)
      const lit = d < 420 && rand() < 0.62
      const accent = lit && rand() < 0.28
      cells.push(el('polygon', { points: hex(cx, cy, r - 6), ...line(PAPER, 3, 0.16) }))
      if (lit) {
        cells.push(
          el('polygon', {
            points: hex(cx, cy, r - 16),
            fill: accent ? AMBER : PAPER,
            fillOpacity: accent ? 0.95 : 0.14,
          }),
        )
        const box = accent ? INK : PAPER
        for (const [dx, dy] of [
          [-16, -14],
          [16, -14],
          [0, 14],
        ])
          cells.push(
            el('rect', {
              x: cx + dx - 11,
              y: cy + dy - 11,
              width: 22,
              height: 22,
              rx: 5,
              fill: box,
              fillOpacity: accent ? 0.8 : 0.45,
            }),
          )
      }
    }
  return cover('#173f45', [0.56, 0.48], cells.join(''))
}

// Ecosystem simulation: a food web (plants, grazers, hunters) over an island's contour lines.
function ecosystem() {
  const rand = random(23)
  const contours = [360, 300, 240, 180, 120]
    .map((s, i) =>
      el('ellipse', {
        cx: 800,
        cy: 520,
        rx: s * 2.1,
        ry: s * 1.15,
        transform: `rotate(${-6 + i * 3} 800 520)`,
        ...line(SAGE, 3, 0.12 + i * 0.03),
      }),
    )
    .join('')
  const levels = [
    { y: 780, n: 9, r: 18, color: SAGE },
    { y: 520, n: 6, r: 28, color: PAPER },
    { y: 260, n: 3, r: 42, color: AMBER },
  ]
  const nodes = levels.map(({ y, n, r, color }) =>
    Array.from({ length: n }, (_, i) => ({
      x: 260 + ((i + 0.5) * 1080) / n + (rand() - 0.5) * 60,
      y: y + (rand() - 0.5) * 90,
      r,
      color,
    })),
  )
  const edges = []
  for (let level = 1; level < nodes.length; level++)
    for (const eater of nodes[level])
      for (const food of nodes[level - 1])
        if (Math.abs(food.x - eater.x) < 330 && rand() < 0.75)
          edges.push(
            el('path', {
              d: `M ${eater.x} ${eater.y} C ${eater.x} ${(eater.y + food.y) / 2} ${food.x} ${(eater.y + food.y) / 2} ${food.x} ${food.y}`,
              ...line(level === 2 ? AMBER : PAPER, 3, level === 2 ? 0.55 : 0.3),
            }),
          )
  const dots = nodes
    .flat()
    .map(
      ({ x, y, r, color }) =>
        el('circle', { cx: x, cy: y, r: r + 14, fill: color, fillOpacity: 0.14 }) +
        el('circle', { cx: x, cy: y, r, fill: color }),
    )
    .join('')
  return cover('#1f3b2b', [0.5, 0.25], contours + edges.join('') + dots)
}

// SQL unit-test runner: stacked result tables with a column of passing checks.
function sqlRunner() {
  const table = (x, y, rows, opacity, checks) => {
    const parts = [
      el('rect', {
        x,
        y,
        width: 640,
        height: 90 + rows * 70,
        rx: 18,
        fill: '#1b1f26',
        stroke: PAPER,
        strokeOpacity: 0.3,
        strokeWidth: 3,
        filter: 'url(#shadow)',
        opacity,
      }),
      el('rect', { x, y, width: 640, height: 80, rx: 18, fill: AMBER, opacity }),
      el('rect', { x, y: y + 50, width: 640, height: 30, fill: AMBER, opacity }),
    ]
    for (let i = 0; i < rows; i++) {
      const ry = y + 80 + i * 70
      parts.push(el('path', { d: `M ${x} ${ry} h 640`, ...line(PAPER, 2, 0.18 * opacity) }))
      for (const [cx, len] of [
        [x + 40, 140 - (i % 3) * 30],
        [x + 240, 190],
        [x + 470, 60],
      ])
        parts.push(
          el('path', { d: `M ${cx} ${ry + 35} h ${len}`, ...line(PAPER, 12, 0.35 * opacity) }),
        )
      if (checks) {
        const cx = x + 590
        const cy = ry + 35
        parts.push(el('circle', { cx, cy, r: 20, fill: SAGE }))
        parts.push(el('path', { d: `M ${cx - 9} ${cy} l 6 7 l 12 -14`, ...line(INK, 5) }))
      }
    }
    for (const cx of [x + 210, x + 440])
      parts.push(
        el('path', { d: `M ${cx} ${y + 80} v ${rows * 70}`, ...line(PAPER, 2, 0.18 * opacity) }),
      )
    return parts.join('')
  }
  const cylinder =
    el('path', {
      d: 'M 180 260 v 420 a 170 56 0 0 0 340 0 v -420',
      ...line(PAPER, 5, 0.28),
    }) +
    [260, 400, 540]
      .map((y) => el('ellipse', { cx: 350, cy: y, rx: 170, ry: 56, ...line(PAPER, 5, 0.28) }))
      .join('')
  return cover(
    '#2a3b52',
    [0.2, 0.3],
    cylinder + table(760, 120, 4, 0.55, false) + table(620, 330, 6, 1, true),
  )
}

// This portfolio: layered browser windows; the front one shows a tiny home page.
function portfolioSite() {
  const win = (x, y, w, h, opacity, body) =>
    el(
      'g',
      { opacity },
      el('rect', {
        x,
        y,
        width: w,
        height: h,
        rx: 22,
        fill: '#181b20',
        stroke: PAPER,
        strokeOpacity: 0.35,
        strokeWidth: 3,
        filter: 'url(#shadow)',
      }) +
        el('path', { d: `M ${x} ${y + 64} h ${w}`, ...line(PAPER, 2, 0.25) }) +
        [0, 1, 2]
          .map((i) =>
            el('circle', {
              cx: x + 40 + i * 30,
              cy: y + 32,
              r: 9,
              fill: i === 0 ? AMBER : PAPER,
              fillOpacity: i === 0 ? 1 : 0.3,
            }),
          )
          .join('') +
        el('rect', {
          x: x + 150,
          y: y + 20,
          width: w - 300,
          height: 24,
          rx: 12,
          fill: PAPER,
          fillOpacity: 0.1,
        }) +
        body,
    )
  const home =
    el('path', { d: 'M 560 420 h 330', ...line(PAPER, 40, 0.95) }) +
    el('path', { d: 'M 560 490 h 220', ...line(AMBER, 22) }) +
    el('path', { d: 'M 800 478 v 26', ...line(AMBER, 6) }) +
    [0, 1, 2]
      .map((i) =>
        el('path', { d: `M 560 ${560 + i * 34} h ${300 - i * 60}`, ...line(PAPER, 10, 0.3) }),
      )
      .join('') +
    el('rect', { x: 560, y: 680, width: 150, height: 48, rx: 24, fill: AMBER }) +
    el('rect', { x: 730, y: 680, width: 150, height: 48, rx: 24, ...line(PAPER, 3, 0.6) }) +
    el('rect', { x: 960, y: 364, width: 300, height: 400, rx: 8, fill: '#2b3a4a' }) +
    el('circle', { cx: 1110, cy: 500, r: 62, fill: PAPER, fillOpacity: 0.75 }) +
    el('path', { d: 'M 990 764 a 120 130 0 0 1 240 0 Z', fill: PAPER, fillOpacity: 0.75 })
  const toggle =
    el('circle', { cx: 1400, cy: 190, r: 56, fill: AMBER }) +
    el('circle', { cx: 1424, cy: 172, r: 46, fill: '#2a2536' })
  return cover(
    '#2a2536',
    [0.3, 0.2],
    win(250, 110, 900, 560, 0.35, '') +
      win(380, 200, 900, 580, 0.6, '') +
      win(500, 290, 900, 600, 1, home) +
      toggle,
  )
}

// The profile "photo": a smiling, stylised portrait in front of a brick wall, 4:5.
function portrait() {
  const rand = random(3)
  const bricks = []
  for (let row = 0; row < 24; row++)
    for (let col = -1; col < 7; col++) {
      const shade = 0.1 + rand() * 0.12
      bricks.push(
        el('rect', {
          x: col * 200 + (row % 2 ? 100 : 0) + 6,
          y: row * 66 + 6,
          width: 188,
          height: 54,
          rx: 6,
          fill: '#c46a45',
          fillOpacity: shade,
        }),
      )
    }
  const skin = '#e2ae8a'
  const skinShade = '#c98f6c'
  const hair = '#2b221d'
  const body =
    // Jacket, shirt and collar.
    el('path', {
      d: 'M 170 1500 C 190 1180 330 1090 600 1080 C 870 1090 1010 1180 1030 1500 Z',
      fill: '#1f4e57',
    }) +
    el('path', { d: 'M 470 1095 L 600 1300 L 730 1095 Z', fill: PAPER }) +
    el('path', { d: 'M 470 1095 L 560 1240 L 500 1290 L 420 1120 Z', fill: '#2c6470' }) +
    el('path', { d: 'M 730 1095 L 640 1240 L 700 1290 L 780 1120 Z', fill: '#2c6470' }) +
    // Neck, with the shadow under the jaw.
    el('path', { d: 'M 520 900 v 170 q 80 80 160 0 v -170 Z', fill: skin }) +
    el('path', { d: 'M 520 930 q 80 70 160 0 v 50 q -80 60 -160 0 Z', fill: skinShade }) +
    // Ears and head.
    el('ellipse', { cx: 392, cy: 720, rx: 36, ry: 62, fill: skinShade }) +
    el('ellipse', { cx: 808, cy: 720, rx: 36, ry: 62, fill: skinShade }) +
    el('path', {
      d: 'M 400 640 C 400 470 480 420 600 420 C 720 420 800 470 800 640 C 800 850 710 960 600 960 C 490 960 400 850 400 640 Z',
      fill: skin,
    }) +
    // Hair with a side part, and a short beard line.
    el('path', {
      d: 'M 388 660 C 360 430 480 340 620 350 C 760 356 840 450 812 660 C 800 560 770 520 720 500 C 640 540 520 540 450 500 C 420 540 400 590 388 660 Z',
      fill: hair,
    }) +
    el('path', { d: 'M 450 500 C 520 470 600 440 700 470', ...line('#3d312a', 10) }) +
    // Brows, smiling eyes, nose and smile.
    el('path', { d: 'M 478 612 q 40 -24 84 -6 M 638 606 q 44 -18 84 6', ...line(hair, 14) }) +
    el('path', { d: 'M 488 672 q 32 -26 64 0 M 648 672 q 32 -26 64 0', ...line(hair, 11) }) +
    el('path', { d: 'M 600 690 q -14 70 -22 96 q 14 10 32 4', ...line(skinShade, 9) }) +
    el('path', {
      d: 'M 520 834 q 80 62 160 0 q -80 28 -160 0 Z',
      fill: PAPER,
      stroke: '#8a4a3a',
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }) +
    el('ellipse', { cx: 488, cy: 780, rx: 34, ry: 20, fill: '#e8907a', fillOpacity: 0.35 }) +
    el('ellipse', { cx: 712, cy: 780, rx: 34, ry: 20, fill: '#e8907a', fillOpacity: 0.35 })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500" viewBox="0 0 1200 1500">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#2a1f1b"/><stop offset="1" stop-color="${INK}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="${AMBER}" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="${EMBER}" stop-opacity="0.12"/>
      <stop offset="1" stop-color="${EMBER}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  ${bricks.join('')}
  <circle cx="600" cy="660" r="520" fill="url(#halo)"/>
  <circle cx="600" cy="660" r="430" fill="none" stroke="${AMBER}" stroke-opacity="0.6" stroke-width="6"/>
  ${body}
</svg>`
}

// A post's cover: a single-line diagram of a substation, one breaker closed in amber.
function substation() {
  const feeders = [260, 520, 780, 1040, 1300]
  const body = feeders
    .map((x, i) => {
      const closed = i === 2
      const color = closed ? AMBER : PAPER
      const opacity = closed ? 1 : 0.45
      return (
        el('path', { d: `M ${x} 330 V 470 M ${x} 560 V 760`, ...line(color, 8, opacity) }) +
        el('rect', {
          x: x - 45,
          y: 470,
          width: 90,
          height: 90,
          rx: 10,
          ...line(color, 8, opacity),
        }) +
        (closed
          ? el('path', { d: `M ${x} 470 V 560`, ...line(AMBER, 8) })
          : el('path', { d: `M ${x - 30} 540 L ${x + 30} 490`, ...line(PAPER, 8, 0.45) })) +
        el('path', {
          d: `M ${x - 40} 800 h 80 M ${x - 26} 826 h 52 M ${x - 12} 852 h 24`,
          ...line(color, 7, opacity),
        }) +
        el('path', { d: `M ${x} 760 V 800`, ...line(color, 8, opacity) })
      )
    })
    .join('')
  return cover(
    '#2b3a2f',
    [0.5, 0.35],
    el('path', { d: 'M 160 330 H 1440', ...line(PAPER, 14, 0.8) }) +
      el('path', { d: 'M 800 110 V 330', ...line(AMBER, 10) }) +
      el('circle', { cx: 800, cy: 170, r: 60, ...line(AMBER, 8) }) +
      el('circle', { cx: 800, cy: 250, r: 60, ...line(AMBER, 8) }) +
      body,
  )
}

// A post's figure: a page load on a slow phone as bars on a time axis, the gap before the app
// runs left open.
function loadTimeline() {
  const rows = [
    [120, 420, PAPER],
    [120, 560, PAPER],
    [560, 900, AMBER],
    [900, 1180, SAGE],
    [1180, 1260, EMBER],
  ]
  const bars = rows
    .map(([from, to, color], i) =>
      el('rect', {
        x: 120 + from,
        y: 180 + i * 130,
        width: to - from,
        height: 70,
        rx: 14,
        fill: color,
        fillOpacity: 0.85,
      }),
    )
    .join('')
  const ticks = Array.from({ length: 12 }, (_, i) =>
    el('path', { d: `M ${240 + i * 110} 140 V 860`, ...line(PAPER, 2, 0.12) }),
  ).join('')
  return cover(
    '#3a2a1d',
    [0.3, 0.8],
    ticks +
      bars +
      el('path', { d: 'M 680 120 V 880', ...line(AMBER, 6) }) +
      el('path', { d: 'M 1020 120 V 880', strokeDasharray: '18 18', ...line(SAGE, 6) }),
  )
}

const posts = { 'substation-deploys': substation, 'load-timeline': loadTimeline }

const covers = {
  'sql-unit-test-runner': sqlRunner,
  'quote-calculator': quoteCalculator,
  'repair-shop-cms': repairShop,
  'kubernetes-quickstarts': kubernetes,
  'github-ci-pipeline': ciPipeline,
  'ecosystem-simulation': ecosystem,
  'portfolio-site': portfolioSite,
}

await mkdir(`${OUT}/projects`, { recursive: true })
for (const [name, draw] of Object.entries(covers)) {
  await sharp(Buffer.from(draw()))
    .png({ compressionLevel: 9, palette: false })
    .toFile(`${OUT}/projects/${name}.png`)
}
await mkdir(`${OUT}/posts`, { recursive: true })
for (const [name, draw] of Object.entries(posts)) {
  await sharp(Buffer.from(draw()))
    .png({ compressionLevel: 9, palette: false })
    .toFile(`${OUT}/posts/${name}.png`)
}
await sharp(Buffer.from(portrait()))
  .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true })
  .toFile(`${OUT}/profile.jpg`)
console.log(
  `wrote ${Object.keys(covers).length} covers, ${Object.keys(posts).length} post pictures and profile.jpg into ${OUT}/`,
)
