import {
  RENDER_CONTROL_TYPES,
  RENDER_QUALITIES,
  RENDER_SAMPLERS,
  RENDER_SIZES,
  RENDER_VAES,
  RenderLimits,
  type RenderQuality,
  type RenderSize,
} from '@app/contract/web';
import { Select, Slider, Tooltip } from 'antd';
import { useState } from 'react';
import type { RenderForm } from './render-form.ts';

/** 控制类型 (002 §2): 线稿控制, 深度控制, seg分割. */
export function ControlTypeSelect({
  value,
  onChange,
}: {
  value: 1 | 2 | 3;
  onChange: (value: 1 | 2 | 3) => void;
}) {
  return (
    <Select
      className="rd-select"
      value={value}
      onChange={onChange}
      aria-label="控制类型"
      options={RENDER_CONTROL_TYPES.map((c) => ({ value: c.value, label: c.label }))}
    />
  );
}

/** 图像尺寸 (002 §2): 1:1, 3:4, 4:3, 9:16, 16:9 as the spec's values 1–5. */
export function SizeChoice({
  value,
  onChange,
}: {
  value: RenderSize;
  onChange: (value: RenderSize) => void;
}) {
  return (
    <div className="rd-choices" role="radiogroup" aria-label="图像尺寸">
      {RENDER_SIZES.map((size) => (
        <button
          key={size.value}
          type="button"
          role="radio"
          aria-checked={value === size.value}
          className={`rd-chip${value === size.value ? ' is-active' : ''}`}
          onClick={() => onChange(size.value)}
        >
          <i className="rd-ratio" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
          {size.label}
        </button>
      ))}
    </div>
  );
}

/**
 * 图像质量 (002 §2, §6): 普通, 1.5倍, 2倍. Marked options are greyed with the reason on hover; clicking one
 * still sets it (the spec), and the server refuses what a free use cannot buy.
 */
export function QualityChoice({
  value,
  marked,
  reason,
  onChange,
}: {
  value: RenderQuality;
  marked: RenderQuality[];
  reason: string;
  onChange: (value: RenderQuality) => void;
}) {
  return (
    <div className="rd-choices" role="radiogroup" aria-label="图像质量">
      {RENDER_QUALITIES.map((quality) => {
        const banned = marked.includes(quality.value);
        const chip = (
          <button
            key={quality.value}
            type="button"
            role="radio"
            aria-checked={value === quality.value}
            data-banned={banned || undefined}
            className={`rd-chip${value === quality.value ? ' is-active' : ''}${banned ? ' is-banned' : ''}`}
            onClick={() => onChange(quality.value)}
          >
            {quality.label}
          </button>
        );
        return banned ? (
          <Tooltip key={quality.value} title={reason}>
            {chip}
          </Tooltip>
        ) : (
          chip
        );
      })}
    </div>
  );
}

/**
 * The hidden advanced parameters (002 §2, §9): 描述相关性, 采样方式, 采样步数, VAE. Folded away by default;
 * the count stays 1 (one image per request).
 */
export function AdvancedFields({
  form,
  onChange,
}: {
  form: RenderForm;
  onChange: (patch: Partial<RenderForm>) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rd-advanced">
      <button type="button" className="rd-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起高级参数' : '高级参数'}
      </button>
      {open ? (
        <div className="rd-advanced__body">
          <label className="rd-row">
            <span>描述相关性</span>
            <Slider
              min={RenderLimits.relevanceMin}
              max={RenderLimits.relevanceMax}
              step={1}
              value={form.cfg}
              onChange={(cfg) => onChange({ cfg })}
              tooltip={{ open: false }}
            />
            <b>{form.cfg}</b>
          </label>
          <label className="rd-row">
            <span>采样方式</span>
            <Select
              className="rd-select"
              value={form.sampler}
              onChange={(sampler) => onChange({ sampler })}
              options={RENDER_SAMPLERS.map((s) => ({ value: s, label: s }))}
            />
          </label>
          <label className="rd-row">
            <span>采样步数</span>
            <Slider
              min={RenderLimits.stepsMin}
              max={RenderLimits.stepsMax}
              step={1}
              value={form.steps}
              onChange={(steps) => onChange({ steps })}
              tooltip={{ open: false }}
            />
            <b>{form.steps}</b>
          </label>
          <label className="rd-row">
            <span>VAE</span>
            <Select
              className="rd-select"
              value={form.vae}
              onChange={(vae) => onChange({ vae })}
              options={RENDER_VAES.map((v) => ({ value: v.value, label: v.label }))}
            />
          </label>
          {form.seed !== null ? (
            <p className="rd-row">
              <span>种子</span>
              <b>{form.seed}</b>
              <button type="button" className="rd-link" onClick={() => onChange({ seed: null })}>
                改为随机
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
