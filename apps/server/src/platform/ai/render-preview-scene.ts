import {
  BUILDING_TYPES,
  type BuildingType,
  type Facade,
  FACADES,
  type SceneParams,
  type TimeOfDay,
} from '../media/povray-scene.ts';
import { previewPalette } from './render-preview-paint.ts';
import type { RenderRequest } from './render-provider.ts';

/**
 * What the 预览渲染（非AI生成） ray-traces for a render request: the building type, façade material and time of
 * day the prompt (Chinese or English) and the chosen style name ask for, the accent colour of the style's
 * palette moved toward the style reference's, and a seed from the prompt and the request's seed — so two
 * different prompts give two different pictures, and the same request the same picture.
 */

const BUILDING: [RegExp, BuildingType][] = [
  [
    /室内|客厅|卧室|餐厅|大堂|办公室|书房|展厅|interior|living ?room|lobby|bedroom|kitchen|office interior/i,
    'interior',
  ],
  [/美术馆|博物馆|文化中心|图书馆|山地|坡|museum|gallery|library|hill|slope|cultural/i, 'museum'],
  [/亭|景观|公园|广场|花园|廊|pavilion|landscape|park|plaza|garden|canopy/i, 'pavilion'],
  [/高层|塔|办公楼|幕墙|摩天|tower|skyscraper|high-?rise|office|curtain/i, 'tower'],
];

const FACADE: [RegExp, Facade][] = [
  [/玻璃|幕墙|glass|curtain|glazing/i, 'glass'],
  [/混凝土|清水|粗野|夯土|concrete|brutal|béton|rammed/i, 'concrete'],
  [/木|竹|timber|wood|bamboo/i, 'timber'],
  [/金属|铝|钢|铜|metal|alumin|steel|copper|zinc/i, 'metal'],
];

const TIME: [RegExp, TimeOfDay][] = [
  [/夜|night|evening|neon/i, 'night'],
  [/黄昏|日落|傍晚|夕阳|dusk|sunset|golden hour|twilight/i, 'dusk'],
  [/清晨|早晨|日出|morning|sunrise|dawn/i, 'morning'],
  [/正午|中午|白天|阳光|noon|midday|daylight|sunny/i, 'noon'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const find = <T>(text: string, words: [RegExp, T][]): T | undefined =>
  words.find(([re]) => re.test(text))?.[1];

export function previewScene(request: RenderRequest): SceneParams {
  const text = `${request.prompt} ${request.style.name}`;
  const h = hash(`${request.prompt}\n${request.seed}`);
  const [, mid] = previewPalette(request);
  const accent = mid ? ([mid[0] / 255, mid[1] / 255, mid[2] / 255] as const) : undefined;
  return {
    building: find(text, BUILDING) ?? BUILDING_TYPES[h % BUILDING_TYPES.length]!,
    facade: find(text, FACADE) ?? FACADES[(h >>> 4) % FACADES.length]!,
    time: find(text, TIME) ?? 'noon',
    view: ((h >>> 8) % 2) as 0 | 1,
    seed: h % 1_000_000,
    ...(accent ? { accent } : {}),
  };
}
