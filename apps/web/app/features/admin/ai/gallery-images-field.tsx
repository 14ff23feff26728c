import {
  adminAiMessages,
  adminSiteCalls,
  GALLERY_IMAGES_MAX,
  SITE_IMAGE_MAX_BYTES,
  siteMessages,
} from '@app/contract/web';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { ImageListField } from '../image-list-field.tsx';

/**
 * A work's pictures in the order the public viewer shows them: each uploaded through the site image call
 * (JPG/PNG ≤ 2 MB, checked by the server), moved left or right, removed; saved with the form.
 */
export function GalleryImagesField(props: { value?: string[]; onChange?: (urls: string[]) => void }) {
  const upload = useApiMutation(adminSiteCalls.uploadImage);
  return (
    <ImageListField
      {...props}
      upload={upload}
      max={GALLERY_IMAGES_MAX}
      maxBytes={SITE_IMAGE_MAX_BYTES}
      tooLarge={siteMessages.imageTooLarge}
      accept="image/jpeg,image/png"
      reorder
      fullNote={adminAiMessages.tooManyImages}
    />
  );
}
