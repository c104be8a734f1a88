import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

function renderMarkdown(body: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown>{body}</Markdown> }]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown: tables, lists, emphasis and strikethrough', async () => {
    renderMarkdown(
      '# Title\n\n- one\n- two\n\n1. first\n\n~~old~~ **new**\n\n| Area | Change |\n|---|---|\n| Login | Faster |',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByText('old').tagName).toBe('DEL');
    expect(screen.getByText('new').tagName).toBe('STRONG');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Faster' })).toBeInTheDocument();
    // Wide tables scroll inside their own box.
    expect(screen.getByRole('table').parentElement?.tagName).toBe('DIV');
  });

  it('shows raw HTML as text and never creates its elements', async () => {
    const { container } = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(await screen.findByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('never produces a javascript: or data: link', async () => {
    const { container } = renderMarkdown(
      '[inline](javascript:alert(1)) [upper](JAVASCRIPT:alert(1)) [entity](&#106;avascript:alert(1)) ' +
        '[ref][1] [data](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(1)>\n\n[1]: javascript:alert(2)',
    );
    expect(await screen.findByText('inline')).toBeInTheDocument();
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
    expect(container.innerHTML).not.toMatch(/href="\s*(javascript|data):/i);
    // The words stay, without a link.
    expect(screen.getByText('inline').closest('a')).toBeNull();
  });

  it('opens external links in a new tab without opener, and keeps site links in the app', async () => {
    renderMarkdown('[docs](https://example.com/docs) and [register](/register) and [top](#top)');
    const external = await screen.findByRole('link', { name: /docs/ });
    expect(external).toHaveAttribute('href', 'https://example.com/docs');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/^docs ?\(opens in a new tab\)$/);
    const internal = screen.getByRole('link', { name: 'register' });
    expect(internal).toHaveAttribute('href', '/register');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'top' })).toHaveAttribute('href', '#top');
  });

  it('loads images lazily, with relative paths under the API base path', async () => {
    renderMarkdown('![Map](media/map.png) ![Logo](/images/logo.svg) ![Bad](javascript:alert(1))');
    const map = await screen.findByRole('img', { name: 'Map' });
    expect(map).toHaveAttribute('src', '/api/media/map.png?w=1920');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/images/logo.svg');
    expect(screen.queryByRole('img', { name: 'Bad' })).not.toBeInTheDocument();
  });

  it('shows an upload as its largest WebP copy at its own size (no srcset), other images as they are', async () => {
    renderMarkdown('![Shot](/api/media/0a1b.png) ![Far](https://cdn.example/far.png)');
    const shot = await screen.findByRole('img', { name: 'Shot' });
    expect(shot).toHaveAttribute('src', '/api/media/0a1b.png?w=1920');
    expect(shot).not.toHaveAttribute('srcset');
    expect(shot).not.toHaveAttribute('sizes');
    const far = screen.getByRole('img', { name: 'Far' });
    expect(far).toHaveAttribute('src', 'https://cdn.example/far.png');
    expect(far).not.toHaveAttribute('srcset');
  });
});
