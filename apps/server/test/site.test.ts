import { banksResponse, notificationsResponse, siteInfoResponse } from '@chaba/contracts/site';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

describe('public site data', () => {
  it('gives the site name, referral base and contact link', async () => {
    const response = await call(t.app, 'GET', '/api/site');
    expect(siteInfoResponse.parse(response.body).data).toEqual({
      name: 'Chaba',
      referral: 'http://localhost:3000/ref/',
      line: 'https://line.me/R/ti/p/@chaba',
      line_login: false,
    });
  });

  it('lists the visible announcements with the popup flag', async () => {
    const response = await call(t.app, 'GET', '/api/notification');
    const list = notificationsResponse.parse(response.body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ active: 1, img: null });
    expect(list[0]!.content).toContain('Chaba');
  });

  it('lists the sixteen banks, fourteen of them selectable at registration', async () => {
    const { data } = banksResponse.parse((await call(t.app, 'GET', '/api/banks')).body);
    expect(data).toHaveLength(16);
    expect(data.filter((bank) => bank.selectable).map((bank) => bank.code)).toEqual([
      'kbank',
      'scb',
      'bbl',
      'bay',
      'ktb',
      'ttb',
      'gsb',
      'baac',
      'uob',
      'tisco',
      'cimb',
      'lhb',
      'ghb',
      'kk',
    ]);
    expect(data.find((bank) => bank.code === 'scb')).toMatchObject({
      thai_name: 'ธนาคารไทยพาณิชย์',
      color: '#4e2e7f',
    });
  });

  it('draws a logo for each bank and answers 404 for unknown ones', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/bank/KBANK.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('#138f2d');
    expect(logo.body).toContain('KBANK');
    const light = await t.app.inject({ method: 'GET', url: '/bank/ttb.svg' });
    expect(light.body).toContain('fill="#1f2937"');
    expect((await t.app.inject({ method: 'GET', url: '/bank/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/bank/kbank.png' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await call(t.app, 'GET', '/api/nothing-here', { headers: { 'accept-language': 'en' } });
    expect(response).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('shows the SMS outbox of a phone only for a valid phone', async () => {
    expect((await call(t.app, 'GET', '/api/dev/sms-outbox?phone=abc')).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/dev/sms-outbox?phone=0812345678')).body).toEqual({ data: [] });
  });
});
