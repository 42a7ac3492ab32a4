import type { Metadata } from 'next';
import { FormPage, formPageMetadata } from '@/components/forms/form-page';
import { localeParam } from '@/lib/i18n/params';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formPageMetadata('contact', '/contact', await localeParam(params));
}

export default async function ContactPage({ params }: Props) {
  return <FormPage form="contact" withContactDetails locale={await localeParam(params)} />;
}
