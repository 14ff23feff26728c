/**
 * Architectural scenes for POV-Ray, written from a few parameters: the demo's covers, gallery works, banners
 * and the render preview are all drawn by this one generator, so every picture is a ray-traced building
 * (a glass tower, a museum on a slope, an interior, a pavilion) rather than text on a gradient.
 * The scene text depends only on the parameters, so a picture can be cached under the hash of its text.
 * Cost is kept low on purpose (no radiosity, no area lights, few objects): a 640×360 picture takes well
 * under a second on one core.
 */

export const BUILDING_TYPES = ['tower', 'museum', 'interior', 'pavilion'] as const;
export const FACADES = ['glass', 'concrete', 'timber', 'metal'] as const;
export const TIMES = ['morning', 'noon', 'dusk', 'night'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export type Facade = (typeof FACADES)[number];
export type TimeOfDay = (typeof TIMES)[number];

export interface SceneParams {
  building: BuildingType;
  facade: Facade;
  time: TimeOfDay;
  /** Camera: 0 = front-left street view, 1 = aerial, 2 = close-up detail (the gallery's three views). */
  view: 0 | 1 | 2;
  /** Varies massing, context and camera within a type (every work differs). */
  seed: number;
  /** An accent colour (sRGB 0–1), e.g. from a reference image's palette; default from the seed. */
  accent?: readonly [number, number, number];
  /** A film clock 0–1 for the banner loop (the camera orbits); omit for stills. */
  clock?: number;
}

type Rgb = readonly [number, number, number];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(3);
const rgb = (c: Rgb) => `rgb <${f(c[0])}, ${f(c[1])}, ${f(c[2])}>`;

/** Sky, sun and ambient per time of day: the one parameter that changes a picture's mood most. */
const LIGHT: Record<
  TimeOfDay,
  { zenith: Rgb; horizon: Rgb; sun: Rgb; dir: [number, number, number]; amb: number }
> = {
  morning: {
    zenith: [0.35, 0.55, 0.85],
    horizon: [0.95, 0.85, 0.75],
    sun: [1.2, 1.1, 0.95],
    dir: [-60, 35, -40],
    amb: 0.25,
  },
  noon: {
    zenith: [0.2, 0.45, 0.85],
    horizon: [0.8, 0.88, 0.95],
    sun: [1.35, 1.3, 1.2],
    dir: [-25, 80, -35],
    amb: 0.3,
  },
  dusk: {
    zenith: [0.18, 0.2, 0.45],
    horizon: [1.0, 0.55, 0.3],
    sun: [1.3, 0.75, 0.45],
    dir: [70, 12, -30],
    amb: 0.2,
  },
  night: {
    zenith: [0.02, 0.03, 0.09],
    horizon: [0.12, 0.14, 0.25],
    sun: [0.35, 0.4, 0.6],
    dir: [40, 60, -50],
    amb: 0.12,
  },
};

const ACCENTS: Rgb[] = [
  [0.85, 0.45, 0.2],
  [0.25, 0.55, 0.85],
  [0.9, 0.75, 0.3],
  [0.4, 0.7, 0.5],
  [0.75, 0.35, 0.45],
];

/** The façade's texture; `glow` lights the glass from inside at night. */
function facadeTexture(facade: Facade, time: TimeOfDay, floor: number, bay: number): string {
  const glow = time === 'night' ? 0.55 : time === 'dusk' ? 0.2 : 0;
  const grid = (line: Rgb, fill: string) =>
    `texture { ${fill} }
     texture { pigment { gradient y color_map { [0 ${rgb(line)}] [0.08 ${rgb(line)}] [0.08 rgbt 1] [1 rgbt 1] } scale ${f(floor)} } }
     texture { pigment { gradient x color_map { [0 ${rgb(line)}] [0.06 ${rgb(line)}] [0.06 rgbt 1] [1 rgbt 1] } scale ${f(bay)} } }`;
  switch (facade) {
    case 'glass':
      return grid(
        [0.2, 0.22, 0.25],
        `pigment { rgb <0.16, 0.26, 0.34> } finish { ambient ${f(0.05 + glow)} diffuse 0.3 reflection { 0.25, 0.6 } specular 0.8 roughness 0.01 }`,
      );
    case 'concrete':
      return `texture { pigment { granite color_map { [0 rgb 0.62] [1 rgb 0.74] } scale 0.6 } normal { bumps 0.08 scale 0.05 } finish { ambient 0.1 diffuse 0.75 } }
       texture { pigment { gradient y color_map { [0 rgb 0.5] [0.03 rgb 0.5] [0.03 rgbt 1] [1 rgbt 1] } scale ${f(floor)} } }`;
    case 'timber':
      return `texture { pigment { wood turbulence 0.1 color_map { [0 rgb <0.55, 0.36, 0.2>] [1 rgb <0.72, 0.52, 0.32>] } rotate <90, 0, 0> scale 0.15 } finish { ambient 0.1 diffuse 0.75 } }
       texture { pigment { gradient x color_map { [0 rgb <0.25, 0.16, 0.1>] [0.2 rgb <0.25, 0.16, 0.1>] [0.2 rgbt 1] [1 rgbt 1] } scale 0.35 } }`;
    case 'metal':
      return grid(
        [0.3, 0.3, 0.32],
        `pigment { rgb <0.68, 0.7, 0.72> } finish { ambient 0.08 diffuse 0.55 metallic specular 0.6 roughness 0.03 reflection 0.12 }`,
      );
  }
}

/** The camera per view; `clock` orbits it (banner loop). */
function camera(p: SceneParams, r: () => number, target: [number, number, number], reach: number): string {
  const base = [-0.9, 0.55, -0.3][p.view]! + (r() - 0.5) * 0.5 + (p.clock ?? 0) * Math.PI * 0.35;
  const dist = reach * [2.1, 2.6, 1.2][p.view]!;
  const height = reach * [0.35, 1.6, 0.25][p.view]!;
  if (p.building === 'interior') {
    const a = base * 0.4;
    return `camera { location <${f(Math.sin(a) * 3)}, 1.6, ${f(-7 + Math.cos(a) * 0.5)}> look_at <${f(Math.sin(a) * 1.5)}, 1.5, 4> angle 78 }`;
  }
  const loc = [target[0] + Math.sin(base) * dist, Math.max(1.7, height), target[2] - Math.cos(base) * dist];
  return `camera { location <${f(loc[0])}, ${f(loc[1])}, ${f(loc[2])}> look_at <${f(target[0])}, ${f(target[1])}, ${f(target[2])}> angle ${p.view === 2 ? 50 : 58} }`;
}

function context(r: () => number, time: TimeOfDay, skip: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    // Behind and beside the building, never between it and the camera (which stands at negative z).
    const side = i % 2 === 0 ? -1 : 1;
    const x = side * (skip + 4 + r() * 30);
    const z = -skip * 0.5 + r() * 50 + i * 2;
    if (r() < 0.5) {
      const h = 6 + r() * 28;
      const lit = time === 'night' ? 0.35 : 0.1;
      parts.push(
        `box { <${f(x - 4)}, 0, ${f(z - 4)}>, <${f(x + 4)}, ${f(h)}, ${f(z + 4)}> pigment { rgb <0.55, 0.58, 0.62> } finish { ambient ${lit} diffuse 0.6 } }`,
      );
    } else {
      parts.push(
        `union { cylinder { <${f(x)}, 0, ${f(z)}>, <${f(x)}, 2.5, ${f(z)}>, 0.18 pigment { rgb <0.3, 0.22, 0.15> } } sphere { <${f(x)}, 3.6, ${f(z)}>, ${f(1.4 + r())} pigment { rgb <0.2, ${f(0.38 + r() * 0.15)}, 0.18> } } finish { ambient 0.15 diffuse 0.7 } }`,
      );
    }
  }
  return parts.join('\n');
}

function building(
  p: SceneParams,
  r: () => number,
  accent: Rgb,
): { sdl: string; target: [number, number, number]; reach: number } {
  const tex = (floor: number, bay: number) => facadeTexture(p.facade, p.time, floor, bay);
  const slab = `pigment { rgb 0.85 } finish { ambient 0.12 diffuse 0.7 }`;
  if (p.building === 'tower') {
    const w = 8 + r() * 6;
    const h = 30 + r() * 40;
    const twist = r() * 30 - 15;
    const steps = 3 + Math.floor(r() * 3);
    const parts: string[] = [];
    for (let i = 0; i < steps; i++) {
      const y0 = (h / steps) * i;
      const s = 1 - i * 0.08;
      parts.push(
        `box { <${f(-w * s)}, ${f(y0)}, ${f(-w * s * 0.8)}>, <${f(w * s)}, ${f(y0 + h / steps - 0.3)}, ${f(w * s * 0.8)}> ${tex(3.5, 1.5)} rotate y*${f(twist * i)} }`,
        `box { <${f(-w * s - 0.3)}, ${f(y0 + h / steps - 0.3)}, ${f(-w * s * 0.8 - 0.3)}>, <${f(w * s + 0.3)}, ${f(y0 + h / steps)}, ${f(w * s * 0.8 + 0.3)}> ${slab} rotate y*${f(twist * i)} }`,
      );
    }
    parts.push(
      `box { <${f(-w - 4)}, 0, ${f(-w - 6)}>, <${f(w + 4)}, 4.5, ${f(-w + 1)}> pigment { ${rgb(accent)} } finish { ambient 0.15 diffuse 0.6 } }`,
    );
    return { sdl: parts.join('\n'), target: [0, h * 0.45, 0], reach: h * 0.75 };
  }
  if (p.building === 'museum') {
    const len = 26 + r() * 16;
    const tilt = 8 + r() * 10;
    const hill = `sphere { <0, -60, 22>, 66 pigment { rgb <0.32, 0.45, 0.25> } normal { bumps 0.3 scale 2 } finish { ambient 0.12 diffuse 0.7 } }`;
    const volumes = [0, 1, 2]
      .map((i) => {
        const y = 1.5 + i * 4.2;
        const z = -6 + i * 7;
        const x = (r() - 0.5) * 10;
        return `box { <${f(x - len / 2)}, ${f(y)}, ${f(z)}>, <${f(x + len / 2)}, ${f(y + 4)}, ${f(z + 7)}> ${tex(4, 2.2)} rotate y*${f(tilt * (i - 1))} }`;
      })
      .join('\n');
    const ramp = `box { <-3, 0, -14>, <3, 0.3, 0> pigment { ${rgb(accent)} } finish { ambient 0.15 } rotate x*-8 }`;
    return { sdl: `${hill}\n${volumes}\n${ramp}`, target: [0, 5, 2], reach: 18 };
  }
  if (p.building === 'pavilion') {
    const span = 14 + r() * 8;
    const cols: string[] = [];
    for (let x = -span / 2; x <= span / 2; x += span / 4)
      for (const z of [-span / 3, span / 3])
        cols.push(`cylinder { <${f(x)}, 0, ${f(z)}>, <${f(x)}, 4.2, ${f(z)}>, 0.18 ${slab} }`);
    const roof = `difference { cylinder { <${f(-span / 2 - 2)}, 0, 0>, <${f(span / 2 + 2)}, 0, 0>, ${f(span * 0.9)} } cylinder { <${f(-span)}, 0, 0>, <${f(span)}, 0, 0>, ${f(span * 0.9 - 0.35)} } plane { y, ${f(span * 0.9 - 1.2)} } translate y*${f(4.2 - span * 0.9 + 1.2)} ${tex(1.2, 0.9)} }`;
    const pool = `box { <${f(-span)}, 0.01, ${f(-span / 2 - 6)}>, <${f(span)}, 0.05, ${f(-span / 2 - 1)}> pigment { rgb <0.2, 0.35, 0.45> } finish { reflection 0.5 ambient 0.1 } }`;
    const people = [0, 1, 2, 3]
      .map(() => {
        const x = f((r() - 0.5) * span);
        const z = f((r() - 0.5) * span * 0.5);
        return `cylinder { <${x}, 0, ${z}>, <${x}, 1.7, ${z}>, 0.22 pigment { ${rgb(accent)} } }`;
      })
      .join('\n');
    return { sdl: `${cols.join('\n')}\n${roof}\n${pool}\n${people}`, target: [0, 2.5, 0], reach: span * 0.8 };
  }
  // Interior: a double-height hall seen from inside, one glazed wall, a stair and furniture blocks.
  const wallTex = `pigment { rgb <0.92, 0.9, 0.86> } finish { ambient 0.35 diffuse 0.6 }`;
  const floorTex =
    p.facade === 'timber'
      ? tex(1, 0.35)
      : `pigment { checker rgb 0.75, rgb 0.7 scale 1.2 } finish { ambient 0.3 reflection 0.15 }`;
  const window = `box { <-8, 0.4, 5.9>, <8, 6.6, 6.1> pigment { rgbf <0.85, 0.95, 1, 0.9> } finish { ambient 0 reflection 0.1 } }`;
  const mullions = [-6, -3, 0, 3, 6]
    .map((x) => `box { <${x - 0.06}, 0, 5.8>, <${x + 0.06}, 7, 6.2> ${slab} }`)
    .join('\n');
  const room = `difference { box { <-8.5, -0.2, -9>, <8.5, 7.2, 6.5> } box { <-8, 0, -8.5>, <8, 7, 6.2> } box { <-7.95, 0.4, 5>, <7.95, 6.6, 7> } ${wallTex} }`;
  const floor = `box { <-8, -0.1, -8.5>, <8, 0, 6> ${floorTex} }`;
  const stair = Array.from(
    { length: 10 },
    (_, i) =>
      `box { <4, ${f(i * 0.3)}, ${f(-4 + i * 0.5)}>, <6.5, ${f(i * 0.3 + 0.3)}, ${f(-3.5 + i * 0.5)}> ${slab} }`,
  ).join('\n');
  const furniture = Array.from({ length: 4 }, () => {
    const x = -6 + r() * 8;
    const z = -3 + r() * 6;
    return `box { <${f(x)}, 0, ${f(z)}>, <${f(x + 1.6 + r())}, ${f(0.45 + r() * 0.4)}, ${f(z + 0.8)}> pigment { ${rgb(accent)} } finish { ambient 0.25 diffuse 0.7 } }`;
  }).join('\n');
  const lamp = `light_source { <0, 6.5, -2> color rgb <1, 0.92, 0.8> fade_distance 6 fade_power 1 }`;
  return {
    sdl: `${room}\n${floor}\n${window}\n${mullions}\n${stair}\n${furniture}\n${lamp}`,
    target: [0, 1.5, 0],
    reach: 6,
  };
}

/** The POV-Ray scene text for `p` (self-contained: no include files, so no install paths matter). */
export function sceneSdl(p: SceneParams): string {
  const r = rng(p.seed * 7919 + p.view * 13 + BUILDING_TYPES.indexOf(p.building));
  const accent = p.accent ?? ACCENTS[Math.floor(r() * ACCENTS.length)]!;
  const light = LIGHT[p.time];
  const b = building(p, r, accent);
  const sun = light.dir;
  const outdoors = p.building !== 'interior';
  return [
    '#version 3.7;',
    `global_settings { assumed_gamma 1.0 max_trace_level 4 ambient_light ${f(light.amb * 3)} }`,
    camera(p, r, b.target, b.reach),
    `sky_sphere { pigment { gradient y color_map { [0 ${rgb(light.horizon)}] [0.35 ${rgb(light.zenith)}] [1 ${rgb(light.zenith)}] } } }`,
    `light_source { <${sun[0] * 10}, ${sun[1] * 10}, ${sun[2] * 10}> color ${rgb(light.sun)} parallel point_at <0, 0, 0> }`,
    `light_source { <30, 40, -80> color ${rgb([light.amb, light.amb, light.amb * 1.1])} shadowless }`,
    outdoors
      ? `plane { y, 0 pigment { checker rgb <0.5, 0.5, 0.48>, rgb <0.46, 0.46, 0.44> scale 3 } finish { ambient 0.15 diffuse 0.7 } }`
      : `plane { y, -0.3 pigment { rgb <0.4, 0.5, 0.35> } }\nbox { <-60, -0.3, 12>, <60, 18, 14> pigment { ${rgb(light.horizon)} } finish { ambient 0.8 } }`,
    outdoors ? context(r, p.time, b.reach * 0.6) : '',
    b.sdl,
  ].join('\n');
}
