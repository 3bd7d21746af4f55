import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { call } from './call';
import { citySuggest, citySuggestLines } from './cities';
import { parseLines } from './endpoint';
import { venueSuggestLines } from './leads';

useMockBackend();

describe("legacy '||' answers", () => {
  test('the city search in text mode parses into typed province and city records', async () => {
    const result = await call(citySuggestLines, { search: 'san', id_pais: 'US', addProvinces: 1 });

    expect(result).toEqual({
      ok: true,
      status: 200,
      data: [
        { provinceId: 5, cityId: 501, text: 'San Francisco, California', title: 'San Francisco', subtitle: 'California', regionMarker: false },
        { provinceId: 5, cityId: 503, text: 'San Diego, California', title: 'San Diego', subtitle: 'California', regionMarker: false },
      ],
    });
  });

  test('a province line carries the region marker and no city', async () => {
    const result = await call(citySuggestLines, { search: 'calif', addProvinces: 1 });

    expect(result.ok && result.data).toEqual([
      { provinceId: 5, cityId: 0, text: 'California', title: 'California', subtitle: 'US', regionMarker: true },
    ]);
  });

  test('the same script answers JSON when asked (retJSON=1)', async () => {
    const result = await call(citySuggest, { search: 'sao', retJSON: 1 });

    expect(result.ok && result.data.cities).toEqual([{ ID_POBLACION: 23501, DESC_POBLACION: 'São Paulo', ID_REGION: 235, DESC_REGION: 'São Paulo' }]);
  });

  test('the venue search in text mode parses into id, name and subtitle', async () => {
    const result = await call(venueSuggestLines, { search: 'rosewood', idSector: 1, soloValidas: 1 });

    expect(result.ok && result.data).toEqual([{ id: 1000, name: 'Rosewood Estate', subtitle: 'San Francisco, California' }]);
  });

  test('a line that breaks the record shape is an invalid answer, not a crash', async () => {
    server.use(http.get('*/utils-SearchEmpresas.php', () => HttpResponse.text('not-a-number||Broken Venue||Somewhere')));

    const result = await call(venueSuggestLines, { search: 'broken' });

    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-answer', endpoint: 'leads.venueSuggestLines' } });
  });

  test('parseLines skips blank lines and fills missing fields with empty strings', () => {
    expect(parseLines('1||A\n\n2', ['id', 'name'])).toEqual([
      { id: '1', name: 'A' },
      { id: '2', name: '' },
    ]);
  });
});
