import type { Metadata } from 'next';
import { FormPage, formPageMetadata } from '@/components/forms/form-page';
import { localeParam } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formPageMetadata('partner', '/register-partner', await localeParam(params));
}

export default async function RegisterPartnerPage({ params }: Props) {
  return <FormPage form="partner" locale={await localeParam(params)} />;
}
