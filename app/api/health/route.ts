/** Liveness probe for load balancers and the test harness. */
export function GET() {
  return Response.json({ success: true, data: { status: 'ok' }, statusCode: 200 });
}
