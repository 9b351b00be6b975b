import { Box } from '@mantine/core';

/**
 * A cover or gallery picture in a fixed 16:10 frame. Width and height are given so the page does
 * not jump while it loads; pictures below the fold load lazily. The pictures are illustrations
 * next to the title they illustrate, so they are decorative (empty alt).
 */
export function NewsImage({
  cover,
  gallery,
  eager = false,
  radius = 'md',
}: {
  cover: string | null;
  gallery: string;
  eager?: boolean;
  radius?: string;
}) {
  const src = cover ?? gallery;
  const [width, height] = cover ? [1200, 630] : [640, 400];
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 10',
        objectFit: 'cover',
        borderRadius: `var(--mantine-radius-${radius})`,
      }}
    />
  );
}
