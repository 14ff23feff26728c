// Plain values of the back office's catalogue (docs/spec-decisions.md "Back office"): category kinds, course
// states, messages. Zod-free, so the admin app shows the same labels and messages the server answers.

export const ADMIN_CATEGORY_KINDS = ['course', 'plug', 'goods', 'gallery'] as const;
export type AdminCategoryKind = (typeof ADMIN_CATEGORY_KINDS)[number];
export const ADMIN_CATEGORY_KIND_TEXT: Record<AdminCategoryKind, string> = {
  course: '课程分类',
  plug: '插件分类',
  goods: '素材分类',
  gallery: 'AI 作品集分类',
};

export const adminCatalogueMessages = {
  categoryNotFound: '分类不存在',
  categoryNameRequired: '请填写分类名称',
  categoryNameTooLong: '分类名称不能超过 20 个字符',
  categoryNameTaken: '同一级下已有同名分类',
  categoryParentInvalid: '上级分类需为同类型的一级分类',
  categoryHasChildren: '该分类下还有子分类，请先删除或移走子分类',
  categoryInUse: '该分类下还有 {count} 个作品（含投稿），不能删除；可改为隐藏',
  courseNotFound: '课程不存在',
  courseNameRequired: '请填写课程名称',
  coverRequired: '请上传课程封面',
  categoryRequired: '请选择分类',
  categoryNotSelectable: '请选择该类型下的分类',
  priceInvalid: '价格需为 0–99999 的数字，最多两位小数',
  discountTooHigh: '优惠价不能高于原价',
  tagTooLong: '每个标签不能超过 20 个字符',
  tooManyTags: '标签最多 10 个',
  imageMissing: '请选择要上传的图片',
  imageType: '图片只能是 JPG、PNG 或 GIF 格式',
  imageTooLarge: '图片不能超过 20MB',
} as const;
export const ADMIN_COURSE_STATES = ['', 'on', 'off', 'review'] as const;
export const ADMIN_COURSE_STATE_TEXT = { on: '已上架', off: '已下架', review: '审核中/未通过' } as const;

/** Cover and other public pictures staff upload (the creators' image limit, 001 §5). */
export const ADMIN_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
