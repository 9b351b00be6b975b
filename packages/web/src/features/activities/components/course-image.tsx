import { courseGalleryImage } from '@club/domain/activities/catalogue.rules';
import { FramedImage } from '../../../components/framed-image';

/** A course's cover (1200×750), or its gallery picture: one of the 27 drawn SVGs, chosen by id. */
export function CourseImage({
  courseId,
  cover,
  eager,
  radius,
}: {
  courseId: number;
  cover: { path: string } | null;
  eager?: boolean;
  radius?: string;
}) {
  return (
    <FramedImage src={cover?.path ?? courseGalleryImage(courseId)} size={cover ? [1200, 750] : [640, 400]} eager={eager} radius={radius} />
  );
}
