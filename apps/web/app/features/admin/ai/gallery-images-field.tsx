import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  adminAiMessages as AM,
  adminSiteCalls,
  GALLERY_IMAGES_MAX,
  SITE_IMAGE_MAX_BYTES,
  siteMessages as SM,
} from '@app/contract/web';
import { App, Button, Upload } from 'antd';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

/** Moves one entry of a list one place left (-1) or right (+1). */
function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item!);
  return next;
}

/**
 * A work's pictures in the order the public viewer shows them: each uploaded through the site image call
 * (JPG/PNG ≤ 2 MB, checked by the server), moved left or right, removed; saved with the form.
 */
export function GalleryImagesField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const upload = useApiMutation(adminSiteCalls.uploadImage);
  const { message } = App.useApp();
  const full = value.length >= GALLERY_IMAGES_MAX;
  return (
    <div>
      <div className="admin-work-images">
        {value.map((url, index) => (
          <figure key={`${url}-${index}`}>
            <img src={url} alt={`图片 ${index + 1}`} />
            <figcaption>
              <Button
                size="small"
                type="text"
                icon={<ArrowLeftOutlined />}
                aria-label={`图片 ${index + 1} 前移`}
                disabled={index === 0}
                onClick={() => onChange?.(moved(value, index, -1))}
              />
              <span>{index + 1}</span>
              <Button
                size="small"
                type="text"
                icon={<ArrowRightOutlined />}
                aria-label={`图片 ${index + 1} 后移`}
                disabled={index === value.length - 1}
                onClick={() => onChange?.(moved(value, index, 1))}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除图片 ${index + 1}`}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              />
            </figcaption>
          </figure>
        ))}
      </div>
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        disabled={full}
        beforeUpload={async (file) => {
          if (file.size > SITE_IMAGE_MAX_BYTES) {
            void message.error(SM.imageTooLarge);
            return Upload.LIST_IGNORE;
          }
          const body = new FormData();
          body.append('file', file, file.name);
          const result = await upload.run({ body });
          if (result.ok) onChange?.([...value, result.data.url]);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.pending} disabled={full}>
          添加图片（{value.length}/{GALLERY_IMAGES_MAX}）
        </Button>
      </Upload>
      {full && <div className="admin-muted">{AM.tooManyImages}</div>}
    </div>
  );
}
