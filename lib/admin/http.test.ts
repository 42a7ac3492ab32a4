/** @jest-environment node */
import { fromForm, readFields, safeAdminPath } from './http';

describe('the sign-in return path', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/submissions/contact?q=ada&category=be-partner', '/admin/submissions/contact?q=ada&category=be-partner'],
    ['/admin/audit', '/admin/audit'],
  ])('keeps %s', (value, expected) => expect(safeAdminPath(value)).toBe(expected));

  it.each([['https://evil.example/admin'], ['//evil.example/admin'], ['/administrator'], ['/admin/../about'], ['/admin//evil.example'], ['/admin/sign-in?next=/admin'], ['/\\evil.example'], [42], [undefined]])(
    'replaces %s with /admin',
    (value) => expect(safeAdminPath(value)).toBe('/admin'),
  );
});

describe('admin request bodies', () => {
  const post = (body: string, type: string) => new Request('http://x/api/admin/erase', { method: 'POST', body, headers: { 'content-type': type } });

  it('reads a browser form and JSON alike, and refuses anything else', async () => {
    expect(fromForm(post('email=a%40b.c', 'application/x-www-form-urlencoded'))).toBe(true);
    expect(await readFields(post('email=a%40b.c', 'application/x-www-form-urlencoded'))).toEqual({ email: 'a@b.c' });
    expect(await readFields(post('{"email":"a@b.c"}', 'application/json'))).toEqual({ email: 'a@b.c' });
    expect(await readFields(post('[1]', 'application/json'))).toBeNull();
    expect(await readFields(post('email', 'text/plain'))).toBeNull();
  });
});
