import { type LanguageCode, type NewsSummary, type PatchNoteSummary, text } from '@agaia/contract';
import { ContentText } from '../../i18n/en/content.ts';
import { localize } from '../../i18n/index.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

interface FeedItem {
  title: string;
  link: string;
  description: string;
  date: Date;
  category?: string;
}

/** An RSS 2.0 document (with an atom:link to itself, as validators expect) in the channel's language. */
export function rss(
  channel: { title: string; link: string; selfUrl: string; description: string; language: LanguageCode },
  items: FeedItem[],
): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <pubDate>${item.date.toUTCString()}</pubDate>${item.category ? `\n      <category>${escapeXml(item.category)}</category>` : ''}
      <description>${escapeXml(item.description)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export const newsItems = (publicUrl: string, articles: NewsSummary[]): FeedItem[] =>
  articles.map((article) => ({
    title: article.title,
    link: `${publicUrl}/news/${article.id}`,
    description: article.snippet,
    date: new Date(article.date),
    category: article.category,
  }));

/** A note's title and description are in its own language (a story without the feed's version is in another). */
export const patchNoteItems = (publicUrl: string, notes: PatchNoteSummary[]): FeedItem[] =>
  notes.map((note) => ({
    title: localize(
      note.language,
      text(ContentText.patchNoteHeading, { version: note.version, title: note.title }),
    ),
    link: `${publicUrl}/patch-notes/${note.id}`,
    description: localize(note.language, text(ContentText.patchNoteSummary, { version: note.version })),
    date: new Date(`${note.releaseDate}T00:00:00Z`),
  }));
