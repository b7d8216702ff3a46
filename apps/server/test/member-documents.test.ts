import { deleteOldDocumentImages } from '@chaba/core/documents/delete-old-document-images';
import { documentsPushMessage } from '@chaba/core/push/push-message';
import {
  memberDocumentRequests,
  memberDocuments,
  pushNotifications,
  pushSubscriptions,
} from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsDirectory } from '../src/config';
import { call, fundMember, logInStaff, memberIdOf, memberWithToken, useTestApp } from './helpers';
import {
  auditCountOf,
  createStaffMember,
  lastAuditOf,
  staffRequest,
  staffSessionToken,
} from './staff-helpers';

/*
 * Identity documents (issue 30, decision 67): a member sends an ID card and a bank-book page, staff
 * review them (approved or rejected with a reason the member is told in their language), the images
 * are kept by hash, seen only by staff with documents.review, deleted after the retention period,
 * and a withdrawal above the setting's amount needs both approved.
 */

const t = useTestApp({
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chaba-documents-')) },
});

let counter = 0;
const nextPhone = () => `0657${String((counter += 1)).padStart(6, '0')}`;

/** A small PNG whose pixels differ by `seed`: another image, another hash. */
function png(seed: number): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(seed % 256);
  for (let index = 3; index < image.data.length; index += 4) image.data[index] = 255;
  return PNG.sync.write(image);
}

function documentForm(bytes: Buffer, field = 'file', type = 'image/png') {
  const boundary = `----chaba${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="card.png"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  token: string,
  kind: string,
  bytes: Buffer,
  options: { field?: string; language?: string } = {},
) {
  const form = documentForm(bytes, options.field);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/customers/documents/${kind}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() as any };
}

async function documentsOf(memberId: number) {
  return t.connection.db.select().from(memberDocuments).where(eq(memberDocuments.memberId, memberId));
}

const storedFiles = () => {
  const folder = documentsDirectory(t.context.config);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
};

let staffToken: string;
let seed = 0;
beforeAll(async () => {
  staffToken = await logInStaff(t.app);
});

describe('a member sends a document', () => {
  it('is stored by its hash and waits for review; the member sees it pending', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const image = png((seed += 1));
    const sent = await upload(member.token, 'id_card', image);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'id_card', status: 'pending' });
    const [row] = await documentsOf(memberId);
    expect(row).toMatchObject({ kind: 'id_card', status: 'pending', imageBytes: image.length });
    expect(row!.imageName).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(storedFiles()).toContain(row!.imageName);
    const own = await call(t.app, 'GET', '/api/customers/documents', { token: member.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      required: false,
      approved: false,
      documents: { id_card: { status: 'pending', rejection_reason: null }, bank_book: null },
    });
  });

  it('refuses what is no image, an oversized file and a wrong part, in the caller’s language, and stores nothing', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const files = storedFiles().length;
    const text = await upload(member.token, 'id_card', Buffer.from('<svg onload="alert(1)"></svg>'), {
      language: 'en',
    });
    expect(text.status).toBe(422);
    expect(text.body.code).toBe('image_type');
    expect(text.body.errors.file[0]).toBe('Only PNG, JPEG or WebP images are accepted');
    // A PNG's signature followed by more than 5 MB: cut while streaming.
    const huge = Buffer.concat([png(1), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(member.token, 'bank_book', huge);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.code).toBe('image_too_large');
    expect(tooLarge.body.errors.file[0]).toBe('รูปภาพต้องไม่เกิน 5 MB');
    const wrongPart = await upload(member.token, 'id_card', png(2), { field: 'slip' });
    expect(wrongPart.status).toBe(422);
    const wrongKind = await upload(member.token, 'passport', png(3));
    expect(wrongKind.status).toBe(422);
    const json = await call(t.app, 'POST', '/api/customers/documents/id_card', {
      token: member.token,
      body: { file: 'x' },
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(await documentsOf(memberId)).toEqual([]);
    expect(storedFiles().length).toBe(files);
  });

  it('the same image twice is one document and one file; another image of the kind replaces the waiting one', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const image = png((seed += 1));
    const first = await upload(member.token, 'bank_book', image);
    const files = storedFiles().length;
    const again = await upload(member.token, 'bank_book', image);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(storedFiles().length).toBe(files);
    expect(await documentsOf(memberId)).toHaveLength(1);
    const newer = await upload(member.token, 'bank_book', png((seed += 1)));
    expect(newer.body.data.id).not.toBe(first.body.data.id);
    const rows = await documentsOf(memberId);
    expect(rows.find((row) => row.id === first.body.data.id)!.status).toBe('replaced');
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('two uploads of one kind at once leave one pending', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(member.token, 'id_card', png((seed += 1)))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await documentsOf(memberId);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'replaced')).toHaveLength(3);
  });
});

describe('staff review', () => {
  it('only staff with documents.review see an image, with no-store, nosniff, a disposition and its type; never a member', async () => {
    const member = await memberWithToken(t, nextPhone());
    const image = png((seed += 1));
    const { body } = await upload(member.token, 'id_card', image);
    const url = `/api/backoffice/documents/${body.data.id}/image`;
    const seen = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.headers['content-disposition']).toMatch(/^inline; filename="document-\d+-id_card\.png"$/);
    expect(seen.rawPayload.equals(image)).toBe(true);

    const marketing = await createStaffMember(t, {
      username: `documents-marketing-${seed}`,
      role: 'marketing',
    });
    const marketingToken = await staffSessionToken(t, marketing.staffId);
    for (const [method, path] of [
      ['GET', url],
      ['GET', '/api/backoffice/documents'],
      ['POST', `/api/backoffice/documents/${body.data.id}/approve`],
    ] as const) {
      const refused = await staffRequest(
        t,
        marketingToken,
        method,
        path,
        method === 'POST' ? { body: {} } : {},
      );
      expect(refused.status, path).toBe(403);
    }
    const support = await createStaffMember(t, { username: `documents-support-${seed}`, role: 'support' });
    const supportToken = await staffSessionToken(t, support.staffId);
    const bySupport = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(bySupport.statusCode).toBe(200);

    // A member (this one or another) has no way to the image: the staff route refuses a member's token.
    const other = await memberWithToken(t, nextPhone());
    for (const token of [member.token, other.token]) {
      expect((await call(t.app, 'GET', url, { token })).status).toBe(401);
    }
    const otherOwn = await call(t.app, 'GET', '/api/customers/documents', { token: other.token });
    expect(otherOwn.body.data.documents).toEqual({ id_card: null, bank_book: null });
  });

  it('approve and reject are audited, tell the member in their language, and a decided one cannot be decided again', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    await t.connection.db.insert(pushSubscriptions).values({
      memberId,
      endpoint: `https://push.example/documents-${memberId}`,
      p256dh: 'p256dh',
      auth: 'auth',
      language: 'en',
      userAgent: 'test',
      createdAt: t.clock.now(),
    });
    const card = await upload(member.token, 'id_card', png((seed += 1)));
    const book = await upload(member.token, 'bank_book', png((seed += 1)));

    const rejected = await staffRequest(
      t,
      staffToken,
      'POST',
      `/api/backoffice/documents/${book.body.data.id}/reject`,
      {
        body: { reason: 'unreadable', note: 'ถ่ายใหม่ให้ชัด' },
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toEqual({ id: book.body.data.id, status: 'rejected', replayed: false });
    const rejectAudit = await lastAuditOf(t, 'document.reject');
    expect(rejectAudit).toMatchObject({ targetType: 'member_document', targetId: String(book.body.data.id) });
    expect(rejectAudit!.details).toMatchObject({ memberId, reason: 'unreadable', kind: 'bank_book' });
    expect(rejectAudit!.clientAddress).toBeTruthy();

    const audits = await auditCountOf(t);
    const twice = await staffRequest(
      t,
      staffToken,
      'POST',
      `/api/backoffice/documents/${book.body.data.id}/approve`,
      {
        body: {},
      },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('document_not_pending');
    expect(await auditCountOf(t)).toBe(audits);
    const badReason = await staffRequest(
      t,
      staffToken,
      'POST',
      `/api/backoffice/documents/${card.body.data.id}/reject`,
      {
        body: { reason: 'because' },
      },
    );
    expect(badReason.status).toBe(422);
    expect(badReason.body.errors.reason).toBeDefined();

    const approved = await staffRequest(
      t,
      staffToken,
      'POST',
      `/api/backoffice/documents/${card.body.data.id}/approve`,
      {
        body: {},
      },
    );
    expect(approved.status).toBe(200);
    expect(await lastAuditOf(t, 'document.approve')).toMatchObject({ targetId: String(card.body.data.id) });

    const notices = await t.connection.db
      .select()
      .from(pushNotifications)
      .where(and(eq(pushNotifications.memberId, memberId), eq(pushNotifications.kind, 'documents')));
    expect(notices.map((notice) => notice.data)).toEqual(
      expect.arrayContaining([
        { event: 'rejected', documentKind: 'bank_book', reason: 'unreadable' },
        { event: 'approved', documentKind: 'id_card' },
      ]),
    );
    const rejectedNotice = notices.find((notice) => (notice.data as { event: string }).event === 'rejected')!;
    const english = documentsPushMessage({
      language: 'en',
      data: rejectedNotice.data as never,
      notificationId: 1,
    });
    expect(english.body).toBe(
      'Your bank book page was not accepted: the picture is not clear. Please send it again',
    );
    const thai = documentsPushMessage({
      language: 'th',
      data: rejectedNotice.data as never,
      notificationId: 1,
    });
    expect(thai.body).toBe('หน้าสมุดบัญชีธนาคารของคุณไม่ผ่าน: รูปไม่ชัด กรุณาส่งใหม่');

    const own = await call(t.app, 'GET', '/api/customers/documents', { token: member.token });
    expect(own.body.data.documents).toMatchObject({
      id_card: { status: 'approved' },
      bank_book: { status: 'rejected', rejection_reason: 'unreadable', note: 'ถ่ายใหม่ให้ชัด' },
    });
    const desk = await staffRequest(t, staffToken, 'GET', `/api/backoffice/members/${memberId}/documents`);
    expect(desk.status).toBe(200);
    expect(desk.body.data.documents).toHaveLength(2);
    expect(desk.body.data.documents[0].decision).toMatchObject({ by: 'admin' });
  });

  it('staff ask a member, audited and told; the request closes once both kinds are approved', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const asked = await staffRequest(
      t,
      staffToken,
      'POST',
      `/api/backoffice/members/${memberId}/documents/request`,
      {
        body: { reason: 'ยอดถอนสูง กรุณายืนยันตัวตน' },
      },
    );
    expect(asked.status).toBe(200);
    expect(await lastAuditOf(t, 'document.request')).toMatchObject({ targetId: String(memberId) });
    const missing = await staffRequest(
      t,
      staffToken,
      'POST',
      '/api/backoffice/members/999999999/documents/request',
      {
        body: { reason: 'x' },
      },
    );
    expect(missing.status).toBe(404);
    const own = await call(t.app, 'GET', '/api/customers/documents', { token: member.token });
    expect(own.body.data).toMatchObject({ required: true, reason: 'ยอดถอนสูง กรุณายืนยันตัวตน' });

    for (const kind of ['id_card', 'bank_book']) {
      const sent = await upload(member.token, kind, png((seed += 1)));
      await staffRequest(t, staffToken, 'POST', `/api/backoffice/documents/${sent.body.data.id}/approve`, {
        body: {},
      });
    }
    const after = await call(t.app, 'GET', '/api/customers/documents', { token: member.token });
    expect(after.body.data).toMatchObject({ required: false, approved: true });
    const [request] = await t.connection.db
      .select()
      .from(memberDocumentRequests)
      .where(eq(memberDocumentRequests.memberId, memberId));
    expect(request!.closedAt).not.toBeNull();
  });
});

describe('the withdrawal rule', () => {
  it('refuses a withdrawal above the amount without approved documents, on the amount, then accepts after approval', async () => {
    const saved = await staffRequest(t, staffToken, 'PUT', '/api/backoffice/settings/withdrawals', {
      body: {
        min: 100,
        max: 50_000,
        second_approval_above: null,
        documents_above: 1_000,
        auto_enabled: false,
        auto_up_to: 0,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.documents_above).toBe(1_000);
    try {
      const member = await fundMember(t, nextPhone(), 3_000);
      const withdraw = (amount: number, language = 'th') =>
        call(t.app, 'POST', '/api/requests/withdraw', {
          token: member.token,
          body: { phone: member.phone, amount },
          headers: { 'accept-language': language },
        });
      const refused = await withdraw(2_000, 'en');
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('documents_required');
      expect(refused.body.errors.amount[0]).toContain('1,000.00');
      expect(refused.body.errors.amount[0]).toContain('ID card');
      const thai = await withdraw(2_000);
      expect(thai.body.errors.amount[0]).toContain('บัตรประชาชน');
      const own = await call(t.app, 'GET', '/api/customers/documents', { token: member.token });
      expect(own.body.data.withdrawal_above).toBe(1_000);

      const memberId = await memberIdOf(t, member.phone);
      const ids: number[] = [];
      for (const kind of ['id_card', 'bank_book']) {
        ids.push((await upload(member.token, kind, png((seed += 1)))).body.data.id);
      }
      await staffRequest(t, staffToken, 'POST', `/api/backoffice/documents/${ids[0]}/approve`, { body: {} });
      expect((await withdraw(2_000)).body.code).toBe('documents_required');
      await staffRequest(t, staffToken, 'POST', `/api/backoffice/documents/${ids[1]}/approve`, { body: {} });
      const accepted = await withdraw(2_000);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect((await documentsOf(memberId)).every((row) => row.status === 'approved')).toBe(true);
    } finally {
      await staffRequest(t, staffToken, 'PUT', '/api/backoffice/settings/withdrawals', {
        body: { min: 100, max: 50_000, documents_above: null, auto_enabled: false, auto_up_to: 0 },
      });
    }
  });
});

describe('retention', () => {
  it('deletes the image past DOCUMENT_RETENTION_DAYS after the decision, keeps the decision, never a pending one', async () => {
    const member = await memberWithToken(t, nextPhone());
    const decided = await upload(member.token, 'id_card', png((seed += 1)));
    const waiting = await upload(member.token, 'bank_book', png((seed += 1)));
    await staffRequest(t, staffToken, 'POST', `/api/backoffice/documents/${decided.body.data.id}/reject`, {
      body: { reason: 'expired' },
    });
    const rows = await t.connection.db.select().from(memberDocuments);
    const decidedRow = rows.find((row) => row.id === decided.body.data.id)!;
    const waitingRow = rows.find((row) => row.id === waiting.body.data.id)!;
    const days = t.context.config.DOCUMENT_RETENTION_DAYS;
    const options = {
      directory: documentsDirectory(t.context.config),
      retentionDays: days,
      limit: 1000,
    };
    await deleteOldDocumentImages(t.connection.db, {
      ...options,
      now: new Date(t.clock.now().getTime() + (days - 1) * 86_400_000),
    });
    expect(storedFiles()).toContain(decidedRow.imageName);
    await deleteOldDocumentImages(t.connection.db, {
      ...options,
      now: new Date(t.clock.now().getTime() + (days + 1) * 86_400_000),
    });
    expect(storedFiles()).not.toContain(decidedRow.imageName);
    expect(storedFiles()).toContain(waitingRow.imageName);
    const [after] = await t.connection.db
      .select()
      .from(memberDocuments)
      .where(eq(memberDocuments.id, decidedRow.id));
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'expired' });
    expect(after!.imageDeletedAt).not.toBeNull();
    const gone = await call(t.app, 'GET', `/api/backoffice/documents/${decidedRow.id}/image`, {
      token: staffToken,
    });
    expect(gone.status).toBe(404);
  });
});
