import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components, defaultUrlTransform, type UrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { resolveImageUrl } from '../lib/image-url.ts';
import { intrinsicImageUrl } from '../lib/responsive-image.ts';
import styles from './markdown.module.css';

const EXTERNAL = /^(https?:)?\/\//i;
const remarkPlugins = [remarkGfm];

/**
 * Only safe URLs survive (http, https, mailto and relative ones; `javascript:` and the like become empty), and image
 * sources follow the image rule of docs/product.md §7.4.
 */
const urlTransform: UrlTransform = (url, key) => {
  const safe = defaultUrlTransform(url);
  if (key === 'src') return resolveImageUrl(safe) ?? '';
  return safe;
};

function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  const { t } = useTranslation();
  // An unsafe URL was emptied by urlTransform: keep the words, drop the link.
  if (!href) return <span>{children}</span>;
  if (EXTERNAL.test(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('nav.newTab')}</span>
      </a>
    );
  }
  // A site path navigates inside the app instead of reloading it.
  if (href.startsWith('/')) {
    return (
      <Link {...props} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

function MarkdownImage({ src, alt, node: _node, ...props }: ComponentProps<'img'> & { node?: unknown }) {
  const [isBroken, setIsBroken] = useState(false);
  if (!src || typeof src !== 'string' || isBroken) return null;
  return (
    <img
      {...props}
      src={intrinsicImageUrl(src)}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      className={styles.image}
      onError={() => setIsBroken(true)}
    />
  );
}

function MarkdownTable({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) {
  // Wide tables scroll inside their own box, so a phone never scrolls the page sideways.
  return (
    <div className={styles.tableScroll}>
      <table {...props} />
    </div>
  );
}

// The page owns the only h1: a '# Heading' inside a body becomes an h2, like the '## Heading' bodies usually use.
const components: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  table: MarkdownTable,
  h1: 'h2',
};

/**
 * GitHub-flavoured markdown (tables, lists, links, images). Raw HTML is never rendered: it shows as text. External
 * links open in a new tab without access to this page; images load lazily and vanish if they fail.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={[styles.markdown, className].filter(Boolean).join(' ')}>
      <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={urlTransform} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
