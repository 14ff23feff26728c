import { accountCalls, PROFILE_MAX, type User } from '@app/contract/web';
import { App, Button, Form, Input, Radio } from 'antd';
import { useEffect, useRef } from 'react';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { patchMe } from '../../../shared/session/use-me.ts';
import { profileChange, type EditableField } from './profile-change.ts';

const SEX_OPTIONS = [
  { value: '0', label: '保密' },
  { value: '1', label: '女' },
  { value: '2', label: '男' },
];

const EDITABLE_FIELDS: EditableField[] = ['name', 'sex', 'sign', 'intro', 'occupation', 'wechat', 'qq'];

const TEXT_FIELDS: {
  field: Exclude<EditableField, 'sex'>;
  label: string;
  placeholder: string;
  extra?: string;
  multiline?: boolean;
}[] = [
  { field: 'name', label: '昵称', placeholder: '1 到 8 个字符' },
  { field: 'sign', label: '签名', placeholder: '一句话介绍自己' },
  {
    field: 'intro',
    label: '个人简介',
    placeholder: '介绍一下你的经历和擅长',
    extra: '同步到个人主页，可使用简单的 HTML 排版（如 <p>、<b>、<a>）',
    multiline: true,
  },
  { field: 'occupation', label: '职业', placeholder: '例如：建筑设计师' },
  { field: 'wechat', label: '微信号', placeholder: '请输入微信号' },
  { field: 'qq', label: 'QQ号', placeholder: '请输入QQ号' },
];

/**
 * Basic-information fields (001 §2.3): each is saved on its own when it loses focus (or, for 性别, when
 * it changes), and only when it differs from the stored user. Invalid changes are shown inline and not sent.
 */
export function ProfileForm({ user }: { user: User }) {
  const { message } = App.useApp();
  const update = useApiMutation(accountCalls.update, { success: true });
  const [form] = Form.useForm();
  // Fields with a save under way, so a second blur does not send the same change twice.
  const saving = useRef(new Set<EditableField>());
  const shown = useRef(user);

  // The layout refreshes the stored user after this form mounted (and other tabs may change it): follow
  // those changes in every field the member is not editing right now.
  useEffect(() => {
    const before = shown.current;
    shown.current = user;
    if (before === user) return;
    for (const field of EDITABLE_FIELDS) {
      if (String(form.getFieldValue(field) ?? '').trim() === String(before[field] ?? '').trim())
        form.setFieldValue(field, user[field]);
    }
  }, [user, form]);

  /** Answers false when the field is invalid or its save failed. */
  async function save(field: EditableField): Promise<boolean> {
    const change = profileChange(user, field, form.getFieldValue(field));
    if (change.kind === 'unchanged') return true;
    if (change.kind === 'invalid') {
      await form.validateFields([field]).catch(() => undefined);
      return false;
    }
    if (saving.current.has(field)) return true;
    saving.current.add(field);
    const result = await update.run({ body: { type: field, value: change.value } });
    saving.current.delete(field);
    if (!result.ok) return false;
    patchMe({ [field]: change.value });
    form.setFieldValue(field, change.value);
    return true;
  }

  /**
   * 提交 (001 §2.3): the fields are already saved one by one, so this only confirms. It still checks the
   * form and saves a change that has not been saved yet, so the confirmation is never untrue.
   */
  async function confirmAll() {
    for (const field of EDITABLE_FIELDS) {
      if (!(await save(field))) return;
    }
    message.success('提交成功');
  }

  // The inline rule uses the same check as the save, so an untouched empty field is not flagged.
  const rule = (field: EditableField) => ({
    validator: async (_: unknown, value: unknown) => {
      const change = profileChange(user, field, value);
      if (change.kind === 'invalid') throw new Error(change.error);
    },
  });

  return (
    <Form
      form={form}
      className="uc-profile-form"
      labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
      wrapperCol={{ xs: { span: 24 }, sm: { span: 19 } }}
      initialValues={{
        name: user.name,
        sex: user.sex,
        sign: user.sign,
        intro: user.intro,
        occupation: user.occupation,
        wechat: user.wechat,
        qq: user.qq,
      }}
    >
      {TEXT_FIELDS.slice(0, 1).map((item) => textItem(item))}
      <Form.Item name="sex" label="性别" rules={[rule('sex')]}>
        <Radio.Group options={SEX_OPTIONS} onChange={() => void save('sex')} />
      </Form.Item>
      {TEXT_FIELDS.slice(1).map((item) => textItem(item))}
      <Form.Item wrapperCol={{ xs: { span: 24 }, sm: { offset: 5, span: 19 } }}>
        <Button type="primary" onClick={confirmAll}>
          提交
        </Button>
      </Form.Item>
    </Form>
  );

  function textItem({ field, label, placeholder, extra, multiline }: (typeof TEXT_FIELDS)[number]) {
    const onBlur = () => void save(field);
    // Checked on blur; once an error shows, re-check while typing so it clears as soon as it is fixed.
    const onChange = () =>
      form.getFieldError(field).length > 0 && void form.validateFields([field]).catch(() => undefined);
    return (
      <Form.Item
        key={field}
        name={field}
        label={label}
        extra={extra}
        rules={[rule(field)]}
        validateTrigger="onBlur"
      >
        {multiline ? (
          <Input.TextArea
            placeholder={placeholder}
            maxLength={PROFILE_MAX[field]}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            onBlur={onBlur}
            onChange={onChange}
          />
        ) : (
          <Input
            placeholder={placeholder}
            maxLength={PROFILE_MAX[field]}
            onBlur={onBlur}
            onChange={onChange}
          />
        )}
      </Form.Item>
    );
  }
}
