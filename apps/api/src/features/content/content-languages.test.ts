import { Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { ContentText } from '../../i18n/en/content.ts';
import { ptBRContent } from '../../i18n/pt-BR/content.ts';

const clock = createTestClock();
const app = await createTestApp({
  clock,
  env: { PUBLIC_URL: 'https://agaia.test', SITE_NAME: 'Agaia Online' },
});
const sessionWith = async (webMgt: number) => {
  const { account, password } = await buildAccount(app, { webMgt });
  return (await loginAs(app, account.userName, password)).headers;
};
const editor = await sessionWith(Prime.news * Prime.patchNotes);
/** The audit log is Account Management's: an editor reads none of it. */
const auditor = await sessionWith(Prime.accountManagement);
const newsOnly = await sessionWith(Prime.news);
const PT = { 'accept-language': 'pt-BR' };

type Item = { id: number; language: string; title: string; translationOf: number | null };

/** Writes an article through the editor (published unless told); answers the response. */
const postNews = (payload: object, headers: Record<string, string> = editor) => {
  clock.advance(60_000);
  return app.inject({
    method: 'POST',
    url: '/api/admin/content/news',
    headers,
    payload: { title: 'Story', body: 'Text', status: 'published', ...payload },
  });
};
const createNews = async (payload: object): Promise<Item> => {
  const response = await postNews(payload);
  expect(response.statusCode).toBe(201);
  return response.json();
};
const putNews = (id: number, payload: object, headers: Record<string, string> = editor) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/content/news/${id}`,
    headers,
    payload: { title: 'Story', body: 'Text', status: 'published', ...payload },
  });
const publicNews = async (query = '') =>
  (await app.inject(`/api/content/news?limit=100${query}`))
    .json()
    .news.map((item: Item) => `${item.title}:${item.language}`);

describe('the language of news and patch notes', () => {
  it('keeps an item in English unless told, and lists an original with its translations for the editor', async () => {
    const original = await createNews({ title: 'Plain' });
    expect(original).toMatchObject({ language: 'en', translationOf: null, translations: [] });
    const translation = await createNews({ title: 'Simples', language: 'pt-BR', translationOf: original.id });
    expect(translation).toMatchObject({ language: 'pt-BR', translationOf: original.id, translations: [] });

    const read = await app.inject({ url: `/api/admin/content/news/${original.id}`, headers: editor });
    expect(read.json().translations).toEqual([{ id: translation.id, language: 'pt-BR' }]);
    const listed = (await app.inject({ url: '/api/admin/content/news?limit=100', headers: editor }))
      .json()
      .news.find((item: Item) => item.id === original.id);
    expect(listed.translations).toEqual([{ id: translation.id, language: 'pt-BR' }]);

    const audit = await app.inject({ url: '/api/admin/audit', headers: auditor });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'news.create',
      changes: { id: translation.id, language: 'pt-BR', translationOf: original.id },
    });
  });

  it('refuses an unknown language, a translation of a translation, of nothing, or in its original language', async () => {
    const original = await createNews({ title: 'Rules' });
    const bad = await postNews({ language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.language).toHaveLength(1);

    const translation = await createNews({ title: 'Regras', language: 'pt-BR', translationOf: original.id });
    const deeper = await postNews({ language: 'en', translationOf: translation.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe(ContentText.translationOfTranslation);

    const same = await postNews({ language: 'en', translationOf: original.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ language: [ContentText.sameLanguageAsOriginal] });

    const orphan = await postNews({ language: 'pt-BR', translationOf: 999_999 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(ContentText.originalNotFound);
  });

  it('answers 409 to a second translation in one language, also in Portuguese', async () => {
    const original = await createNews({ title: 'Once' });
    await createNews({ title: 'Uma vez', language: 'pt-BR', translationOf: original.id });
    const again = await postNews({ title: 'De novo', language: 'pt-BR', translationOf: original.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ContentText.translationExists);
    clock.advance(1000);
    const inPortuguese = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: { ...editor, ...PT },
      payload: { title: 'De novo', body: 'Texto', language: 'pt-BR', translationOf: original.id },
    });
    expect(inPortuguese.statusCode).toBe(409);
    expect(inPortuguese.json().message).toBe(ptBRContent.translationExists);
  });

  it('checks a saved language against the story, and keeps the original a translation was made of', async () => {
    const original = await createNews({ title: 'Edit me' });
    const other = await createNews({ title: 'Other' });
    const translation = await createNews({
      title: 'Edite-me',
      language: 'pt-BR',
      translationOf: original.id,
    });

    const toOriginals = await putNews(translation.id, { language: 'en' });
    expect(toOriginals.statusCode).toBe(400);
    expect(toOriginals.json().fieldErrors).toEqual({ language: [ContentText.sameLanguageAsOriginal] });
    const originalToTranslations = await putNews(original.id, { language: 'pt-BR' });
    expect(originalToTranslations.statusCode).toBe(400);

    const moved = await putNews(translation.id, {
      title: 'Edited',
      language: 'pt-BR',
      translationOf: other.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Edited', translationOf: original.id });
    // An original without translations may change its language.
    expect((await putNews(other.id, { language: 'pt-BR' })).json().language).toBe('pt-BR');
  });

  it('deletes an original with its translations, and names them in the audit', async () => {
    const original = await createNews({ title: 'Doomed' });
    const translation = await createNews({
      title: 'Condenada',
      language: 'pt-BR',
      translationOf: original.id,
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/news/${original.id}`,
      headers: editor,
    });
    expect(deleted.json()).toEqual({ message: ContentText.articleDeleted });
    const gone = await app.inject({ url: `/api/admin/content/news/${translation.id}`, headers: editor });
    expect(gone.statusCode).toBe(404);
    expect((await app.inject(`/api/content/news/${translation.id}`)).statusCode).toBe(404);
    const audit = await app.inject({ url: '/api/admin/audit', headers: auditor });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'news.delete',
      changes: { id: original.id, translations: [translation.id] },
    });
  });

  it('keeps the editors behind their primes: 401 for visitors, 403 for the other prime', async () => {
    const note = {
      version: '9.0.0',
      title: 'Nota',
      body: 'Texto',
      releaseDate: '2026-01-01',
      language: 'pt-BR',
      translationOf: 1,
    };
    const asNewsOnly = await app.inject({
      method: 'POST',
      url: '/api/admin/content/patchnotes',
      headers: newsOnly,
      payload: note,
    });
    expect(asNewsOnly.statusCode).toBe(403);
    const asVisitor = await postNews({ language: 'pt-BR', translationOf: 1 }, {});
    expect(asVisitor.statusCode).toBe(401);
    expect((await putNews(1, { language: 'pt-BR' }, {})).statusCode).toBe(401);
  });
});

describe('the public side by language', () => {
  it('shows each story once, in the reader’s language when published, in its original’s place', async () => {
    // Three stories, oldest first: A (English, with a Portuguese version), B (English only), C (Portuguese, with an
    // English draft), and D (an English draft whose Portuguese version is published: not public yet).
    const a = await createNews({ title: 'A' });
    const aPt = await createNews({ title: 'A-pt', language: 'pt-BR', translationOf: a.id });
    await createNews({ title: 'B' });
    const c = await createNews({ title: 'C', language: 'pt-BR' });
    await createNews({ title: 'C-en', translationOf: c.id, status: 'draft' });
    const d = await createNews({ title: 'D', status: 'draft' });
    const dPt = await createNews({ title: 'D-pt', language: 'pt-BR', translationOf: d.id });
    // A later translation does not move its story up.
    clock.advance(60_000);
    await putNews(aPt.id, { title: 'A-pt', language: 'pt-BR' });

    const newest = (titles: string[]) => titles.filter((title) => /^[ABCD]\b/.test(title)).slice(0, 3);
    expect(newest(await publicNews('&lang=pt-BR'))).toEqual(['C:pt-BR', 'B:en', 'A-pt:pt-BR']);
    expect(newest(await publicNews())).toEqual(['C:pt-BR', 'B:en', 'A:en']);
    expect(newest(await publicNews('&lang=en'))).toEqual(['C:pt-BR', 'B:en', 'A:en']);

    const inPortuguese = (await app.inject('/api/content/news?limit=100&lang=pt-BR')).json().news;
    const storyA = inPortuguese.find((item: Item) => item.id === aPt.id);
    expect(storyA.date).toBe((await app.inject(`/api/content/news/${a.id}`)).json().date);
    expect((await app.inject(`/api/content/news/${dPt.id}`)).statusCode).toBe(404);
    expect((await app.inject('/api/content/news?lang=xx')).statusCode).toBe(400);
  });

  it('answers an item by either id in the language asked, with the versions to switch to', async () => {
    const original = await createNews({ title: 'Both', body: 'English body' });
    const translation = await createNews({
      title: 'Ambos',
      body: 'Corpo em português',
      language: 'pt-BR',
      translationOf: original.id,
    });
    const versions = [
      { id: original.id, language: 'en' },
      { id: translation.id, language: 'pt-BR' },
    ];
    const read = async (id: number, query = '') =>
      (await app.inject(`/api/content/news/${id}${query}`)).json();
    expect(await read(original.id, '?lang=pt-BR')).toMatchObject({
      id: translation.id,
      title: 'Ambos',
      body: 'Corpo em português',
      language: 'pt-BR',
      versions,
    });
    expect(await read(translation.id, '?lang=en')).toMatchObject({
      id: original.id,
      title: 'Both',
      versions,
    });
    // Without a language, the item asked for: the links of old keep their meaning.
    expect(await read(translation.id)).toMatchObject({ id: translation.id, language: 'pt-BR' });
    expect(await read(original.id)).toMatchObject({ id: original.id, language: 'en' });
    expect((await app.inject(`/api/content/news/${original.id}?lang=de`)).statusCode).toBe(400);
  });

  it('does the same for patch notes, and their feed and link previews speak the note’s language', async () => {
    const post = async (payload: object) => {
      clock.advance(1000);
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/content/patchnotes',
        headers: editor,
        payload: {
          version: '3.0.0',
          title: 'Big one',
          body: '- x',
          releaseDate: '2026-03-01',
          status: 'published',
          ...payload,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as Item;
    };
    const original = await post({});
    const translation = await post({ title: 'Grandona', language: 'pt-BR', translationOf: original.id });
    const list = async (query: string) =>
      (await app.inject(`/api/content/patchnotes/${query}`)).json().patchNotes.map((n: Item) => n.title);
    expect(await list('?lang=pt-BR')).toEqual(['Grandona']);
    expect(await list('')).toEqual(['Big one']);
    const detail = (await app.inject(`/api/content/patchnotes/${original.id}?lang=pt-BR`)).json();
    expect(detail).toMatchObject({ id: translation.id, title: 'Grandona', language: 'pt-BR' });
    expect(detail.versions).toHaveLength(2);

    const feed = await app.inject('/api/feeds/patch-notes.xml?lang=pt-BR');
    expect(feed.body).toContain('<title>Notas de atualização de Agaia Online</title>');
    expect(feed.body).toContain('<language>pt-BR</language>');
    expect(feed.body).toContain('<title>Versão 3.0.0 - Grandona</title>');
    const english = await app.inject('/api/feeds/patch-notes.xml');
    expect(english.body).toContain('<title>Agaia Online Patch Notes</title>');
    expect(english.body).toContain('<language>en</language>');
    expect(english.body).toContain('<title>Version 3.0.0 - Big one</title>');
    expect((await app.inject('/api/feeds/news.xml?lang=klingon')).statusCode).toBe(400);
    expect((await app.inject('/api/feeds/news.xml?lang=pt-BR')).body).toContain(
      '<title>Notícias de Agaia Online</title>',
    );
  });

  it('keeps the cached answers of each language apart, and drops them all on a write', async () => {
    const original = await createNews({ title: 'Cached' });
    const translation = await createNews({
      title: 'Em cache',
      language: 'pt-BR',
      translationOf: original.id,
    });
    const titleIn = async (lang: string) =>
      (await app.inject(`/api/content/news/${original.id}?lang=${lang}`)).json().title;
    for (let round = 0; round < 2; round++) {
      expect(await titleIn('en')).toBe('Cached');
      expect(await titleIn('pt-BR')).toBe('Em cache');
    }
    const firstIn = async (lang: string) =>
      (await app.inject(`/api/content/news?limit=1&lang=${lang}`)).json().news[0].title;
    expect([await firstIn('en'), await firstIn('pt-BR'), await firstIn('en')]).toEqual([
      'Cached',
      'Em cache',
      'Cached',
    ]);
    await putNews(translation.id, { title: 'Renovada', language: 'pt-BR' });
    expect(await titleIn('pt-BR')).toBe('Renovada');
    expect(await firstIn('pt-BR')).toBe('Renovada');
    expect(await titleIn('en')).toBe('Cached');
  });
});

describe('the content feature’s messages in the reader’s language', () => {
  it('answers its refusals and successes in Portuguese to a Portuguese reader, in English otherwise', async () => {
    const missing = await app.inject({ url: '/api/content/news/999999', headers: PT });
    expect(missing.json().message).toBe(ptBRContent.articleNotFound);
    expect((await app.inject('/api/content/news/999999')).json().message).toBe(ContentText.articleNotFound);
    const note = await app.inject({ url: '/api/content/patchnotes/999999', headers: PT });
    expect(note.json().message).toBe(ptBRContent.patchNoteNotFound);

    const doomed = await createNews({ title: 'Bye' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/news/${doomed.id}`,
      headers: { ...editor, ...PT },
    });
    expect(deleted.json()).toEqual({ message: ptBRContent.articleDeleted });

    const image = await app.inject({ url: '/api/media/nothing.png', headers: PT });
    expect(image.json().message).toBe(ptBRContent.imageNotFound);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor, ...PT },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe(ptBRContent.sendImageAsMultipart);
  });
});
