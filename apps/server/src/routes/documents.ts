import {
  documentKindParams,
  memberDocumentsResponse,
  uploadDocumentResponse,
} from '@chaba/contracts/documents';
import { commonErrorResponses, unauthenticatedResponse } from '@chaba/contracts/errors';
import { memberDocumentState } from '@chaba/core/documents/document-state';
import { documentImageLimits, submitMemberDocument } from '@chaba/core/documents/submit-member-document';
import { DomainError } from '@chaba/core/errors';
import { readWithdrawalRules } from '@chaba/core/withdrawals/withdrawal-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { documentsDirectory } from '../config';
import { authenticatedMember, memberOnly } from '../http/auth';
import { imageTooLarge, readOneUploadedFile, withMultipart } from '../http/multipart';
import { apiTags, security } from '../http/openapi';
import { presentMemberDocuments } from '../presenters/documents';

const uploadErrors = {
  tooLarge: imageTooLarge(documentImageLimits.maxBytes),
  malformed: () => new DomainError('image_type', { field: 'file' }),
};

/**
 * A member's identity documents (issue 30, decision 67): what is asked for and where each kind
 * stands, and the upload of one kind. The upload is multipart, read as a stream and cut at 5 MB
 * (nothing larger reaches memory); the image is known by its content, as slips' are. Only the
 * member's own: no route lets a member name another member's document.
 */
export async function memberDocumentRoutes(scope: FastifyInstance, context: AppContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/customers/documents',
    {
      schema: {
        tags: [apiTags.member],
        summary: "The member's identity documents: asked for or not, each kind's state, the withdrawal rule",
        security: security.member,
        response: { 200: memberDocumentsResponse, 401: unauthenticatedResponse },
      },
      preValidation: memberOnly(context, { cachedLogin: true }),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const [state, rules] = await Promise.all([
        memberDocumentState(context.db, memberId),
        readWithdrawalRules(context.db, { secondApprovalAboveSatang: null }),
      ]);
      return { success: true as const, data: presentMemberDocuments(state, rules.documentsAboveSatang) };
    },
  );
  await withMultipart(
    scope,
    { fileSize: documentImageLimits.maxBytes, files: 1, fields: 0, parts: 1 },
    (plain) => uploadRoute(plain, context),
  );
}

function uploadRoute(plain: FastifyInstance, context: AppContext): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/customers/documents/:kind',
    {
      schema: {
        tags: [apiTags.member],
        summary:
          'Send a photo of an identity document (multipart: file `file`); `kind` is id_card or bank_book',
        description:
          'JPEG, PNG or WebP, at most 5 MB, known by its content. It waits for staff review; a newer one ' +
          'of the same kind replaces one still waiting. The same image sent again is the same document.',
        consumes: ['multipart/form-data'],
        security: security.member,
        params: documentKindParams,
        response: {
          200: uploadDocumentResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const image = await readOneUploadedFile(request, 'file', uploadErrors);
      const sent = await submitMemberDocument(context.db, {
        memberId,
        kind: request.params.kind,
        image,
        imagesDirectory: documentsDirectory(context.config),
        now: context.clock.now(),
      });
      return { success: true as const, data: { id: sent.id, kind: sent.kind, status: 'pending' as const } };
    },
  );
}
