import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { adminRows, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { expectNoViolations } from './support/axe';
import { mailsTo, uniqueEmail, uniqueIp } from './support/forms';
import { askForLink, mailedLink, register } from './support/market';
import { kb, lighthousePhone, measurePageJs } from '../scripts/lib/js-weight.mjs';

/**
 * The market's profiles on the organiser-area server (one database for the participant and the
 * organisers; its mails go to the mock provider): a participant writes a profile with a picture,
 * an organiser rejects it with a reason (mailed), the participant edits it, the organiser approves
 * it; the directory finds it by its words and by each filter as one types and through its GET form
 * without script, at 390 and 1280 px; its page carries JSON-LD only when it may be indexed. Gate
 * staff and participants do not reach the moderation.
 */
test.use({ baseURL: adminUrl });

/** Letters only: the name's last word, unique to this run, which the search finds. */
const token = `q${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const name = `Ngozi Okafor ${token}`;
const slug = `ngozi-okafor-${token}`;
/** The directory's page size (lib/market/directory.ts). */
const DIRECTORY_PAGE = 24;

async function signInParticipant(page: Page, email: string) {
  await register(page.request, email, 'en', adminUrl);
  await askForLink(page, email);
  await expect(page.getByText('If this address is registered, a sign-in link is on its way')).toBeVisible();
  await page.goto(await mailedLink(email, adminUrl));
  await expect(page).toHaveURL(/\/market\/me$/);
}

async function axeAt(page: Page, width: number, state: string) {
  await page.setViewportSize({ width, height: 900 });
  await expectNoViolations(page, `${state} at ${width} px`);
}

const auditOf = async () =>
  // Entries name the person by id, never by their name.
  (
    await adminRows(
      'SELECT actor, action, detail FROM audit_log WHERE target = (SELECT person_id FROM market_profiles WHERE slug = ?) ORDER BY at',
      [slug],
    )
  ).map((row) => ({
    ...row,
  }));

test('a profile is written, rejected with a mailed reason, edited, approved and found', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  const email = uniqueEmail('market-profile');
  await signInParticipant(page, email);

  // No profile yet: the page says so and leads to the editor.
  const section = page.getByRole('region', { name: 'Your profile' });
  await expect(section).toContainText('You have no profile yet');
  await section.getByRole('link', { name: 'Create your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your market profile' })).toBeVisible();
  await axeAt(page, 390, 'the empty editor');

  // A refused save keeps what was typed and says what is wrong, by the field.
  const form = page.getByRole('form', { name: 'Market profile' });
  await form.getByLabel('Display name').fill(name);
  await form.getByLabel('Organisation (optional)').fill('Dakar Looms');
  await form.getByLabel(/^Buyer:/).check();
  await form.getByLabel('Country').selectOption('SN');
  await form.getByLabel('What we offer').fill('Hand-woven textiles and indigo cloth for hotels and retailers.');
  await form.locator('#profile-offerLang').selectOption('fr');
  await form.getByLabel('Link 1').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(form.getByText('Tick at least one sector')).toBeVisible();
  await expect(form.getByText('Enter a full address starting with https:// or http://')).toBeVisible();
  await expect(form.getByLabel('Display name')).toHaveValue(name);
  await axeAt(page, 1280, 'the editor with its errors');

  await form.getByLabel('Music').check();
  await form.getByLabel('Dance').check();
  await form.getByLabel('Link 1').fill('https://dakarlooms.example/catalogue');
  await form.getByLabel('Search engines may list my profile').uncheck();
  await form.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Saved. Your profile is now waiting for the organisers’ review',
  );
  await expect(page.getByLabel('What we offer')).toHaveAttribute('lang', 'fr');

  // The picture: a camera JPEG with EXIF goes in, a WebP without it comes out.
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#b8360f' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
    .toBuffer();
  await page.locator('#profile-picture').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: 'Upload the picture' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Picture saved. Your profile is waiting for the organisers’ review.',
  );
  const picture = page.getByRole('img', { name: 'Your current picture' });
  const pictureResponse = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(pictureResponse.headers()['content-type']).toBe('image/webp');
  const served = await sharp(await pictureResponse.body()).metadata();
  expect([served.format, served.width, served.exif]).toEqual(['webp', 480, undefined]);
  // Not published yet: nobody else gets the picture, nor the page.
  const pictureSrc = (await picture.getAttribute('src')) ?? '';
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${adminUrl}${pictureSrc}`)).status()).toBe(404);
  // The page itself: a 404 in the site's frame and the page's language, saying why it may be so.
  const missing = await stranger.newPage();
  expect((await missing.goto(`${adminUrl}/fr/market/${slug}`))?.status()).toBe(404);
  await expect(missing.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
  await expect(missing.getByRole('main').getByRole('link', { name: 'Parcourir le marché' })).toHaveAttribute(
    'href',
    '/fr/market',
  );
  await stranger.close();
  expect((await page.request.get(`/market/${slug}`)).status()).toBe(404);

  // The organiser rejects it with a reason; the reason is mailed and audited.
  const organiserContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const organiser = await organiserContext.newPage();
  await signInWithForm(organiser, users.organiser, undefined, '/admin/market');
  await expect(organiser.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  await expect(organiser.getByRole('link', { name: 'the meetings, tables and settings' })).toHaveAttribute(
    'href',
    '/admin/market/meetings',
  );
  const card = organiser.getByTestId('moderated-profile').filter({ hasText: name });
  await expect(card).toContainText('Waiting for the organisers’ review');
  await expect(card.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await axeAt(organiser, 1280, '/admin/market');
  await card.getByLabel('Reason (emailed to the person)').fill('Please describe what you buy, not what you sell.');
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(organiser.getByRole('status')).toContainText('Rejected: the reason is emailed to its owner');
  await expect
    .poll(
      async () => (await mailsTo(email)).filter((mail) => mail.subject === 'Your market profile needs a change').length,
    )
    .toBe(1);
  const [rejection] = (await mailsTo(email)).filter((mail) => mail.subject === 'Your market profile needs a change');
  expect(rejection.message).toContain('Please describe what you buy, not what you sell.');

  // The participant sees the reason, edits and sends it again.
  await page.goto('/market/me');
  await expect(section).toContainText('Not published: the organisers asked for a change');
  await expect(section).toContainText('Please describe what you buy, not what you sell.');
  await section.getByRole('link', { name: 'Edit your profile' }).click();
  await form.getByLabel('What we are looking for').fill('Weavers and designers with collections ready for export.');
  await form.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('waiting for the organisers’ review');

  await organiser.goto('/admin/market');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(organiser.getByRole('status')).toContainText('Approved');
  expect(await auditOf()).toEqual([
    {
      actor: users.organiser,
      action: 'market-profile-rejected',
      detail: 'reason: Please describe what you buy, not what you sell.',
    },
    { actor: users.organiser, action: 'market-profile-approved', detail: null },
  ]);
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.subject === 'Your market profile is published'))
    .toBe(true);

  // Its page: the words with their language, the link kept out of search engines' trust, no
  // JSON-LD and noindex (the owner did not allow indexing); its owner gets no "Request a meeting".
  await organiser.goto(`/market/${slug}`);
  await expect(organiser.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(organiser.getByText('Hand-woven textiles')).toHaveAttribute('lang', 'fr');
  await expect(organiser.getByRole('link', { name: 'dakarlooms.example/catalogue' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  await expect(organiser.getByRole('link', { name: 'Request a meeting' })).toHaveAttribute(
    'href',
    `/market/${slug}/request`,
  );
  await expect(organiser.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(organiser.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axeAt(organiser, 390, 'the profile page');
  await page.goto(`/market/${slug}`);
  await expect(page.getByText('This is your profile, as others see it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a meeting' })).toHaveCount(0);
  // In the directory a participant is led to their own page, not asked to sign in again.
  await page.goto('/market');
  await expect(
    page
      .getByRole('complementary', { name: 'You are taking part in the market' })
      .getByRole('link', { name: 'Your market page' }),
  ).toHaveAttribute('href', '/market/me');
  // Allowed to be indexed: JSON-LD, an Organization since it names one.
  await adminRows('UPDATE market_profiles SET indexable = 1 WHERE slug = ?', [slug]);
  await organiser.reload();
  const jsonLd = JSON.parse((await organiser.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Dakar Looms', member: { name } });
  await expect(organiser.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

  // The directory with script: it follows the search as one types, and each filter.
  await organiser.setViewportSize({ width: 1280, height: 900 });
  await organiser.goto('/market');
  await expect(
    organiser.getByRole('complementary', { name: 'Attending or exhibiting? Take part in the market' }),
  ).toBeVisible();
  const directory = organiser.getByTestId('market-directory');
  const count = organiser.locator('#directory-count');
  await organiser
    .getByRole('searchbox', { name: 'Search the market' })
    .pressSequentially(`okafor ${token}`, { delay: 20 });
  await expect(organiser).toHaveURL(new RegExp(`\\?q=okafor\\+${token}$`));
  await expect(count).toHaveText('1 participant');
  await expect(directory.getByRole('link', { name })).toBeVisible();
  for (const [label, value, other] of [
    ['Role', 'buyer', 'seller'],
    ['Sector', 'dance', 'film-tv'],
    ['Country', 'SN', ''],
  ] as const) {
    await organiser.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption(value);
    await expect(organiser).toHaveURL(new RegExp(`${label.toLowerCase()}=${value}`));
    await expect(count).toHaveText('1 participant');
    if (other) {
      await organiser.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption(other);
      await expect(count).toHaveText('0 participants');
      await organiser.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption(value);
      await expect(count).toHaveText('1 participant');
    }
  }
  await axeAt(organiser, 1280, 'the directory, filtered');
  await axeAt(organiser, 390, 'the directory, filtered');
  await organiserContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory’s GET form finds a published profile by words and each filter, at 390 px', async ({ page }) => {
    // A published profile of its own, written straight into the server's database.
    const id = `e2e-${token}`;
    const displayName = `Amara Diallo ${token}`;
    await adminRows(
      "INSERT INTO market_people (id, email, kind, source_id, locale, created_at) VALUES (?, ?, 'attendee', ?, 'en', ?)",
      [id, uniqueEmail('market-nojs'), id, Date.now()],
    );
    await adminRows(
      `INSERT INTO market_profiles (person_id, slug, display_name, organisation, role, sectors, country, offer, status, search_text, created_at, updated_at, published_at)
       VALUES (?, ?, ?, 'Accra Sounds', 'investor', '["gaming-tech"]', 'GH', 'Seed capital', 'published', ?, ?, ?, ?)`,
      [
        id,
        `amara-diallo-${token}`,
        displayName,
        `${displayName.toLowerCase()}\naccra sounds\nseed capital\n`,
        Date.now(),
        Date.now(),
        Date.now(),
      ],
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/market');
    await expect(page.locator('#directory-count')).toHaveText(/^\d[\d,]* participants?$/);
    await page.getByRole('searchbox', { name: 'Search the market' }).fill(`diallo ${token}`);
    await page.getByRole('combobox', { name: /^Role/ }).selectOption('investor');
    await page.getByRole('combobox', { name: /^Sector/ }).selectOption('gaming-tech');
    await page.getByRole('combobox', { name: /^Country/ }).selectOption('GH');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/market\\?q=diallo\\+${token}&role=investor&sector=gaming-tech&country=GH$`),
    );
    await expect(page.locator('#directory-count')).toHaveText('1 participant');
    await expect(page.getByTestId('market-directory').getByRole('link', { name: displayName })).toBeVisible();
    // Each filter alone finds it too; another value does not.
    for (const query of ['role=investor', 'sector=gaming-tech', 'country=GH']) {
      await page.goto(`/market?q=${token}&${query}`);
      await expect(page.locator('#directory-count')).toHaveText('1 participant');
    }
    await page.goto(`/fr/market?q=${token}&role=buyer`);
    await expect(page.getByText('Aucun participant ne correspond à cette recherche')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir tous les participants' })).toHaveAttribute('href', '/fr/market');
  });
});

test.describe('the editor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts natively in French: a refusal keeps what was typed, a save goes to review', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
    const email = uniqueEmail('market-profile-nojs');
    await register(page.request, email, 'fr', adminUrl);
    await askForLink(page, email, '/fr/market/sign-in');
    await page.goto(await mailedLink(email, adminUrl));
    await expect(page).toHaveURL(/\/fr\/market\/me$/);
    await page.getByRole('link', { name: 'Créer votre profil' }).click();
    const form = page.getByRole('form', { name: 'Profil du marché' });
    await form.getByLabel('Nom affiché').fill(`Aïcha Konaté ${token}`);
    await form.getByLabel(/^Vendeur/).check();
    await form.getByLabel('Pays').selectOption('CI');
    await form.getByRole('button', { name: 'Enregistrer et envoyer pour vérification' }).click();
    await expect(form.getByText('Cochez au moins un secteur')).toBeVisible();
    await expect(form.getByLabel('Nom affiché')).toHaveValue(`Aïcha Konaté ${token}`);
    await form.getByLabel('Mode et habillement').check();
    await form.getByRole('button', { name: 'Enregistrer et envoyer pour vérification' }).click();
    await expect(page).toHaveURL(/\/fr\/market\/me\/profile\?saved=1$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Votre profil attend maintenant la vérification',
    );
    const [row] = await adminRows(
      'SELECT p.status, p.slug, p.search_text FROM market_profiles p JOIN market_people m ON m.id = p.person_id WHERE m.email = ?',
      [email],
    );
    expect({ ...row }).toEqual({
      status: 'pending',
      slug: `aicha-konate-${token}`,
      search_text: `aicha konate ${token}\n\n\n`,
    });
  });
});

test('gate staff get 403 on /admin/market; a participant’s session is sent to sign in', async ({
  page,
  playwright,
}) => {
  const gate = await playwright.request.newContext();
  expect((await signInWithApi(gate, users.gate, uniqueIp())).status()).toBe(200);
  expect((await gate.get(`${adminUrl}/admin/market`, { maxRedirects: 0 })).status()).toBe(403);
  await gate.dispose();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await signInParticipant(page, uniqueEmail('market-not-organiser'));
  await page.goto('/admin/market');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fmarket$/);
});

test('a phone’s first view of a full directory page, pictures included, is at most 300 KB', async ({ browser }) => {
  // 24 published profiles with a picture each, named to sort first: a whole page of pictures.
  const webp = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#4a1c63' } })
    .webp({ quality: 80 })
    .toBuffer();
  const now = Date.now();
  for (let i = 0; i < DIRECTORY_PAGE; i += 1) {
    const id = `e2e-phone-${token}-${i}`;
    const displayName = `Aaba Phone ${token} ${String(i).padStart(2, '0')}`;
    await adminRows(
      "INSERT INTO market_people (id, email, kind, source_id, locale, created_at) VALUES (?, ?, 'attendee', ?, 'en', ?)",
      [id, `${id}@example.com`, id, now],
    );
    await adminRows(
      `INSERT INTO market_profiles (person_id, slug, display_name, organisation, role, sectors, country, status, has_image, search_text, created_at, updated_at, published_at)
       VALUES (?, ?, ?, 'Lagos Reel Studios', 'seller', '["film-tv","music"]', 'NG', 'published', 1, ?, ?, ?, ?)`,
      [id, `aaba-phone-${token}-${i}`, displayName, `${displayName.toLowerCase()}\n`, now, now, now],
    );
    await adminRows(
      'INSERT INTO market_profile_images (person_id, webp, width, height, updated_at) VALUES (?, ?, 1200, 1200, ?)',
      [id, webp, now],
    );
  }
  const context = await browser.newContext(lighthousePhone);
  try {
    const page = await context.newPage();
    // Filtered to these 24: other suites' profiles on this server may sort before them.
    const measured = await measurePageJs(page, `${adminUrl}/market?q=aaba+phone+${token}`, { includeMedia: true });
    await expect(page.getByTestId('market-directory').locator('img')).toHaveCount(DIRECTORY_PAGE);
    const detail = measured.transfers
      .map((r) => `${kb(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`)
      .join('\n');
    test.info().annotations.push({ type: 'bytes', description: kb(measured.transfer) });
    expect(measured.transfer, detail).toBeLessThanOrEqual(300_000);
  } finally {
    await context.close();
  }
});
