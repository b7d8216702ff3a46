import { satangToBahtNumber } from '@chaba/contracts/baht';
import {
  commonErrorResponses,
  domainErrorExample,
  domainErrorResponse,
  unauthenticatedResponse,
} from '@chaba/contracts/errors';
import { depositSlipResponse } from '@chaba/contracts/money';
import { DomainError } from '@chaba/core/errors';
import { slipImageLimits } from '@chaba/core/slips/read-slip-image';
import { submitDepositSlip } from '@chaba/core/slips/submit-deposit-slip';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { slipsDirectory } from '../config';
import { authenticatedMember, memberOnly } from '../http/auth';
import { readUploadParts, withMultipart } from '../http/multipart';
import { apiTags, security } from '../http/openapi';
import { slipRulesOf } from '../slips/slip-rules';

/**
 * `POST /api/requests/deposit/slip` (issue 26): a member attaches a transfer slip. The body is
 * multipart, read as a stream and cut at 5 MB (nothing larger reaches memory); the image is known by
 * its content, not its declared type. The route reads the upload and shapes the answer; the use
 * case (submitDepositSlip) decides.
 */
export async function depositSlipRoutes(scope: FastifyInstance, context: AppContext): Promise<void> {
  // A field's value: a slip's QR is about 60 characters; 512 is what the parser reads at most.
  const limits = { fileSize: slipImageLimits.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 };
  await withMultipart(scope, limits, (plain) => slipRoute(plain, context));
}

function slipRoute(plain: FastifyInstance, context: AppContext): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/requests/deposit/slip',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Attach a transfer slip (multipart: file `slip` or field `qr`, optional field `deposit_id`)',
        description:
          'A photo or screenshot of a bank transfer slip (JPEG, PNG or WebP, at most 5 MB), or, as the ' +
          "field `qr`, the text of the slip's QR read by the phone's camera (no image kept; a text that " +
          "is no slip's mini-QR is `slip_not_a_slip`). The QR is read and checked with the bank through " +
          'the slip verifier. `credited`: the amount is on the ' +
          "wallet; `waiting`: the bank has not confirmed it yet, the server asks again and the member's " +
          'pages update when it settles. Refusals: `slip_not_an_image`, `slip_too_large`, `slip_no_qr`, ' +
          '`slip_not_a_slip`, `slip_not_found`, `slip_already_used`, `slip_wrong_receiver`, ' +
          '`slip_too_old`, `slip_held` (no pending deposit of that amount, or the deposit expired: held for staff).',
        consumes: ['multipart/form-data'],
        security: security.member,
        response: {
          200: depositSlipResponse,
          401: unauthenticatedResponse,
          ...commonErrorResponses,
          404: domainErrorResponse.describe('not_found: `deposit_id` is no deposit of this member'),
          409: domainErrorResponse.describe('slip_already_used, or slip_held (held for staff)').meta({
            examples: [domainErrorExample('slip_already_used', 'สลิปนี้ถูกใช้แล้ว', 'slip')],
          }),
          413: domainErrorResponse.describe('slip_too_large: more than 5 MB'),
          503: domainErrorResponse.describe(
            'slips_unavailable: no slip verifier is set; server_busy: too many images being read',
          ),
        },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      const { memberId } = authenticatedMember(request);
      const upload = await readSlipUpload(request);
      const verifier = context.slipVerifier;
      if (!verifier) throw new DomainError('slips_unavailable');
      const answer = await submitDepositSlip(context.db, {
        memberId,
        slip: upload.image ? { image: upload.image } : { qrText: upload.qr! },
        depositId: upload.depositId,
        verifier,
        imagesDirectory: slipsDirectory(context.config),
        rules: slipRulesOf(context.config),
        now: context.clock.now(),
      });
      if (answer.status === 'held') throw new DomainError('slip_held');
      return {
        success: true as const,
        data:
          answer.status === 'credited'
            ? {
                status: 'credited' as const,
                amount: satangToBahtNumber(answer.amountSatang),
                deposit_id: answer.requestId,
              }
            : { status: 'waiting' as const },
      };
    },
  );
}

/**
 * The file `slip` (cut at 5 MB: `slip_too_large`) or the field `qr` (the camera's reading; the file
 * wins when both come), and the optional field `deposit_id`.
 */
async function readSlipUpload(
  request: FastifyRequest,
): Promise<{ image?: Buffer; qr?: string; depositId?: number }> {
  let image: Buffer | undefined;
  let qr: string | undefined;
  let depositId: number | undefined;
  const errors = {
    tooLarge: () => new DomainError('slip_too_large', { field: 'slip' }),
    malformed: () => new DomainError('slip_not_an_image', { field: 'slip' }),
  };
  await readUploadParts(request, errors, (part) => {
    if (part.type === 'file') {
      if (part.name === 'slip') image = part.bytes;
    } else if (part.name === 'qr') {
      if (part.value === undefined) throw new DomainError('slip_not_a_slip', { field: 'qr' });
      qr = part.value;
    } else if (part.name === 'deposit_id') {
      const value = Number(part.value);
      if (!Number.isSafeInteger(value) || value <= 0)
        throw new DomainError('not_found', { field: 'deposit_id' });
      depositId = value;
    }
  });
  if (image) return { image, depositId };
  if (qr !== undefined) return { qr, depositId };
  throw errors.malformed();
}
