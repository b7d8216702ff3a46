import {
  announcementPushResponse,
  bannerDeleteResponse,
  imageUploadResponse,
  staffActivitiesResponse,
  staffActivityResponse,
  staffAnnouncementResponse,
  staffAnnouncementsResponse,
  staffBannerResponse,
  staffBannersResponse,
  staffPromotionResponse,
  staffPromotionsResponse,
  staffSitePageResponse,
  staffSitePagesResponse,
  type ActivityValues,
  type AnnouncementValues,
  type BannerValues,
  type PromotionValues,
  type SitePageValues,
} from '@chaba/contracts/backoffice-content';
import type { BannerPlacement } from '@chaba/contracts/banners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';

const base = '/api/backoffice/content';

/** One kind of content: its list and its save (create without an id, change with one). */
function contentKind<ListSchema extends z.ZodType, ItemSchema extends z.ZodType, Values>(
  path: string,
  listSchema: ListSchema,
  itemSchema: ItemSchema,
) {
  const queryKey = [`${base}/${path}`];
  return {
    useList: () =>
      useQuery({
        queryKey,
        queryFn: ({ signal }) => callApi(`${base}/${path}`, { schema: listSchema, signal }),
      }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, values }: { id?: number; values: Values }) =>
          callApi(id === undefined ? `${base}/${path}` : `${base}/${path}/${id}`, {
            method: id === undefined ? 'POST' : 'PUT',
            body: values,
            schema: itemSchema,
          }),
        onSettled: () => queryClient.invalidateQueries({ queryKey }),
      });
    },
  };
}

export const promotionsApi = contentKind<
  typeof staffPromotionsResponse,
  typeof staffPromotionResponse,
  PromotionValues
>('promotions', staffPromotionsResponse, staffPromotionResponse);
export const activitiesApi = contentKind<
  typeof staffActivitiesResponse,
  typeof staffActivityResponse,
  ActivityValues
>('activities', staffActivitiesResponse, staffActivityResponse);
export const announcementsApi = contentKind<
  typeof staffAnnouncementsResponse,
  typeof staffAnnouncementResponse,
  AnnouncementValues
>('announcements', staffAnnouncementsResponse, staffAnnouncementResponse);
export const pagesApi = contentKind<
  typeof staffSitePagesResponse,
  typeof staffSitePageResponse,
  SitePageValues
>('pages', staffSitePagesResponse, staffSitePageResponse);

/** Uploads one image; answers the address a record then names. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await callApi(`${base}/images`, { method: 'POST', body, schema: imageUploadResponse });
  return answer.data.url;
}

export const bannersApi = contentKind<typeof staffBannersResponse, typeof staffBannerResponse, BannerValues>(
  'banners',
  staffBannersResponse,
  staffBannerResponse,
);

const bannersKey = [`${base}/banners`];

/** Turns a banner on or off from its row. */
export function useSetBannerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi(`${base}/banners/${id}/active`, {
        method: 'PUT',
        body: { active },
        schema: staffBannerResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

/** A placement's new order, every banner of it first to last. */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { placement: BannerPlacement; ids: number[] }) =>
      callApi(`${base}/banners/order`, { method: 'PUT', body: order, schema: staffBannersResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(`${base}/banners/${id}`, { method: 'DELETE', schema: bannerDeleteResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

/** Whether a visible announcement is pushed to phones, to how many browsers, and which were. */
export function useAnnouncementPush() {
  return useQuery({
    queryKey: [`${base}/announcements/push`],
    queryFn: ({ signal }) =>
      callApi(`${base}/announcements/push`, { schema: announcementPushResponse, signal }),
  });
}
