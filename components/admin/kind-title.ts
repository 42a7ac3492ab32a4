import { formRegistry, type FormKind } from '@/lib/forms/registry';

/** A kind's heading in the organiser area, from its registry entry's name. */
export function kindTitle(kind: FormKind): string {
  return kind === 'newsletter'
    ? 'Newsletter'
    : formRegistry[kind].texts.name.replace(/ form$/i, '').replace(/^./, (first) => first.toUpperCase());
}
