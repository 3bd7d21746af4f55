import { describe, expect, it } from 'vitest';
import { server } from '../node';
import { useMockBackend } from '../testing';

useMockBackend();

/** Where the stand-in's redirect link sends the browser. */
async function locationOf(query: string): Promise<string | null> {
  let location: string | null = null;
  const listen = ({ response }: { response: Response }) => {
    location = response.headers.get('Location');
  };
  server.events.on('response:mocked', listen);
  await fetch(`http://localhost:3000/multi-category-lead/redirect?${query}`, { redirect: 'manual' }).catch(() => undefined);
  server.events.removeListener('response:mocked', listen);
  return location;
}

describe('/multi-category-lead/redirect', () => {
  it('goes to the multi-category page keeping the origin category, referrer and the extra data', async () => {
    const query = 'originKey=lead&originCategoryId=1&referrerUrl=%2Fbiz%2Fcrystal-estate-1019.html&extraDataNumLeads=3&extraDataOriginNextStepUrl=%2Fnext';
    expect(await locationOf(query)).toBe(
      '/multi-category-lead?originCategoryId=1&referrerUrl=%2Fbiz%2Fcrystal-estate-1019.html&extraDataNumLeads=3&extraDataOriginNextStepUrl=%2Fnext',
    );
  });

  it('leaves out what was not given', async () => {
    expect(await locationOf('originKey=lead&originCategoryId=6&referrerUrl=%2F')).toBe('/multi-category-lead?originCategoryId=6&referrerUrl=%2F');
  });
});
