import type { LoaderFunctionArgs } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { followLanguageCookie } from '../lib/guards.server';
import { homeMeta } from '../shell/meta';

export const meta = homeMeta;

export function loader({ request }: LoaderFunctionArgs) {
  followLanguageCookie(request);
  return null;
}

export default function Home() {
  return <HomePage />;
}
