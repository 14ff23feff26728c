import { DEFAULT_RENDER_TIPS } from '@app/contract';
import { siteSettings } from '../platform/schema.ts';
import { RENDER_TIPS_SETTING_KEY } from '../slices/ai/index.ts';
import { aiRenderStyles } from '../slices/ai/schema.ts';
import { coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import type { SeedContext } from './seed-context.ts';

const NEGATIVE = 'lowres, blurry, distorted, deformed, watermark, text, logo, oversaturated, noisy';

/** [category, [name, prompt, palette dark→light]] — 建筑 has more than 6 styles, so '更多' shows. */
const styles: [string, [string, string, string][]][] = [
  [
    '建筑',
    [
      [
        '现代简约',
        'modern minimalist architecture, white concrete, large glass windows, clean lines, daylight, photorealistic',
        '#2d3748,#a0aec0,#f7fafc',
      ],
      [
        '玻璃幕墙',
        'curtain wall skyscraper, reflective glass facade, blue sky, dramatic perspective, architectural photography',
        '#1a365d,#4299e1,#ebf8ff',
      ],
      [
        '参数化',
        'parametric architecture, flowing curves, white panels, zaha hadid style, golden hour, ultra detailed',
        '#44337a,#b794f4,#faf5ff',
      ],
      [
        '新中式',
        'new chinese style architecture, grey tiles, white walls, timber lattice, courtyard, misty morning',
        '#3c2f2f,#a0826d,#f5efe6',
      ],
      [
        '工业风',
        'industrial loft building, red brick, black steel frames, large factory windows, overcast light',
        '#2d1b14,#9c4221,#feebc8',
      ],
      [
        '夜景灯光',
        'architecture at night, warm interior lights, glowing facade, long exposure, city lights, cinematic',
        '#0b1026,#d69e2e,#fefcbf',
      ],
      [
        '木构建筑',
        'timber architecture, cross laminated timber, warm wood texture, forest setting, soft sunlight',
        '#3b2a1a,#b7791f,#fffaf0',
      ],
      [
        '白模手稿',
        'architectural clay model, white massing model, soft shadows, studio lighting, clean background',
        '#4a5568,#cbd5e0,#ffffff',
      ],
    ],
  ],
  [
    '室内',
    [
      [
        '北欧',
        'scandinavian interior, light oak floor, white walls, linen sofa, plants, soft natural light',
        '#4a4a3f,#c8b99a,#fbf8f1',
      ],
      [
        '侘寂',
        'wabi-sabi interior, microcement walls, raw wood, muted earth tones, calm atmosphere',
        '#3e3a33,#a39b8b,#eeeae2',
      ],
      [
        '轻奢',
        'light luxury interior, marble, brass details, velvet chairs, warm ambient lighting',
        '#1c1917,#b08d57,#f5f0e6',
      ],
      [
        '日式',
        'japanese interior, tatami, shoji screens, wooden beams, zen garden view',
        '#2f3b2f,#8f9779,#f2efe4',
      ],
    ],
  ],
  [
    '景观',
    [
      [
        '城市公园',
        'urban park landscape, lawns, trees, walking paths, people, sunny day, aerial view',
        '#22543d,#68d391,#f0fff4',
      ],
      [
        '滨水步道',
        'waterfront promenade, wooden deck, reflections, sunset, landscape architecture',
        '#1a4350,#4fd1c5,#e6fffa',
      ],
      [
        '屋顶花园',
        'rooftop garden, planters, seating, city skyline background, lush greenery',
        '#276749,#9ae6b4,#f7fafc',
      ],
    ],
  ],
];

/** AI smart render's demo styles (covers drawn like the rest of the seed) and the tips row operators edit. */
export async function insertDemoRenderStyles({ db, files }: SeedContext): Promise<void> {
  for (const [c, [category, children]] of styles.entries()) {
    const [parent] = await db
      .insert(aiRenderStyles)
      .values({ name: category, sort: c, palette: children[0]![2] })
      .returning({ id: aiRenderStyles.id });
    await db.insert(aiRenderStyles).values(
      children.map(([name, promt, palette], i) => ({
        parentId: parent!.id,
        name,
        promt,
        fpromt: NEGATIVE,
        palette,
        sort: i,
        cover: files.image(
          `ai/render/${c + 1}-${i + 1}`,
          coverSvg(name, category, 400, 300),
          { width: 400, height: 300 },
          sceneFor(`${category}${name}`),
        ),
      })),
    );
  }
  await db.insert(siteSettings).values({ key: RENDER_TIPS_SETTING_KEY, value: DEFAULT_RENDER_TIPS });
}
