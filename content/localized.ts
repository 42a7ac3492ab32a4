/**
 * The content of each language, in one typed place: the pages read `localizedContent(locale)`
 * instead of importing a content module, so an English page reads content/X.ts and a French page
 * content/fr/X.ts, the French twin with the same shape. Adding a language: its modules under
 * content/{code}/ and one entry below; the type (each text a string, the same keys, the same
 * arrays) fails the build on a missing piece.
 *
 * Not here, because they are not translated (they keep the language they were given in and are
 * marked lang="en" on other languages' pages): the names, titles and bios of speakers, session
 * titles and descriptions (content/programme.ts).
 */
import { about } from './about';
import { lostTicketTexts, selfCancelTexts } from './attendee-help';
import { africanCountries, otherCountries, type Country } from './countries';
import { edition } from './edition';
import type { Edition } from './schemas/edition';
import type { NavItem, SiteLink } from './schemas/items';
import type { PartnerTier } from './schemas/partners';
import type { Site } from './schemas/site';
import { faqItems } from './faq';
import { formPages } from './form-pages';
import { galleryHeroItems, galleryImages } from './gallery';
import { home } from './home';
import { articles, articlesNewestFirst } from './news';
import type { Article } from './schemas/news';
import { ticketDocumentTexts } from './letter-pages';
import type { Locale } from './locales';
import { footerLegalLinks, footerQuickLinks, mainNavigation } from './navigation';
import { editionPartnerEvents, previousPartnerEvents } from './partner-events';
import { partnerTiers } from './partners';
import { privacy } from './privacy';
import { terms } from './terms';
import { attendeeCategories, claimTexts, registrationTexts } from './registration';
import { pastScheduleDays, programmeBoards } from './schedules';
import { dayLabel, formatDate, formatLabels, formatTime, trackLabels } from './schemas/programme';
import { portraitAlt } from './schemas/speakers';
import { site } from './site';
import { about as frAbout } from './fr/about';
import { lostTicketTexts as frLostTicketTexts, selfCancelTexts as frSelfCancelTexts } from './fr/attendee-help';
import { africanCountries as frAfricanCountries, otherCountries as frOtherCountries } from './fr/countries';
import { edition as frEdition } from './fr/edition';
import { faqItems as frFaqItems } from './fr/faq';
import { formPages as frFormPages } from './fr/form-pages';
import { galleryHeroItems as frGalleryHeroItems, galleryImages as frGalleryImages } from './fr/gallery';
import { home as frHome } from './fr/home';
import { articles as frArticles, articlesNewestFirst as frArticlesNewestFirst } from './fr/news';
import { ticketDocumentTexts as frTicketDocumentTexts } from './fr/letter-pages';
import {
  footerLegalLinks as frFooterLegalLinks,
  footerQuickLinks as frFooterQuickLinks,
  mainNavigation as frMainNavigation,
} from './fr/navigation';
import {
  editionPartnerEvents as frEditionPartnerEvents,
  previousPartnerEvents as frPreviousPartnerEvents,
} from './fr/partner-events';
import { partnerTiers as frPartnerTiers } from './fr/partners';
import { privacy as frPrivacy } from './fr/privacy';
import { terms as frTerms } from './fr/terms';
import * as frProgramme from './fr/programme';
import {
  attendeeCategories as frAttendeeCategories,
  claimTexts as frClaimTexts,
  registrationTexts as frRegistrationTexts,
} from './fr/registration';
import { pastScheduleDays as frPastScheduleDays, programmeBoards as frProgrammeBoards } from './fr/schedules';
import { site as frSite } from './fr/site';
import { portraitAlt as frPortraitAlt } from './fr/speakers';
import type { Translation } from './fr/translation';

const english: LocalizedContent = {
  site,
  edition,
  navigation: { mainNavigation, footerQuickLinks, footerLegalLinks },
  home,
  about,
  faqItems,
  formPages,
  gallery: { galleryImages, galleryHeroItems },
  partnerTiers,
  partnerEvents: { editionPartnerEvents, previousPartnerEvents },
  privacy,
  terms,
  registration: { attendeeCategories, registrationTexts, claimTexts },
  attendeeHelp: { lostTicketTexts, selfCancelTexts },
  ticketDocumentTexts,
  countries: { africanCountries, otherCountries },
  schedules: { pastScheduleDays, programmeBoards },
  /** The programme's own words around the sessions (tracks, formats, rooms, days, dates, times). */
  programme: { trackLabels, formatLabels, roomName: (room: string) => room, dayLabel, formatDate, formatTime },
  speakers: { portraitAlt },
  news: { articles, articlesNewestFirst },
};

/**
 * What every language provides: the English set's shape. Modules built by their zod schema have
 * the schema's type; the English `as const` texts are widened (each text a string).
 */
export type LocalizedContent = {
  site: Site;
  edition: Edition;
  navigation: { mainNavigation: NavItem[]; footerQuickLinks: SiteLink[]; footerLegalLinks: SiteLink[] };
  home: typeof home;
  about: Translation<typeof about>;
  faqItems: typeof faqItems;
  formPages: typeof formPages;
  gallery: { galleryImages: typeof galleryImages; galleryHeroItems: typeof galleryHeroItems };
  partnerTiers: PartnerTier[];
  partnerEvents: {
    editionPartnerEvents: typeof editionPartnerEvents;
    previousPartnerEvents: typeof previousPartnerEvents;
  };
  privacy: typeof privacy;
  terms: typeof terms;
  registration: {
    attendeeCategories: readonly { value: string; label: string }[];
    registrationTexts: Translation<typeof registrationTexts>;
    claimTexts: Translation<typeof claimTexts>;
  };
  attendeeHelp: {
    lostTicketTexts: Translation<typeof lostTicketTexts>;
    selfCancelTexts: Translation<typeof selfCancelTexts>;
  };
  ticketDocumentTexts: Translation<typeof ticketDocumentTexts>;
  countries: { africanCountries: readonly Country[]; otherCountries: readonly Country[] };
  schedules: { pastScheduleDays: typeof pastScheduleDays; programmeBoards: typeof programmeBoards };
  programme: {
    trackLabels: Record<keyof typeof trackLabels, string>;
    formatLabels: Record<keyof typeof formatLabels, string>;
    roomName: (room: string) => string;
    dayLabel: (day: number) => string;
    formatDate: typeof formatDate;
    formatTime: (time: string) => string;
  };
  speakers: { portraitAlt: (name: string) => string };
  /** The articles, one address per article in every language (its English title's slug). */
  news: { articles: readonly Article[]; articlesNewestFirst: readonly Article[] };
};

const french: LocalizedContent = {
  site: frSite,
  edition: frEdition,
  navigation: {
    mainNavigation: frMainNavigation,
    footerQuickLinks: frFooterQuickLinks,
    footerLegalLinks: frFooterLegalLinks,
  },
  home: frHome,
  about: frAbout,
  faqItems: frFaqItems,
  formPages: frFormPages,
  gallery: { galleryImages: frGalleryImages, galleryHeroItems: frGalleryHeroItems },
  partnerTiers: frPartnerTiers,
  partnerEvents: { editionPartnerEvents: frEditionPartnerEvents, previousPartnerEvents: frPreviousPartnerEvents },
  privacy: frPrivacy,
  terms: frTerms,
  registration: {
    attendeeCategories: frAttendeeCategories,
    registrationTexts: frRegistrationTexts,
    claimTexts: frClaimTexts,
  },
  attendeeHelp: { lostTicketTexts: frLostTicketTexts, selfCancelTexts: frSelfCancelTexts },
  ticketDocumentTexts: frTicketDocumentTexts,
  countries: { africanCountries: frAfricanCountries, otherCountries: frOtherCountries },
  schedules: { pastScheduleDays: frPastScheduleDays, programmeBoards: frProgrammeBoards },
  programme: {
    trackLabels: frProgramme.trackLabels,
    formatLabels: frProgramme.formatLabels,
    roomName: frProgramme.roomName,
    dayLabel: frProgramme.dayLabel,
    formatDate: frProgramme.formatDate,
    formatTime: frProgramme.formatTime,
  },
  speakers: { portraitAlt: frPortraitAlt },
  news: { articles: frArticles, articlesNewestFirst: frArticlesNewestFirst },
};

const content: Record<Locale, LocalizedContent> = { en: english, fr: french };

export function localizedContent(locale: Locale): LocalizedContent {
  return content[locale];
}
