import { Anchor, Blockquote, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * Renders a news item's HTML through an allow-list: the markup is parsed into an inert document
 * (DOMParser runs no script and loads nothing), and only the tags below become React elements;
 * every other element is dropped with what it holds, attributes other than a checked link
 * address are never copied. The server sanitises too; this is the second lock, so nothing from
 * the database is ever handed to innerHTML.
 */
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function renderChildren(node: Node, key: string): ReactNode[] {
  return Array.from(node.childNodes).map((child, i) => renderNode(child, `${key}.${i}`));
}

function renderNode(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const kids = () => renderChildren(el, key);
  switch (el.tagName.toLowerCase()) {
    case 'p':
      return (
        <Text key={key} component="p" mb="md" lh={1.7}>
          {kids()}
        </Text>
      );
    case 'br':
      return <br key={key} />;
    case 'strong':
    case 'b':
      return <strong key={key}>{kids()}</strong>;
    case 'em':
    case 'i':
      return <em key={key}>{kids()}</em>;
    case 'u':
      return <u key={key}>{kids()}</u>;
    case 's':
      return <s key={key}>{kids()}</s>;
    case 'ul':
    case 'ol':
      return (
        <List key={key} type={el.tagName.toLowerCase() === 'ol' ? 'ordered' : 'unordered'} mb="md" withPadding>
          {kids()}
        </List>
      );
    case 'li':
      return <List.Item key={key}>{kids()}</List.Item>;
    case 'h2':
    case 'h3':
    case 'h4':
      return (
        <Title key={key} order={Number(el.tagName[1]) as 2 | 3 | 4} size="h4" mt="lg" mb="sm">
          {kids()}
        </Title>
      );
    case 'blockquote':
      return (
        <Blockquote key={key} mb="md">
          {kids()}
        </Blockquote>
      );
    case 'a': {
      const href = el.getAttribute('href')?.trim() ?? '';
      if (!SAFE_HREF.test(href)) return <Fragment key={key}>{kids()}</Fragment>;
      return (
        <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer" underline="always">
          {kids()}
        </Anchor>
      );
    }
    default:
      return null;
  }
}

export function NewsContent({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return <>{renderChildren(doc.body, 'c')}</>;
}
