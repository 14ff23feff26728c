import { accountCalls, M, SECURITY_QUESTIONS } from '@app/contract/web';
import { Alert, Form, Input } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { patchMe } from '../../../shared/session/use-me.ts';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';

interface QuestionsForm {
  answer1: string;
  answer2: string;
  answer3: string;
}

/** 安全问题 (001 §2.5): three answers, used later to reset a forgotten password; cannot be changed. */
export function QuestionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<QuestionsForm>();
  const setSecurity = useApiMutation(accountCalls.setSecurity, { success: M.securityOk });

  async function submit(values: QuestionsForm): Promise<boolean> {
    const result = await setSecurity.run({
      body: { data: { 1: values.answer1.trim(), 2: values.answer2.trim(), 3: values.answer3.trim() } },
    });
    if (result.ok) patchMe({ is_problem: true });
    return result.ok;
  }

  return (
    <FormDialog title="设置安全问题" open={open} form={form} onClose={onClose} onSubmit={submit}>
      <Alert type="warning" showIcon title="设置后不可修改，请牢记答案" style={{ marginBottom: 16 }} />
      {([1, 2, 3] as const).map((key) => (
        <Form.Item
          key={key}
          name={`answer${key}`}
          label={`问题${key}：${SECURITY_QUESTIONS[key]}`}
          rules={[{ required: true, whitespace: true, message: M.securityRequired }]}
        >
          <Input maxLength={50} placeholder="请输入答案" />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
