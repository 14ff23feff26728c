import {
  defaultRenderQuality,
  RENDER_SAMPLERS,
  RenderLimits,
  type RenderControlType,
  type RenderHistoryItem,
  type RenderQuality,
  type RenderSize,
} from '@app/contract/web';

/** A reference picked and uploaded: the server's file name and a local picture to show. */
export interface PickedReference {
  filename: string;
  preview: string;
  name: string;
}

/** Everything the generate form holds (002 §2, §3): the request's fields plus what the page shows. */
export interface RenderForm {
  categoryId: number | null;
  styleId: number | null;
  styleName: string;
  promt: string;
  fpromt: string;
  quality: RenderQuality;
  size: RenderSize;
  image1: PickedReference | null;
  image2: PickedReference | null;
  weight1: number;
  weight2: number;
  type2: RenderControlType;
  cfg: number;
  sampler: string;
  steps: number;
  vae: number;
  /** Set by '再次生成' from the history: the same seed again. */
  seed: number | null;
}

export function initialRenderForm(isVip: boolean): RenderForm {
  return {
    categoryId: null,
    styleId: null,
    styleName: '',
    promt: '',
    fpromt: '',
    quality: defaultRenderQuality(isVip),
    size: 1,
    image1: null,
    image2: null,
    weight1: RenderLimits.weightDefault,
    weight2: RenderLimits.weightDefault,
    type2: 1,
    cfg: RenderLimits.relevanceDefault,
    sampler: RENDER_SAMPLERS[0],
    steps: RenderLimits.stepsDefault,
    vae: 1,
    seed: null,
  };
}

/** The generate request (002 §3) of a form. */
export function generateRequest(form: RenderForm) {
  return {
    style: form.styleName,
    ...(form.styleId ? { style_id: form.styleId } : {}),
    promt: form.promt,
    fpromt: form.fpromt,
    quality: form.quality,
    size: form.size,
    image1: form.image1?.filename ?? '',
    image2: form.image2?.filename ?? '',
    weight1: form.weight1,
    weight2: form.weight2,
    type1: 1,
    type2: form.type2,
    cfg: form.cfg,
    sampler: form.sampler as (typeof RENDER_SAMPLERS)[number],
    steps: form.steps,
    vae: form.vae,
    ...(form.seed !== null ? { seed: form.seed } : {}),
  };
}

/** '再次生成': the history item's request back in the form, seed included (references are kept on the server). */
export function formFromHistory(item: RenderHistoryItem, current: RenderForm): RenderForm {
  const reference = (filename: string, label: string): PickedReference | null =>
    filename ? { filename, preview: '', name: label } : null;
  return {
    ...current,
    styleId: item.style_id,
    styleName: item.style,
    promt: item.promt,
    fpromt: item.fpromt,
    quality: item.quality as RenderQuality,
    size: item.size as RenderSize,
    image1: reference(item.image1, '原任务的风格参考图'),
    image2: reference(item.image2, '原任务的外形参考图'),
    weight1: item.image1 ? item.weight1 : RenderLimits.weightDefault,
    weight2: item.image2 ? item.weight2 : RenderLimits.weightDefault,
    type2: item.type2 as RenderControlType,
    cfg: item.cfg,
    sampler: item.sampler,
    steps: item.steps,
    vae: item.vae,
    seed: item.seed,
  };
}
