import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';
import { inLanguage, messageLanguage } from './message-language';
import { createServerApi } from '../ssr/server-api';

describe('the language of an answer', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['FR-ch', 'fr'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,de;q=0.9,fr;q=0.5', 'fr'],
    ['de,en;q=0.3,fr;q=0.7', 'fr'],
    ['en;q=0.5, fr;q=0.5', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['fr;q=0', 'en'],
    ['*', 'en'],
    ['*;q=0.9, fr', 'fr'],
    ['es, it', 'en'],
    ['fr;q=abc', 'en'],
    [';;;,,,=', 'en'],
  ])('Accept-Language %j answers in %s', (header, language) => {
    expect(messageLanguage(header)).toBe(language);
  });

  it('a catalogue sentence in French; one carrying a value stays as it is, English', () => {
    expect(inLanguage('This field is required.', 'fr')).toBe('Ce champ est obligatoire.');
    expect(inLanguage('This field is required.', 'en')).toBe('This field is required.');
    expect(inLanguage('Route GET /x not found', 'fr')).toBe('Route GET /x not found');
  });
});

describe("the site's own calls to the API", () => {
  it("ask for English whatever the visitor's browser asks: the page translates by the English sentence", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/api/thing', async () => {
      throw AppError.field('name', 'This field is required.');
    });
    app.get('/page', async (request) => (await createServerApi(app, request).request('GET', '/api/thing')).json);
    await app.ready();
    const direct = await app.inject({ method: 'GET', url: '/api/thing', headers: { 'accept-language': 'fr' } });
    expect(direct.json().error.fields.name).toEqual(['Ce champ est obligatoire.']);
    const rendered = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-language': 'fr' } });
    expect(rendered.json().error).toEqual({
      code: 'validation',
      message: 'This field is required.',
      fields: { name: ['This field is required.'] },
    });
    await app.close();
  });
});
