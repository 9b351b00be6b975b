import { FramedImage } from '../../../components/framed-image';

/** A news item's cover (1200×630) or its gallery picture (640×400). */
export function NewsImage({ cover, gallery, eager, radius }: { cover: string | null; gallery: string; eager?: boolean; radius?: string }) {
  return <FramedImage src={cover ?? gallery} size={cover ? [1200, 630] : [640, 400]} eager={eager} radius={radius} />;
}
