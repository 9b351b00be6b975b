import { Box } from '@mantine/core';

/**
 * A cover or gallery picture in a fixed 16:10 frame (news and courses). Width and height are
 * given so the page does not jump while it loads; pictures below the fold load lazily. The
 * pictures illustrate the title beside them, so they are decorative (empty alt).
 */
export function FramedImage({
  src,
  size,
  eager = false,
  radius = 'md',
}: {
  src: string;
  /** The picture's own width and height in pixels. */
  size: readonly [number, number];
  eager?: boolean;
  radius?: string;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size[0]}
      height={size[1]}
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
