import { answeringFailures } from '@/lib/http';
import { servePicture } from '@/lib/handlers/market-pictures';

/** GET /api/market/images/{slug}/{version}-{width}.webp (lib/handlers/market-pictures.ts). */
export const GET = answeringFailures(
  'GET /api/market/images',
  async (request: Request, { params }: RouteContext<'/api/market/images/[slug]/[file]'>) => {
    const { slug, file } = await params;
    return servePicture(request, slug, file);
  },
);
