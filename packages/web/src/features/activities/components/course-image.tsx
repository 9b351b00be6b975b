import { courseGalleryImage } from '@club/domain/activities/catalogue.rules';
import { Box } from '@mantine/core';

/**
 * A course's cover, or its gallery picture (one of the 27 drawn SVGs under /images/gallery,
 * chosen by id) in a fixed 16:10 frame. Width and height are given so the page does not jump;
 * pictures below the fold load lazily. Decorative: the title beside it says what it shows.
 */
export function CourseImage({
  courseId,
  cover,
  eager = false,
  radius = 'md',
}: {
  courseId: number;
  cover: { path: string } | null;
  eager?: boolean;
  radius?: string;
}) {
  const src = cover?.path ?? courseGalleryImage(courseId);
  const [width, height] = cover ? [1200, 750] : [640, 400];
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
