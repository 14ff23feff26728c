import { Alert, App, Button, Form, Input } from 'antd';
import '../account.css';
import { IdCardPicture } from './id-card-picture.tsx';
import { isValidIdNumber } from './id-number.ts';

interface CertificationForm {
  realName: string;
  idNumber: string;
  front: File | null;
  back: File | null;
}

const NOT_CONNECTED = '实名认证服务暂未开通，资料未提交';

/**
 * 实名认证 (001 §2.4). The spec describes a form "not connected to the server", so the form is checked
 * here and 完成 says plainly that nothing was submitted; no picture or number leaves the browser.
 */
export function CertificationPage() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<CertificationForm>();

  return (
    <>
      <h2 className="uc-page-title">实名认证</h2>
      <Alert
        type="info"
        showIcon
        title={NOT_CONNECTED}
        description="您可以先填写并检查资料；服务开通后将在此页面提交审核。"
        style={{ marginBottom: 24 }}
      />
      <Form<CertificationForm>
        form={form}
        className="uc-profile-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 19 } }}
        initialValues={{ front: null, back: null }}
        onFinish={() => modal.info({ title: '实名认证', content: NOT_CONNECTED, okText: '知道了' })}
      >
        <Form.Item
          name="realName"
          label="真实姓名"
          rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }]}
        >
          <Input maxLength={30} placeholder="与身份证一致" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label="身份证号"
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: '请输入身份证号' },
            {
              validator: async (_, value: string | undefined) => {
                if (value?.trim() && !isValidIdNumber(value)) throw new Error('请输入正确的18位身份证号码');
              },
            },
          ]}
        >
          <Input
            maxLength={18}
            placeholder="18 位居民身份证号码"
            // Checked on blur; once an error shows, re-check while typing so it clears as soon as it is fixed.
            onChange={() =>
              form.getFieldError('idNumber').length > 0 &&
              void form.validateFields(['idNumber']).catch(() => undefined)
            }
          />
        </Form.Item>
        <Form.Item label="身份证照片" required>
          <div className="uc-idcard-row">
            <Form.Item name="front" noStyle rules={[{ required: true, message: '请上传身份证人像面' }]}>
              <IdCardPicture label="人像面" />
            </Form.Item>
            <Form.Item name="back" noStyle rules={[{ required: true, message: '请上传身份证国徽面' }]}>
              <IdCardPicture label="国徽面" />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item wrapperCol={{ xs: { span: 24 }, sm: { offset: 5, span: 19 } }}>
          <Button type="primary" htmlType="submit">
            完成
          </Button>
        </Form.Item>
      </Form>
      <div className="uc-notice">
        <h3>认证须知</h3>
        <ol>
          <li>请填写与身份证一致的真实姓名和 18 位身份证号码。</li>
          <li>身份证照片须为本人有效证件，四角完整、文字清晰，支持 JPG、PNG、GIF 格式，单张小于 20MB。</li>
          <li>实名认证服务开通前，本页资料只在您的浏览器中检查，不会上传或保存。</li>
        </ol>
      </div>
    </>
  );
}
