import { data } from 'react-router';
import { pageMeta } from '../shell/meta';

/** Every unknown path: answers HTTP 404 and shows the error page of the layout's boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = pageMeta('notFound');

export default function NotFound() {
  return null;
}
