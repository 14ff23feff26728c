import { redirect } from 'react-router';
import { paths } from '../../shared/paths.ts';

/** /ai shows no page of its own (002 §2 leaves the default child open): it opens the works gallery. */
export function loader() {
  return redirect(paths.aiGallery());
}

export default function Page() {
  return null;
}
