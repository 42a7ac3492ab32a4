import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { FormField } from '@/components/forms/form-field';
import { DocumentVerdictView, type VerifyOutcome } from '@/components/letters/document-verdict';
import { PageBanner } from '@/components/ui/page-banner';
import { verifyTexts } from '@/content/letter-pages';
import { serverEnv } from '@/lib/env';
import type { FieldDef } from '@/lib/forms/fields';
import { clientKeyOf } from '@/lib/http';
import { verifyDocumentCode, verifySignedDocument } from '@/lib/letters/verify';
import { countDocumentCheck, documentVerifyDeps } from '@/lib/runtime';

const t = verifyTexts;

/** The code printed on a letter or certificate (verify-code). */
const codeField: FieldDef = {
  name: 'code',
  label: t.codeLabel,
  hint: t.codeHint,
  type: 'text',
  required: true,
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 20,
};

export const metadata: Metadata = {
  title: t.title,
  description: t.lead,
  alternates: { canonical: '/letters/verify' },
  // A verdict names a person: never indexed, and its links (the QR's) never followed.
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The verdict on the QR's `doc` (the signed statement itself) or a typed `code`; none for an empty form. */
async function outcomeOf(doc: string | undefined, code: string | undefined): Promise<VerifyOutcome | null> {
  if (!doc && !code?.trim()) return null;
  const decision = await countDocumentCheck(clientKeyOf(await headers(), serverEnv().TRUSTED_PROXY_HOPS));
  if (!decision.allowed) return { state: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
  return doc ? verifySignedDocument(documentVerifyDeps(), doc) : verifyDocumentCode(documentVerifyDeps(), code ?? '');
}

/**
 * /letters/verify: a consular officer, or anyone, checks a visa invitation letter or a certificate
 * of attendance by the code printed on it (a GET form: works without script, and the answer's URL
 * can be shared) or by its QR code, whose link carries the signed statement (?doc=). The verdict is
 * the server's (lib/letters/verify.ts); a QR's signature can also be checked offline against
 * GET /api/tickets/keys (docs/letters.md). Anonymous checks are rate-limited per client. A database
 * failure says so on the page: a page render cannot answer 503 in Next.js (see
 * app/(english)/admin/unavailable/route.ts).
 */
export default async function LetterVerifyPage({ searchParams }: PageProps<'/letters/verify'>) {
  const params = await searchParams;
  const doc = first(params.doc);
  const code = first(params.code);
  const outcome = await outcomeOf(doc, code);
  return (
    <>
      <PageBanner title={t.title} lead={t.lead} />
      <section className="container-page max-w-2xl space-y-8 py-12 sm:py-16">
        {outcome ? <DocumentVerdictView outcome={outcome} /> : null}
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
          <p className="text-base text-ink">{t.intro}</p>
          <form
            method="get"
            action="/letters/verify"
            aria-label={t.formName}
            className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end"
          >
            <FormField
              field={codeField}
              idPrefix="verify"
              value={doc ? '' : (code ?? '')}
              className="flex-1"
              controlClassName="min-h-12 font-mono uppercase"
            />
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white hover:bg-brand-dark sm:mb-6"
            >
              {t.submit}
            </button>
          </form>
          <p className="mt-6 text-sm text-muted">
            {t.keysNote} <code className="font-mono text-ink">/api/tickets/keys</code>.
          </p>
        </div>
      </section>
    </>
  );
}
