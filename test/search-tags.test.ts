import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { searchTags, withSearchTags } from '../apps/web/app/shell/search-tags.server';

/**
 * The member site's search-engine tags (decision 36): put in front of `</head>` however React's
 * stream cuts the page, without breaking a character, and only `noindex` on a page that is no 200.
 */

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Promotions - Chaba</title>' +
  '<meta name="description" content="Deposit &amp; play, ชบา &quot;24h&quot;"/></head><body><p>สวัสดี</p></body></html>';

async function throughTags(chunks: Buffer[], status = 200): Promise<string> {
  const tags = withSearchTags({
    url: new URL('http://127.0.0.1:3000/en/promotion?aff=X'),
    origin: 'https://www.chaba.example',
    status: () => status,
  });
  return (await buffer(Readable.from(chunks).pipe(tags))).toString('utf8');
}

describe('withSearchTags', () => {
  it('writes the same page with the tags before </head>, whatever the chunks (even one byte each)', async () => {
    const bytes = Buffer.from(page);
    const whole = await throughTags([bytes]);
    const bytewise = await throughTags([...bytes].map((byte) => Buffer.from([byte])));
    const split = await throughTags([
      bytes.subarray(0, page.indexOf('</he') + 3),
      bytes.subarray(page.indexOf('</he') + 3),
    ]);
    expect(bytewise).toBe(whole);
    expect(split).toBe(whole);
    expect(
      whole.replace(
        /<link rel="(canonical|alternate)"[^>]*>|<meta (property|name)="(og|twitter):[^>]*>/g,
        '',
      ),
    ).toBe(page);
    expect(whole).toContain('<link rel="canonical" href="https://www.chaba.example/en/promotion"/>');
    expect(whole).toContain(
      '<link rel="alternate" hreflang="zh" href="https://www.chaba.example/cn/promotion"/>',
    );
    expect(whole).toContain('<meta property="og:title" content="Promotions - Chaba"/>');
    // The description as React escaped it, not escaped twice.
    expect(whole).toContain(
      '<meta property="og:description" content="Deposit &amp; play, ชบา &quot;24h&quot;"/>',
    );
    expect(whole.indexOf('og:locale')).toBeLessThan(whole.indexOf('</head>'));
  });

  it('marks a page that is not a 200 noindex, with no canonical address', async () => {
    const notFound = await throughTags([Buffer.from(page)], 404);
    expect(notFound).toContain('<meta name="robots" content="noindex"/></head>');
    expect(notFound).not.toContain('canonical');
  });

  it('passes a page without a head on untouched', async () => {
    expect(await throughTags([Buffer.from('<p>no head</p>')])).toBe('<p>no head</p>');
  });
});

describe('searchTags', () => {
  it('names the home page of each language and the Thai one as the default', () => {
    const tags = searchTags({
      url: new URL('http://localhost/cn'),
      origin: 'https://x.example',
      status: 200,
      head: '<title>首页 - Chaba</title>',
    });
    expect(tags).toContain('<link rel="canonical" href="https://x.example/cn"/>');
    expect(tags).toContain('<link rel="alternate" hreflang="th" href="https://x.example/"/>');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://x.example/en"/>');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://x.example/"/>');
    expect(tags).toContain('<meta property="og:locale" content="zh_CN"/>');
    expect(tags).toContain('<meta property="og:type" content="website"/>');
  });
});
