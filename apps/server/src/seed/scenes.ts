import {
  BUILDING_TYPES,
  type BuildingType,
  type Facade,
  FACADES,
  type SceneParams,
  type TimeOfDay,
  TIMES,
} from '../platform/media/povray-scene.ts';
import { hashString } from './prng.ts';

/**
 * The ray-traced scene a demo item's picture shows, read from its title: a curtain-wall course gets a glass
 * tower, a museum a museum on a slope, an interior an interior; what the title does not say comes from its
 * hash, so every item differs and the same title always gives the same picture.
 */

const BUILDING_WORDS: [RegExp, BuildingType][] = [
  [/室内|客厅|办公室|大堂|书店|展厅|茶空间|空间/, 'interior'],
  [/美术馆|博物馆|文化中心|图书馆|山地|民宿|街区/, 'museum'],
  [/景观|花园|步道|广场|公园|栈道|绿地|茶室|亭|竹/, 'pavilion'],
  [/幕墙|立面|表皮|塔|办公楼|高层|百叶/, 'tower'],
];

const FACADE_WORDS: [RegExp, Facade][] = [
  [/玻璃|幕墙|光伏/, 'glass'],
  [/铝板|金属|穿孔|网/, 'metal'],
  [/木|竹|侘寂|茶/, 'timber'],
  [/混凝土|夯土|清水|陶板|工业/, 'concrete'],
];

const TIME_WORDS: [RegExp, TimeOfDay][] = [
  [/夜|灯光/, 'night'],
  [/黄昏|日落|傍晚/, 'dusk'],
  [/清晨|早晨/, 'morning'],
];

function match<T>(text: string, words: [RegExp, T][]): T | undefined {
  return words.find(([re]) => re.test(text))?.[1];
}

/** The scene for a demo title; `view` picks the gallery's street / aerial / detail camera. */
export function sceneFor(title: string, view: 0 | 1 | 2 = 0): SceneParams {
  const h = hashString(title);
  return {
    building: match(title, BUILDING_WORDS) ?? BUILDING_TYPES[h % BUILDING_TYPES.length]!,
    facade: match(title, FACADE_WORDS) ?? FACADES[(h >>> 3) % FACADES.length]!,
    time: match(title, TIME_WORDS) ?? TIMES[(h >>> 6) % 3]!,
    view,
    seed: h % 100_000,
  };
}
