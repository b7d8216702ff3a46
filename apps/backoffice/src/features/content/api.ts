import {
  imageUploadResponse,
  staffActivitiesResponse,
  staffActivityResponse,
  staffAnnouncementResponse,
  staffAnnouncementsResponse,
  staffGameResponse,
  staffGamesResponse,
  staffPromotionResponse,
  staffPromotionsResponse,
  staffSitePageResponse,
  staffSitePagesResponse,
  type ActivityValues,
  type AnnouncementValues,
  type GameValues,
  type PromotionValues,
  type SitePageValues,
} from '@chaba/contracts/backoffice-content';
import type { GameCategory } from '@chaba/contracts/games';
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

/** The game catalogue, optionally of one category. */
export function useGames(category: GameCategory | undefined) {
  return useQuery({
    queryKey: [`${base}/games`, category ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(`${base}/games`, { query: { category }, schema: staffGamesResponse, signal }),
  });
}

export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: GameValues }) =>
      callApi(`${base}/games/${id}`, { method: 'PUT', body: values, schema: staffGameResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [`${base}/games`] }),
  });
}

/** Uploads one image; answers the address a record then names. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await callApi(`${base}/images`, { method: 'POST', body, schema: imageUploadResponse });
  return answer.data.url;
}
