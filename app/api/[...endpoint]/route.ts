import { fail } from '@/lib/http';
import { formPostHandler } from '@/lib/handlers/form-posts';

/**
 * The JSON endpoints of the site's forms (docs/product.md, "Files and APIs"): each form of
 * lib/forms/registry.ts is posted to its own path here. Routes with their own folder under app/api
 * (health, …) take precedence over this catch-all.
 */
type Context = { params: Promise<{ endpoint: string[] }> };

async function handlerFor(context: Context) {
  const { endpoint } = await context.params;
  return formPostHandler(`/api/${endpoint.join('/')}`);
}

export async function POST(request: Request, context: Context): Promise<Response> {
  const handler = await handlerFor(context);
  return handler ? handler(request) : fail(404, 'There is no form at this address.');
}

/** Anything but POST: 405 on a form's endpoint (with Allow), 404 elsewhere. */
async function notPost(_request: Request, context: Context): Promise<Response> {
  return (await handlerFor(context))
    ? fail(405, 'Only POST is allowed here.', { headers: { Allow: 'POST' } })
    : fail(404, 'There is no form at this address.');
}

export { notPost as GET, notPost as PUT, notPost as PATCH, notPost as DELETE };
