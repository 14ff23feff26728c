import type { CategoryKind } from '../../slices/catalogue/schema.ts';

export interface CategorySpec {
  name: string;
  alias?: string;
  children?: CategorySpec[];
}

const leaf = (...names: string[]): CategorySpec[] => names.map((name) => ({ name }));

/** Demo category trees. Names are unique within a kind: items refer to their category by name. */
export const categoryTrees: Record<CategoryKind, CategorySpec[]> = {
  course: [
    {
      name: '参数化设计',
      children: [
        {
          name: 'Grasshopper',
          children: [
            { name: '入门基础', children: leaf('界面与运算器', '数据结构与树形数据') },
            { name: '进阶实战', children: leaf('参数化幕墙', '异形表皮') },
          ],
        },
        { name: 'Dynamo', children: [{ name: '可视化编程基础', children: leaf('节点与列表') }] },
      ],
    },
    {
      name: '建模与渲染',
      children: [
        {
          name: 'Rhino',
          children: [{ name: '建模基础', children: leaf('曲线与曲面') }, { name: '高级曲面' }],
        },
        { name: '3ds Max', children: leaf('室内建模', '建筑表现') },
        { name: 'V-Ray', children: [{ name: '材质与灯光', children: leaf('室内灯光', '日景与夜景') }] },
      ],
    },
    {
      name: 'BIM与幕墙',
      children: [
        { name: 'Revit', children: [{ name: '族与参数', children: leaf('幕墙族') }, { name: '协同与出图' }] },
        {
          name: '幕墙深化设计',
          children: [{ name: '节点设计', children: leaf('单元式幕墙', '框架式幕墙') }],
        },
      ],
    },
    {
      name: 'AI设计',
      children: [
        {
          name: 'AI渲染',
          children: [{ name: 'Stable Diffusion', children: leaf('ControlNet控图') }, { name: '提示词技巧' }],
        },
        { name: 'AI辅助设计' },
      ],
    },
    {
      name: '企业内训',
      alias: 'tenant',
      children: [{ name: '设计院专项', children: [{ name: '幕墙院内训', children: leaf('内部项目复盘') }] }],
    },
  ],
  plug: [
    {
      name: 'Grasshopper插件',
      children: [
        {
          name: '建模工具',
          children: [{ name: '网格与细分', children: leaf('网格优化') }, { name: '曲面划分' }],
        },
        { name: '分析工具', children: [{ name: '环境分析', children: leaf('日照辐射') }] },
      ],
    },
    { name: 'Rhino插件', children: [{ name: '建模增强' }, { name: '出图排版', children: leaf('图纸标注') }] },
    {
      name: '3ds Max/V-Ray插件',
      children: [{ name: '材质工具', children: leaf('材质转换') }, { name: '渲染辅助' }],
    },
    {
      name: 'Revit插件',
      children: [
        { name: '幕墙工具', children: [{ name: '嵌板编号', children: leaf('下料统计') }] },
        { name: '族管理' },
      ],
    },
    { name: 'AI插件', children: leaf('AI渲染助手') },
    {
      name: '企业定制',
      alias: 'tenant',
      children: [{ name: '院内工具集', children: [{ name: '设计院插件', children: leaf('内部测试版') }] }],
    },
  ],
  goods: [
    {
      name: '模型素材',
      children: [
        {
          name: '建筑模型',
          children: [{ name: '幕墙单元', children: leaf('单元板块模型') }, { name: '公共建筑' }],
        },
        { name: '室内模型', children: leaf('家具') },
      ],
    },
    {
      name: '贴图材质',
      children: [
        { name: 'V-Ray材质', children: [{ name: '金属与玻璃', children: leaf('幕墙玻璃') }] },
        { name: 'PBR贴图' },
      ],
    },
    {
      name: '参数化脚本',
      children: [
        { name: 'Grasshopper电池组', children: [{ name: '表皮生成', children: leaf('穿孔板') }] },
        { name: 'Dynamo脚本' },
      ],
    },
    { name: '幕墙节点', children: [{ name: 'CAD节点图', children: leaf('单元式节点', '框架式节点') }] },
    { name: '渲染场景', children: leaf('室内场景', '室外场景') },
    {
      name: '企业资源',
      alias: 'tenant',
      children: [{ name: '内部标准', children: [{ name: '院标图集', children: leaf('内部节点库') }] }],
    },
  ],
  news: leaf('行业资讯', '软件更新', '平台公告', '设计案例', 'AI前沿'),
  gallery: leaf('AI建筑', 'AI幕墙', 'AI室内', 'AI景观'),
};
