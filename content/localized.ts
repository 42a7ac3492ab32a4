/**
 * The content of each language, in one typed place: the pages read `localizedContent(locale)`
 * instead of importing a content module, so an English page reads content/X.ts and a French page
 * content/fr/X.ts, the French twin with the same shape. Adding a language: its modules under
 * content/{code}/ and one entry below; the type (each text a string, the same keys, the same
 * arrays) fails the build on a missing piece.
 *
 * The people and the programme are here too: each language gives the speakers' roles and bios
 * and the sessions' titles and descriptions (content/fr/speakers.ts, content/fr/past-speakers.ts,
 * content/fr/programme.ts); names, ids, dates and rooms are the English data's. Pages that find a
 * speaker or a session by its id in content/ pass it through `speakers.speaker` or
 * `programme.session` for its words in the page's language.
 */
import { about } from './about';
import { lostTicketTexts, selfCancelTexts } from './attendee-help';
import {
  marketDirectoryTexts,
  marketEditorTexts,
  marketMeetingsTexts,
  marketMeTexts,
  marketProfileTexts,
  marketSignInTexts,
} from './market';
import { africanCountries, otherCountries, type Country } from './countries';
import { edition } from './edition';
import type { Edition } from './schemas/edition';
import type { NavItem, SiteLink } from './schemas/items';
import type { PartnerTier } from './schemas/partners';
import type { Site } from './schemas/site';
import { faqItems } from './faq';
import { formPages } from './form-pages';
import { editionGalleryImages, galleryHeroItems, galleryImages } from './gallery';
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
import { portraitAlt, type EditionSpeaker, type Speaker } from './schemas/speakers';
import type { Session } from './schemas/programme';
import { editionSpeakers } from './speakers';
import { pastSpeakers } from './past-speakers';
import { programme as sessions } from './programme';
import { site } from './site';
import { about as frAbout } from './fr/about';
import { lostTicketTexts as frLostTicketTexts, selfCancelTexts as frSelfCancelTexts } from './fr/attendee-help';
import {
  marketDirectoryTexts as frMarketDirectoryTexts,
  marketEditorTexts as frMarketEditorTexts,
  marketMeetingsTexts as frMarketMeetingsTexts,
  marketMeTexts as frMarketMeTexts,
  marketProfileTexts as frMarketProfileTexts,
  marketSignInTexts as frMarketSignInTexts,
} from './fr/market';
import { africanCountries as frAfricanCountries, otherCountries as frOtherCountries } from './fr/countries';
import { edition as frEdition } from './fr/edition';
import { faqItems as frFaqItems } from './fr/faq';
import { formPages as frFormPages } from './fr/form-pages';
import {
  editionGalleryImages as frEditionGalleryImages,
  galleryHeroItems as frGalleryHeroItems,
  galleryImages as frGalleryImages,
} from './fr/gallery';
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
import { editionSpeakers as frEditionSpeakers, frenchSpeaker, portraitAlt as frPortraitAlt } from './fr/speakers';
import { pastSpeakers as frPastSpeakers } from './fr/past-speakers';
import type { Translation } from './fr/translation';

const english: LocalizedContent = {
  site,
  edition,
  navigation: { mainNavigation, footerQuickLinks, footerLegalLinks },
  home,
  about,
  faqItems,
  formPages,
  gallery: { galleryImages, galleryHeroItems, editionGalleryImages },
  partnerTiers,
  partnerEvents: { editionPartnerEvents, previousPartnerEvents },
  privacy,
  terms,
  registration: { attendeeCategories, registrationTexts, claimTexts },
  attendeeHelp: { lostTicketTexts, selfCancelTexts },
  market: {
    signIn: marketSignInTexts,
    me: marketMeTexts,
    directory: marketDirectoryTexts,
    profile: marketProfileTexts,
    editor: marketEditorTexts,
    meetings: marketMeetingsTexts,
  },
  ticketDocumentTexts,
  countries: { africanCountries, otherCountries },
  schedules: { pastScheduleDays, programmeBoards },
  /** The programme's own words around the sessions (tracks, formats, rooms, days, dates, times). */
  programme: {
    trackLabels,
    formatLabels,
    roomName: (room: string) => room,
    dayLabel,
    formatDate,
    formatTime,
    sessions,
    session: (session) => session,
  },
  speakers: { portraitAlt, editionSpeakers, pastSpeakers, speaker: (speaker) => speaker },
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
  gallery: {
    galleryImages: typeof galleryImages;
    galleryHeroItems: typeof galleryHeroItems;
    editionGalleryImages: typeof editionGalleryImages;
  };
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
  market: {
    signIn: Translation<typeof marketSignInTexts>;
    me: Translation<typeof marketMeTexts>;
    meetings: Translation<typeof marketMeetingsTexts>;
    directory: Translation<typeof marketDirectoryTexts>;
    profile: Translation<typeof marketProfileTexts>;
    editor: Translation<typeof marketEditorTexts>;
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
    /** Every session of the programme, its title and description in the language. */
    sessions: readonly Session[];
    /** One session (found by id in content/programme.ts) with its words in the language. */
    session: <S extends Pick<Session, 'id' | 'title' | 'description' | 'slug'>>(session: S) => S;
  };
  speakers: {
    portraitAlt: (name: string) => string;
    /** This edition's speakers, in the English list's order, their roles and bios in the language. */
    editionSpeakers: readonly EditionSpeaker[];
    /** The past editions' speakers, their roles in the language. */
    pastSpeakers: readonly (Speaker & Pick<(typeof pastSpeakers)[number], 'look'>)[];
    /** One 2025 speaker (found by id in content/speakers.ts) with the role and bio in the language. */
    speaker: <S extends Pick<EditionSpeaker, 'id' | 'title' | 'bio'>>(speaker: S) => S;
  };
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
  gallery: {
    galleryImages: frGalleryImages,
    galleryHeroItems: frGalleryHeroItems,
    editionGalleryImages: frEditionGalleryImages,
  },
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
  market: {
    signIn: frMarketSignInTexts,
    me: frMarketMeTexts,
    directory: frMarketDirectoryTexts,
    profile: frMarketProfileTexts,
    editor: frMarketEditorTexts,
    meetings: frMarketMeetingsTexts,
  },
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
    sessions: frProgramme.sessions,
    session: frProgramme.frenchSession,
  },
  speakers: {
    portraitAlt: frPortraitAlt,
    editionSpeakers: frEditionSpeakers,
    pastSpeakers: frPastSpeakers,
    speaker: frenchSpeaker,
  },
  news: { articles: frArticles, articlesNewestFirst: frArticlesNewestFirst },
};

const content: Record<Locale, LocalizedContent> = { en: english, fr: french };

export function localizedContent(locale: Locale): LocalizedContent {
  return content[locale];
}
