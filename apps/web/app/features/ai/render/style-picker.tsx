import type { RenderStyleCategory } from '@app/contract/web';
import { RenderLimits } from '@app/contract/web';
import { useState } from 'react';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';

/**
 * 选择风格 (002 §2): categories as tabs, each category's child styles as covers with names; the first 6, with
 * '更多' / '收起' when there are more. Picking a style hands it up (the page fills the prompts from it).
 */
export function StylePicker({
  categories,
  categoryId,
  styleId,
  onCategory,
  onPick,
}: {
  categories: RenderStyleCategory[];
  categoryId: number | null;
  styleId: number | null;
  onCategory: (category: RenderStyleCategory) => void;
  onPick: (category: RenderStyleCategory, style: RenderStyleCategory['children'][number]) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const current = categories.find((c) => c.id === categoryId) ?? categories[0];
  if (!current) return <p className="ai-muted">暂无风格</p>;
  const shown = expanded ? current.children : current.children.slice(0, RenderLimits.stylesShown);
  return (
    <div className="rd-styles">
      <div className="rd-styles__tabs" role="tablist" aria-label="风格分类">
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            role="tab"
            aria-selected={category.id === current.id}
            className={`rd-chip${category.id === current.id ? ' is-active' : ''}`}
            onClick={() => {
              setExpanded(false);
              onCategory(category);
            }}
          >
            {category.name}
          </button>
        ))}
      </div>
      <ul className="rd-styles__grid">
        {shown.map((style) => (
          <li key={style.id}>
            <button
              type="button"
              className={`rd-style${style.id === styleId ? ' is-active' : ''}`}
              aria-pressed={style.id === styleId}
              onClick={() => onPick(current, style)}
            >
              <FallbackImage src={style.cover} alt="" loading="lazy" />
              <span>{style.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {current.children.length > RenderLimits.stylesShown ? (
        <button type="button" className="rd-link" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : '更多'}
        </button>
      ) : null}
    </div>
  );
}
