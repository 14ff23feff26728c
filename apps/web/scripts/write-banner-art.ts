/** Writes app/features/site/home/banner-art.svg from banner-waves.ts (banner-waves.test.ts checks it is current). */
import { writeFileSync } from 'node:fs';
import { bannerArtSvg } from '../app/features/site/home/banner-waves.ts';

const target = new URL('../app/features/site/home/banner-art.svg', import.meta.url);
writeFileSync(target, bannerArtSvg());
console.log(`written ${target.pathname}`);
