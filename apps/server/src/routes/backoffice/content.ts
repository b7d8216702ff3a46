import {
  activityInput,
  announcementInput,
  announcementPushResponse,
  bannerActiveInput,
  bannerDeleteResponse,
  bannerInput,
  bannerOrderInput,
  contentIdParams,
  imageUploadMaxBytes,
  imageUploadResponse,
  promotionInput,
  sitePageInput,
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
} from '@chaba/contracts/backoffice-content';
import { domainErrorResponse } from '@chaba/contracts/errors';
import {
  listActivitiesForStaff,
  listAnnouncementsForStaff,
  listPromotionsForStaff,
  listSitePagesForStaff,
} from '@chaba/core/content/list-content';
import { deleteBanner } from '@chaba/core/content/delete-banner';
import { reorderBanners } from '@chaba/core/content/reorder-banners';
import { saveActivity } from '@chaba/core/content/save-activity';
import { saveAnnouncement } from '@chaba/core/content/save-announcement';
import { listBannersForStaff, saveBanner, setBannerActive } from '@chaba/core/content/save-banner';
import { savePromotion } from '@chaba/core/content/save-promotion';
import { saveSitePage } from '@chaba/core/content/save-site-page';
import { storeImage } from '@chaba/core/content/store-image';
import { DomainError } from '@chaba/core/errors';
import { announcementPushStatus } from '@chaba/core/push/member-push-subscriptions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadsDirectory } from '../../config';
import { imageTooLarge, readOneUploadedFile, withMultipart } from '../../http/multipart';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import {
  activityFieldsFrom,
  announcementFieldsFrom,
  bannerFieldsFrom,
  presentStaffActivity,
  presentStaffAnnouncement,
  presentStaffBanner,
  presentStaffPromotion,
  presentStaffSitePage,
  promotionFieldsFrom,
  sitePageFieldsFrom,
} from '../../presenters/backoffice-content';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const notFound = domainErrorResponse.describe('not_found: no record with this id');
const manage = { permission: 'content.manage' } as const;

/** Who acts, from where and when: what every content change takes (and audits). */
function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

/**
 * The content desk (issue 12): what players see, editable by `content.manage` — promotions,
 * activities, announcements, the articles and the policy, the banners and their images; the game
 * catalogue is `games.ts`.
 * Each change is validated by its contract and audited with before and after in its transaction;
 * the member site reads these tables on every call, so a change shows at once.
 */
export function contentRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  promotionRoutes(app, context);
  activityRoutes(app, context);
  announcementRoutes(app, context);
  announcementPushRoute(app, context);
  sitePageRoutes(app, context);
  bannerRoutes(app, context);
  // Multipart is parsed only in this plugin's scope: no other route accepts it.
  void withMultipart(scope, { fileSize: imageUploadMaxBytes, files: 1, fields: 0, parts: 1 }, (uploads) =>
    imageUploadRoute(uploads.withTypeProvider<ZodTypeProvider>(), context),
  );
}

function promotionRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/promotions',
    {
      schema: {
        ...staffSchema,
        summary: 'Every promotion (ended and hidden ones too), in the order the site shows them',
        response: { 200: staffPromotionsResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listPromotionsForStaff(context.db)).map(presentStaffPromotion) }),
  );
  app.post(
    '/api/backoffice/content/promotions',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a promotion',
        body: promotionInput,
        response: { 200: staffPromotionResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const fields = promotionFieldsFrom(request.body);
      const saved = await savePromotion(context.db, { ...actor(context, request), fields });
      return { data: presentStaffPromotion(saved) };
    },
  );
  app.put(
    '/api/backoffice/content/promotions/:id',
    {
      schema: {
        ...staffSchema,
        summary: "Change a promotion's fields (members already in it keep their bonus and turnover)",
        params: contentIdParams,
        body: promotionInput,
        response: { 200: staffPromotionResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const fields = promotionFieldsFrom(request.body);
      const saved = await savePromotion(context.db, {
        ...actor(context, request),
        promotionId: request.params.id,
        fields,
      });
      return { data: presentStaffPromotion(saved) };
    },
  );
}

function activityRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/activities',
    {
      schema: {
        ...staffSchema,
        summary: 'Every activity, in the order the site shows them',
        response: { 200: staffActivitiesResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listActivitiesForStaff(context.db)).map(presentStaffActivity) }),
  );
  app.post(
    '/api/backoffice/content/activities',
    {
      schema: {
        ...staffSchema,
        summary: 'Create an activity',
        body: activityInput,
        response: { 200: staffActivityResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveActivity(context.db, {
        ...actor(context, request),
        fields: activityFieldsFrom(request.body),
      });
      return { data: presentStaffActivity(saved) };
    },
  );
  app.put(
    '/api/backoffice/content/activities/:id',
    {
      schema: {
        ...staffSchema,
        summary: "Change an activity's fields (bonuses already claimed stay claimed)",
        params: contentIdParams,
        body: activityInput,
        response: { 200: staffActivityResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveActivity(context.db, {
        ...actor(context, request),
        activityId: request.params.id,
        fields: activityFieldsFrom(request.body),
      });
      return { data: presentStaffActivity(saved) };
    },
  );
}

function announcementRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/announcements',
    {
      schema: {
        ...staffSchema,
        summary: 'Every announcement, newest first (the site shows the newest visible one)',
        response: { 200: staffAnnouncementsResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listAnnouncementsForStaff(context.db)).map(presentStaffAnnouncement) }),
  );
  app.post(
    '/api/backoffice/content/announcements',
    {
      schema: {
        ...staffSchema,
        summary: 'Create an announcement (active: 0 hidden, 1 a popup, 2 an inline banner)',
        body: announcementInput,
        response: { 200: staffAnnouncementResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveAnnouncement(context.db, {
        ...actor(context, request),
        fields: announcementFieldsFrom(request.body),
      });
      return { data: presentStaffAnnouncement(saved) };
    },
  );
  app.put(
    '/api/backoffice/content/announcements/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change an announcement',
        params: contentIdParams,
        body: announcementInput,
        response: { 200: staffAnnouncementResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveAnnouncement(context.db, {
        ...actor(context, request),
        announcementId: request.params.id,
        fields: announcementFieldsFrom(request.body),
      });
      return { data: presentStaffAnnouncement(saved) };
    },
  );
}

/**
 * Whether announcements are pushed to phones (decision 35): the editor says so before a save.
 * `GET /api/backoffice/content/announcements/push`.
 */
function announcementPushRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/announcements/push',
    {
      schema: {
        ...staffSchema,
        summary:
          'Whether a visible announcement is pushed to subscribed browsers (push set up), to how many, and which were',
        response: { 200: announcementPushResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => {
      const announcements = await listAnnouncementsForStaff(context.db);
      const status = await announcementPushStatus(context.db, {
        announcementIds: announcements.map((row) => row.id),
      });
      return {
        data: {
          enabled: context.push !== undefined,
          subscriptions: status.subscriptions,
          pushed_ids: status.pushedIds,
        },
      };
    },
  );
}

/**
 * The banners of the home page and the lobby (decision 33, decision 41): every change audited in its
 * transaction. The member site's pages fetch `/api/banners` on every render, so a change is on the
 * next page load; a browser that fetched the list itself keeps it up to its minute of cache.
 */
function bannerRoutes(app: StaffApp, context: AppContext): void {
  bannerEditRoutes(app, context);
  bannerStateRoutes(app, context);
}

const bannerNotFound = domainErrorResponse.describe('not_found: no banner with this id');

/** The list, a new banner and a banner's fields. */
function bannerEditRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/banners',
    {
      schema: {
        ...staffSchema,
        summary:
          'Every banner (off, ended and future ones too), by placement in the order the site shows them',
        response: { 200: staffBannersResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listBannersForStaff(context.db)).map(presentStaffBanner) }),
  );
  app.post(
    '/api/backoffice/content/banners',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a banner',
        body: bannerInput,
        response: { 200: staffBannerResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveBanner(context.db, {
        ...actor(context, request),
        fields: bannerFieldsFrom(request.body),
      });
      return { data: presentStaffBanner(saved) };
    },
  );
  app.put(
    '/api/backoffice/content/banners/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a banner',
        params: contentIdParams,
        body: bannerInput,
        response: { 200: staffBannerResponse, ...staffErrors, 404: bannerNotFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveBanner(context.db, {
        ...actor(context, request),
        bannerId: request.params.id,
        fields: bannerFieldsFrom(request.body),
      });
      return { data: presentStaffBanner(saved) };
    },
  );
}

/** On or off, deleted, and a placement's order. */
function bannerStateRoutes(app: StaffApp, context: AppContext): void {
  app.put(
    '/api/backoffice/content/banners/:id/active',
    {
      schema: {
        ...staffSchema,
        summary: 'Turn a banner on or off',
        params: contentIdParams,
        body: bannerActiveInput,
        response: { 200: staffBannerResponse, ...staffErrors, 404: bannerNotFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await setBannerActive(context.db, {
        ...actor(context, request),
        bannerId: request.params.id,
        active: request.body.active,
      });
      return { data: presentStaffBanner(saved) };
    },
  );
  app.delete(
    '/api/backoffice/content/banners/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Delete a banner (its image stays among the uploads)',
        params: contentIdParams,
        response: { 200: bannerDeleteResponse, ...staffErrors, 404: bannerNotFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      await deleteBanner(context.db, { ...actor(context, request), bannerId: request.params.id });
      return { success: true as const };
    },
  );
  app.put(
    '/api/backoffice/content/banners/order',
    {
      schema: {
        ...staffSchema,
        summary: "Put a placement's banners in order: every one of them, first to last",
        body: bannerOrderInput,
        response: {
          200: staffBannersResponse,
          ...staffErrors,
          409: domainErrorResponse.describe('banner_order_stale: the list does not name every banner once'),
        },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await reorderBanners(context.db, { ...actor(context, request), ...request.body });
      return { data: saved.map(presentStaffBanner) };
    },
  );
}

function sitePageRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/content/pages',
    {
      schema: {
        ...staffSchema,
        summary: 'The articles and the policy page, with their texts in every language',
        response: { 200: staffSitePagesResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listSitePagesForStaff(context.db)).map(presentStaffSitePage) }),
  );
  app.post(
    '/api/backoffice/content/pages',
    {
      schema: {
        ...staffSchema,
        summary: 'Create an article or the policy page',
        body: sitePageInput,
        response: { 200: staffSitePageResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveSitePage(context.db, {
        ...actor(context, request),
        fields: sitePageFieldsFrom(request.body),
      });
      return { data: presentStaffSitePage(saved) };
    },
  );
  app.put(
    '/api/backoffice/content/pages/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change an article or the policy page',
        params: contentIdParams,
        body: sitePageInput,
        response: { 200: staffSitePageResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveSitePage(context.db, {
        ...actor(context, request),
        pageId: request.params.id,
        fields: sitePageFieldsFrom(request.body),
      });
      return { data: presentStaffSitePage(saved) };
    },
  );
}

/**
 * `POST /api/backoffice/content/images`: one image (multipart field `file`), at most
 * `imageUploadMaxBytes`, PNG, JPEG or WebP by its first bytes. The answer's `url` is what a
 * promotion, an announcement or a game then names; it is served at that address (`routes/uploads.ts`).
 */
function imageUploadRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/content/images',
    {
      schema: {
        ...staffSchema,
        summary: 'Upload an image (multipart field `file`: PNG, JPEG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: imageUploadResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const bytes = await readOneUploadedFile(request, 'file', {
        tooLarge: imageTooLarge(imageUploadMaxBytes),
        malformed: () => new DomainError('image_type', { field: 'file' }),
      });
      const stored = await storeImage({
        directory: uploadsDirectory(context.config),
        bytes,
        maxBytes: imageUploadMaxBytes,
      });
      return {
        data: { url: `/uploads/${stored.fileName}`, content_type: stored.contentType, bytes: stored.bytes },
      };
    },
  );
}
