import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageUrl } from './server-api';

const at = (path: string) => pageUrl(new Request(`https://biclou.test${path}`)).href.replace('https://biclou.test', '');

// React Router hands loaders the raw request (future.v8_passThroughRequests): a client-side
// navigation asks for `/path.data?_routes=…`, an index route's form posts to `/?index`. pageUrl
// gives back the page's own URL, as React Router's normalisation did.
describe('pageUrl', () => {
  it.each([
    ['/listing/abc', '/listing/abc'],
    ['/listing/abc.data?_routes=routes%2Flisting', '/listing/abc'],
    ['/_root.data', '/'],
    ['/_root.data?_routes=root%2Croutes%2Flanding', '/'],
    ['/fr.data?_routes=root', '/fr'],
    ['/search.data?place=lyon&_routes=root%2Croutes%2Fsearch&page=2', '/search?place=lyon&page=2'],
    ['/dashboard/bookings/b1/checkout.data', '/dashboard/bookings/b1/checkout'],
    ['/?index', '/'],
    ['/?index&x=1', '/?x=1'],
    ['/?index=&index=keep', '/?index=keep'],
    ['/help/a.data-plan', '/help/a.data-plan'],
  ])('%s is the page %s', (raw, page) => {
    expect(at(raw)).toBe(page);
  });

  it('a data request and the document request of a page give the same URL', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const param = fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/));
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.array(param, { maxLength: 4 }),
        (segments, params) => {
          const query = params.filter(([key]) => key !== 'index').map(([k, v]) => `${k}=${v}`);
          const path = `/${segments.join('/')}`;
          const search = query.length ? `?${query.join('&')}` : '';
          const data = `${path}.data?${[...query, '_routes=root%2Croutes%2Fpage'].join('&')}`;
          expect(at(data)).toBe(at(`${path}${search}`));
        },
      ),
    );
  });
});
