import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchBanners } from '../features/banners/api/banners.server';
import { BannerCarousel } from '../features/banners/components/banner-carousel';
import { HomePage } from '../features/home/components/home-page';
import { followLanguageCookie } from '../lib/guards.server';
import { homeMeta } from '../shell/meta';

export const meta = homeMeta;

/** The home banners come with the page, so that the first slide is in the first paint. */
export async function loader({ request }: LoaderFunctionArgs) {
  followLanguageCookie(request);
  return { banners: await fetchBanners(request, 'home') };
}

export default function Home() {
  const { banners } = useLoaderData<typeof loader>();
  return (
    <>
      <BannerCarousel banners={banners} className="mx-auto max-w-6xl px-4 pt-6 md:px-6 md:pt-10" />
      <HomePage />
    </>
  );
}
