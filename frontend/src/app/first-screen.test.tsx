import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './first-screen';
import type { PageDocument } from './first-screen-document';

/** A hotel page's document as the build gives it to the server renderer: its root still empty. */
const template = '<!doctype html><html><head><title>Suvarna Hotels &amp; Resorts</title></head><body><div id="root"></div></body></html>';
const pages: PageDocument[] = [{ path: '/hotels/:hotelId', firstScreenData: { key: 'hotel', from: '/api/hotels/:hotelId' }, html: template }];

function hotel(name: string) {
  return {
    id: '7',
    _id: '7',
    name,
    location: 'Jaipur',
    state: 'Rajasthan',
    type: 'Heritage Palace Hotel',
    rating: 4.9,
    shownRating: { source: 'hotel', score: 4.9 },
    images: ['/images/hotels/jaipur-1.svg'],
    amenities: ['Pool'],
    features: ['Durbar hall dinners'],
    rooms: [{ type: 'Palace Room', price: 16000, capacity: 2, available: 20 }],
    description: 'A restored palace in the Pink City.',
    status: 'active',
    contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
  };
}

function dataBlock(html: string): unknown {
  const match = /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('the server renderer of a page', () => {
  it('when a hotel page is rendered with its hotel, then the document shows the hotel, is titled by it, and carries it for the app', async () => {
    const render = createPageRenderer(pages);

    const page = await render('/hotels/7', hotel('Suvarna Rajmahal Jaipur'));

    expect(page?.html).toContain('<div id="root" inert><!--first-screen-->');
    expect(page?.html).toContain('Suvarna Rajmahal Jaipur</h1>');
    expect(page?.html).toContain('<title>Suvarna Rajmahal Jaipur · Suvarna Hotels &amp; Resorts</title>\n    <link rel="preload" as="image" href="/images/hotels/jaipur-1.svg"');
    expect(dataBlock(page!.html)).toEqual({ hotel: { id: '7', value: hotel('Suvarna Rajmahal Jaipur') } });
  });

  it('when the hotel name holds markup or the text that would close a script, then neither escapes its place', async () => {
    const render = createPageRenderer(pages);
    const name = 'Suvarna </script><script>alert(1)</script> & <b>Co</b>';

    const page = await render('/hotels/7', hotel(name));

    expect(page?.html).not.toContain('<script>alert(1)');
    expect(page?.html).toContain('<title>Suvarna &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;Co&#60;/b&#62; · Suvarna Hotels &amp; Resorts</title>');
    expect(dataBlock(page!.html)).toMatchObject({ hotel: { value: { name } } });
  });

  it.each([
    ['data that is not a hotel', '/hotels/7', { name: 42 }],
    ['an address that is no page of the build', '/brand', hotel('Suvarna Rajmahal Jaipur')],
    ['a stay query longer than any the site writes', `/hotels/7?checkIn=${'9'.repeat(600)}`, hotel('Suvarna Rajmahal Jaipur')],
  ])('when given %s, then nothing is rendered (the built document goes out)', async (_case, url, data) => {
    expect(await createPageRenderer(pages)(url, data)).toBeUndefined();
  });

  it('when two addresses differ only in what the page does not read, then they are one rendering', async () => {
    const render = createPageRenderer(pages);

    const a = await render('/hotels/7?guests=3&utm_source=a', hotel('Suvarna Rajmahal Jaipur'));
    const b = await render('/hotels/7/?utm_campaign=b&guests=3', hotel('Suvarna Rajmahal Jaipur'));
    const other = await render('/hotels/7?guests=2', hotel('Suvarna Rajmahal Jaipur'));

    expect(b).toBe(a);
    expect(other?.key).not.toBe(a?.key);
  });

  it('when rendered without data, then the document shows the loading state and carries no data', async () => {
    const page = await createPageRenderer(pages)('/hotels/_');

    expect(page?.html).toContain('<title>Suvarna Hotels &amp; Resorts</title>');
    expect(dataBlock(page!.html)).toBeUndefined();
  });
});
