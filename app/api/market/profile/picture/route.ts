import { answeringFailures } from '@/lib/http';
import { uploadPicture } from '@/lib/handlers/market-pictures';

/** POST /api/market/profile/picture: the signed-in participant's logo or photo (lib/handlers/market-pictures.ts). */
export const POST = answeringFailures('POST /api/market/profile/picture', uploadPicture);
