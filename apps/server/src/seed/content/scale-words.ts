/** Word lists for `db:seed --scale N`: combined into many distinct, plausible titles. */
export const scaleSubjects = [
  'Grasshopper', 'Rhino', '3ds Max', 'V-Ray', 'Revit', 'Dynamo', '参数化幕墙', '单元式幕墙', '异形表皮', 'AI 渲染',
  'Stable Diffusion', '建筑表现', '室内灯光', '曲面建模', 'BIM 协同', '遮阳百叶', '穿孔板', '节点设计', 'Kangaroo 找形', '日照分析',
];
export const courseSuffixes = ['零基础入门', '进阶实战', '案例精讲', '全流程训练营', '高效技巧', '项目复盘', '专题课', '速成班'];
export const pluginSuffixes = ['助手', '工具集', '批量处理器', '生成器', '分析工具', '管理器', '一键插件', '增强包'];
export const goodsSuffixes = ['模型包', '材质合集', '脚本文件', '节点图集', '场景文件', '贴图合集', '案例源文件', '素材包'];
export const newsPatterns = ['{s} 最新动态', '{s} 项目实践分享', '{s} 常见问题汇总', '{s} 行业应用观察', '如何用 {s} 提升效率', '{s} 学习路线建议'];
