import { UploadOutlined } from '@ant-design/icons';
import {
  ADMIN_AD_VIDEO_MAX_BYTES,
  ADMIN_AD_VIDEOS_MAX,
  adminPlayerCalls,
  adminPlayerMessages,
  type AdminCourseAds,
} from '@app/contract/web';
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Space, Upload } from 'antd';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { PublicPictureField } from './public-picture-field.tsx';

interface AdValues {
  enabled: boolean;
  start_image: { image: string; link: string; seconds: number };
  video: { video: string; link: string; seconds: number };
  videos: { adVideo: string; adVideoLink: string; seconds: number }[];
  pause_image: { image: string; link: string };
}

const valuesOf = (ads: AdminCourseAds): AdValues => ({
  enabled: ads.enabled,
  start_image: ads.start_image ?? { image: '', link: '', seconds: 5 },
  video: ads.video ?? { video: '', link: '', seconds: 10 },
  videos: ads.videos,
  pause_image: ads.pause_image ?? { image: '', link: '' },
});

/** A part without its picture or video is left out (null), as the player expects. */
const bodyOf = (v: AdValues) => ({
  enabled: v.enabled,
  start_image: v.start_image.image ? v.start_image : null,
  video: v.video.video ? v.video : null,
  videos: v.videos.filter((x) => x.adVideo),
  pause_image: v.pause_image.image ? v.pause_image : null,
});

/** An ad video (form value: its private key), uploaded as an MP4 and previewed by its signed link. */
function AdVideoField({
  value,
  onChange,
  previews,
}: {
  value?: string;
  onChange?: (key: string) => void;
  previews: Record<string, string>;
}) {
  const upload = useApiMutation(adminPlayerCalls.uploadAdVideo, {});
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const { message } = App.useApp();
  const preview = value ? (uploaded[value] ?? previews[value]) : undefined;
  return (
    <Space wrap>
      {preview && <video className="admin-ad-video" src={preview} controls muted preload="metadata" />}
      <Upload
        accept="video/mp4"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > ADMIN_AD_VIDEO_MAX_BYTES) void message.error(adminPlayerMessages.adVideoTooLarge);
          else {
            const body = new FormData();
            body.append('file', file, file.name);
            void upload.run({ body }).then((result) => {
              if (!result.ok) return;
              setUploaded((u) => ({ ...u, [result.data.key]: result.data.preview }));
              onChange?.(result.data.key);
            });
          }
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={upload.pending}>
          {value ? '更换视频' : '上传 MP4'}
        </Button>
      </Upload>
      {value && (
        <Button size="small" type="link" danger onClick={() => onChange?.('')}>
          移除视频
        </Button>
      )}
    </Space>
  );
}

const linkRule = { pattern: /^((\/(?!\/)|https:\/\/)\S*)?$/, message: adminPlayerMessages.adLinkInvalid };
const AdLinkField = ({ name }: { name: (string | number)[] }) => (
  <Form.Item name={name} label="点击跳转（可空）" rules={[linkRule]}>
    <Input placeholder="/ai/vip 或 https://…" maxLength={300} style={{ width: 260, maxWidth: '100%' }} />
  </Form.Item>
);
const Seconds = ({ name }: { name: (string | number)[] }) => (
  <Form.Item name={name} label="时长（秒）">
    <InputNumber min={1} max={120} precision={0} />
  </Form.Item>
);

/** The course's player ads (002 §4 / §9): start image, pre-roll video(s), pause image, on/off. */
export function CourseAdsCard({ courseId }: { courseId: number }) {
  const params = { id: String(courseId) };
  const ads = useApiQuery(adminPlayerCalls.courseAds, { params });
  const save = useApiMutation(adminPlayerCalls.saveCourseAds, {
    success: true,
    invalidates: [apiKeyPrefix(adminPlayerCalls.courseAds)],
  });
  const [form] = Form.useForm<AdValues>();
  if (ads.isPending) return <PageSpinner />;
  if (ads.error) return <Alert type="error" showIcon title={ads.error.message} />;
  const previews = ads.data.previews;
  return (
    <Card size="small" title="播放器广告" className="admin-course-ads">
      <Form
        form={form}
        name="course-ads"
        layout="vertical"
        initialValues={valuesOf(ads.data)}
        onFinish={(v) => void save.run({ params: { id: courseId }, body: bodyOf(v) })}
      >
        {/* A checkbox, not a switch: the course form above already has one (优惠), found by its role. */}
        <Form.Item name="enabled" valuePropName="checked">
          <Checkbox>显示广告（会员观看时始终不显示）</Checkbox>
        </Form.Item>
        <fieldset className="admin-ad-part">
          <legend>开场图片</legend>
          <Form.Item name={['start_image', 'image']} label="图片">
            <PublicPictureField alt="开场图片预览" />
          </Form.Item>
          <Space wrap>
            <AdLinkField name={['start_image', 'link']} />
            <Seconds name={['start_image', 'seconds']} />
          </Space>
        </fieldset>
        <fieldset className="admin-ad-part">
          <legend>片头视频</legend>
          <Form.Item name={['video', 'video']} label="视频（MP4：H.264 + AAC，≤ 50MB）">
            <AdVideoField previews={previews} />
          </Form.Item>
          <Space wrap>
            <AdLinkField name={['video', 'link']} />
            <Seconds name={['video', 'seconds']} />
          </Space>
        </fieldset>
        <Form.List name="videos">
          {(fields, { add, remove }) => (
            <fieldset className="admin-ad-part">
              <legend>多段视频广告（依次播放）</legend>
              {fields.map((field, index) => (
                <div key={field.key} className="admin-ad-sequence">
                  <Form.Item name={[field.name, 'adVideo']} label={`第 ${index + 1} 段`}>
                    <AdVideoField previews={previews} />
                  </Form.Item>
                  <Space wrap>
                    <AdLinkField name={[field.name, 'adVideoLink']} />
                    <Seconds name={[field.name, 'seconds']} />
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      删除该段
                    </Button>
                  </Space>
                </div>
              ))}
              {fields.length < ADMIN_AD_VIDEOS_MAX && (
                <Button
                  size="small"
                  type="dashed"
                  onClick={() => add({ adVideo: '', adVideoLink: '', seconds: 10 })}
                >
                  添加一段
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>
        <fieldset className="admin-ad-part">
          <legend>暂停图片</legend>
          <Form.Item name={['pause_image', 'image']} label="图片">
            <PublicPictureField alt="暂停图片预览" />
          </Form.Item>
          <AdLinkField name={['pause_image', 'link']} />
        </fieldset>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          保存广告设置
        </Button>
      </Form>
    </Card>
  );
}
