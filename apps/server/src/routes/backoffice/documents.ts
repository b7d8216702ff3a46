import { recordIdParams } from '@chaba/contracts/backoffice';
import {
  approveDocumentRequest,
  decideDocumentResponse,
  documentQueueQuery,
  documentQueueResponse,
  rejectDocumentRequest,
  requestDocumentsRequest,
  requestDocumentsResponse,
  staffMemberDocumentsResponse,
} from '@chaba/contracts/documents';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { decideMemberDocument, requestMemberDocuments } from '@chaba/core/documents/decide-member-document';
import { memberDocumentState } from '@chaba/core/documents/document-state';
import { listMemberDocuments } from '@chaba/core/documents/list-member-documents';
import { memberDocumentImage } from '@chaba/core/documents/member-document-image';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { documentsDirectory } from '../../config';
import { storedImageAnswer } from '../../http/image-answer';
import { staffActor, staffOnly } from '../../http/staff';
import { presentDeskDocument, presentStaffMemberDocuments } from '../../presenters/documents';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/** Identity documents are personal data: only staff with `documents.review` see or decide them. */
const documentsAccess = { permission: 'documents.review' } as const;
const notFound = domainErrorResponse.describe(
  'not_found: no document (or member) with this id, or its image was deleted',
);

/**
 * Identity documents (issue 30, decision 67): the review queue, a document's image (to these staff
 * only, never cached, never sniffed), approving or rejecting one with a reason the member reads in
 * their language, asking a member for their documents, and the member page's block. All audited.
 */
export function documentDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  documentReadRoutes(app, context);
  documentDecisionRoutes(app, context);
}

function documentReadRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/documents',
    {
      schema: {
        ...staffSchema,
        summary: 'Identity documents: the review queue (pending, oldest first), or the approved or rejected',
        querystring: documentQueueQuery,
        response: { 200: documentQueueResponse, ...staffErrors },
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request) => {
      const { documents, total } = await listMemberDocuments(context.db, {
        status: request.query.status,
        memberId: request.query.member_id,
        limit: request.query.limit,
      });
      return { data: documents.map(presentDeskDocument), total };
    },
  );
  app.get(
    '/api/backoffice/documents/:id/image',
    {
      schema: {
        ...staffSchema,
        summary: "A document's image (PNG, JPEG or WebP) until DOCUMENT_RETENTION_DAYS after its decision",
        params: recordIdParams,
        response: { 200: storedImageAnswer, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request, reply) => {
      const stored = await memberDocumentImage(context.db, {
        documentId: request.params.id,
        imagesDirectory: documentsDirectory(context.config),
      });
      return reply
        .type(stored.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${stored.name}"`)
        .send(stored.bytes);
    },
  );
  app.get(
    '/api/backoffice/members/:id/documents',
    {
      schema: {
        ...staffSchema,
        summary: "A member's identity documents: asked for or not, approved or not, every one sent",
        params: recordIdParams,
        response: { 200: staffMemberDocumentsResponse, ...staffErrors },
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request) => {
      const memberId = request.params.id;
      const [state, list] = await Promise.all([
        memberDocumentState(context.db, memberId),
        listMemberDocuments(context.db, { memberId, limit: 50 }),
      ]);
      return { data: presentStaffMemberDocuments(state, list.documents) };
    },
  );
}

function documentDecisionRoutes(app: StaffApp, context: AppContext): void {
  const decided = {
    200: decideDocumentResponse,
    ...staffErrors,
    404: notFound,
    409: domainErrorResponse.describe('document_not_pending: decided otherwise, or replaced by a newer one'),
  };
  app.post(
    '/api/backoffice/documents/:id/approve',
    {
      schema: {
        ...staffSchema,
        summary: 'Approve a pending document (audited; the member is told)',
        params: recordIdParams,
        body: approveDocumentRequest,
        response: decided,
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request) => {
      const answer = await decideMemberDocument(context.db, {
        ...staffActor(context, request),
        documentId: request.params.id,
        decision: { status: 'approved', note: request.body.note },
      });
      return { success: true as const, data: answer };
    },
  );
  app.post(
    '/api/backoffice/documents/:id/reject',
    {
      schema: {
        ...staffSchema,
        summary: 'Reject a pending document with a reason the member reads in their language (audited)',
        params: recordIdParams,
        body: rejectDocumentRequest,
        response: decided,
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request) => {
      const answer = await decideMemberDocument(context.db, {
        ...staffActor(context, request),
        documentId: request.params.id,
        decision: { status: 'rejected', reason: request.body.reason, note: request.body.note },
      });
      return { success: true as const, data: answer };
    },
  );
  app.post(
    '/api/backoffice/members/:id/documents/request',
    {
      schema: {
        ...staffSchema,
        summary: 'Ask a member for their ID card and bank book, with a reason they read (audited)',
        params: recordIdParams,
        body: requestDocumentsRequest,
        response: { 200: requestDocumentsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, documentsAccess),
    },
    async (request) => {
      const { requestId } = await requestMemberDocuments(context.db, {
        ...staffActor(context, request),
        memberId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, data: { request_id: requestId } };
    },
  );
}
