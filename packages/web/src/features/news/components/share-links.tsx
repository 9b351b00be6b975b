import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type IconProps = { size?: number };
const icon = (path: string) =>
  function ShareIcon({ size = 18 }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
        <path d={path} />
      </svg>
    );
  };
const MessageIcon = icon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3z',
);
const MicroblogIcon = icon('M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z');
const SocialIcon = icon('M14 8V6.2c0-.9.2-1.4 1.6-1.4H17V2h-2.7C11.4 2 10.3 3.5 10.3 6v2H8v3h2.3v11H14V11h2.7l.4-3z');

/**
 * Share buttons (spec 000 §2): a messaging app, a microblog and a social network. Plain links to
 * each service's public share address: no third-party script is loaded and nothing is sent
 * anywhere until the reader clicks.
 */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('news');
  const u = encodeURIComponent(url);
  const links = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: MessageIcon, color: '#128c4a' },
    {
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`,
      Icon: MicroblogIcon,
      color: '#000000',
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: SocialIcon, color: '#1463d8' },
  ];
  return (
    <section aria-labelledby="share-title">
      <Text id="share-title" component="h2" fw={700} size="md" mb="xs">
        {t('share.title')}
      </Text>
      <Group gap="sm">
        {links.map(({ name, href, Icon, color }) => (
          <Button
            key={name}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={
              <span style={{ color, display: 'inline-flex' }}>
                <Icon />
              </span>
            }
            aria-label={t('share.on', { name })}
          >
            {name}
          </Button>
        ))}
      </Group>
    </section>
  );
}
