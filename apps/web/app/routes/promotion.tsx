import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { fetchPublicPromotions } from '../features/promotions/api/promotions.server';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('promotion');

/** Public: guests see the promotions too (spec §1), rendered on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { promotions: await fetchPublicPromotions(request) };
}

export default function PromotionRoute() {
  const { promotions } = useLoaderData<typeof loader>();
  return <PromotionsPage promotions={promotions} />;
}
