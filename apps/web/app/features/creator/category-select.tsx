import { Select, type SelectProps } from 'antd';
import type { CategoryOption } from './creator-rules.ts';

/**
 * The category select of the creator screens: the list shows the tree (each name indented under its
 * parent, in tree order from categoryOptions); the chosen value and the search use the whole path.
 */
export function CategorySelect({
  groups,
  ...props
}: Omit<SelectProps<number>, 'options' | 'optionRender'> & {
  groups: { label: string; options: CategoryOption[] }[];
}) {
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      options={groups}
      optionRender={(option) => {
        const data = option.data as CategoryOption;
        return (
          <span
            className={data.depth > 1 ? 'cr-category cr-category--nested' : 'cr-category'}
            style={{ paddingInlineStart: Math.max(0, data.depth - 1) * 16 }}
          >
            {data.name}
          </span>
        );
      }}
    />
  );
}
