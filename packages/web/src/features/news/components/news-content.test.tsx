import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../test/jsdom-test-setup';
import { NewsContent } from './news-content';

beforeAll(stubMatchMedia);

afterEach(cleanup);

const renderHtml = (html: string) =>
  render(
    <MantineProvider>
      <div data-testid="content">
        <NewsContent html={html} />
      </div>
    </MantineProvider>,
  ).getByTestId('content');

describe('NewsContent (allow-list renderer)', () => {
  it('never puts a script, an event handler or a javascript: address on the page', () => {
    const container = renderHtml(
      '<p onclick="alert(1)">Hola <strong>club</strong></p><script>alert("x")</script><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">uno</a><a href=" JaVaScRiPt:alert(1)">dos</a><iframe src="https://evil.example"></iframe>' +
        '<svg onload="alert(1)"><script>alert(2)</script></svg><style>body{display:none}</style><a href="https://cngetxo.eus" onmouseover="x()">club</a>',
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<style|onerror|onclick|onload|onmouseover|javascript:/i);
    expect(container.textContent).toContain('Hola club');
    expect(container.textContent).toContain('uno');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://cngetxo.eus');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the allowed structure: paragraphs, lists, headings, emphasis', () => {
    const container = renderHtml('<h2>Horario</h2><p>Texto <em>importante</em></p><ul><li>Fadura</li><li>Gobela</li></ul>');
    expect(container.querySelector('h2')?.textContent).toBe('Horario');
    expect(container.querySelector('p em')?.textContent).toBe('importante');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });
});
