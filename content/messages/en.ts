/**
 * The interface catalogue in English: every text of the site's own interface that is not content
 * (the header and footer, menus, buttons, banners, form labels and their server messages, tabs,
 * empty states, the ticket page and its PDF, page titles and descriptions). Content (about, FAQ,
 * programme, …) lives in the content modules, their French twins under content/fr/. `{name}` marks
 * a value filled in by lib/i18n's `fill`.
 *
 * The end-to-end tests assert the English values (docs/product.md, "Pinned texts"): change a test
 * with its text, on purpose. Each other language's catalogue (content/messages/fr.ts) is typed
 * `Messages`, so a key missing there (or one it adds) fails the type check.
 */
export const en = {
  common: {
    /** Read by screen readers after a link that opens another site in a new tab. */
    opensInNewTab: ' (opens in a new tab)',
  },
  shell: {
    notFound: {
      title: 'We could not find this page',
      text: 'It may have moved, or it is not public: a market profile, for instance, shows only once the organisers have approved it.',
      home: 'Go to the home page',
      market: 'Browse the market',
    },
    skipLink: 'Skip to content',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    mainMenu: 'Main menu',
    socialMedia: 'Social media',
    onNetwork: '{name} on {network}',
    quickLinks: 'Quick links',
    contact: 'Contact',
    newsletter: 'Newsletter',
    newsletterLead: 'News, speakers and schedule updates, straight to your inbox.',
    /** The header's one button, by the edition's phase (components/layout/header-action.ts). */
    action: {
      register: 'Register',
      schedule: 'See the Schedule',
      today: 'Today’s Schedule',
      nextEdition: 'Get {year} News',
    },
    rights: '{organiser}. All rights reserved.',
    /** The name of the language switch's list (the links name each language in itself). */
    languages: 'Languages',
    /**
     * The suggestion an English page makes to a first visitor whose browser prefers another of
     * the site's languages, written in that language (so this one is shown on no page today).
     */
    suggestion: {
      text: 'This site is also in English.',
      link: 'Read this page in English',
      dismiss: 'No thanks',
      label: 'Language',
    },
  },
  /** Texts of the browser islands, handed to them by the layouts (components/i18n/client-texts.tsx). */
  client: {
    carousel: {
      slideOf: '{index} of {total}',
      chooseSlide: 'Choose a slide',
      goToSlide: 'Go to slide {index}',
      next: 'Next slide',
      previous: 'Previous slide',
      pause: 'Pause automatic slide show',
      play: 'Start automatic slide show',
    },
    image: {
      unavailable: 'Image unavailable',
      unavailableLabel: '{alt} (image unavailable)',
    },
    countdown: { days: 'days', hours: 'hours', min: 'min', sec: 'sec' },
    star: {
      label: 'Star {title}',
      starred: 'In My agenda: press to remove',
      add: 'Add to My agenda',
      text: 'Star',
    },
    filters: {
      form: 'Filter the sessions',
      search: 'Search sessions',
      searchPlaceholder: 'Title, topic or speaker',
      track: 'Track',
      allTracks: 'All tracks',
      format: 'Format',
      allFormats: 'All formats',
      all: '{count} sessions over the {period}.',
      matchOne: '{count} session matches over the {period}.',
      matchMany: '{count} sessions match over the {period}.',
      clear: 'Clear filters',
    },
    now: { now: 'Now', next: 'Next', jump: 'Jump to now' },
    agenda: {
      empty:
        'No starred sessions yet. Press the star next to a session to add it to your agenda; it is kept in this browser only.',
      addOne: 'Add my agenda to my calendar (.ics, {count} session)',
      addMany: 'Add my agenda to my calendar (.ics, {count} sessions)',
    },
    map: { show: 'Show map', cookies: 'Loads Google Maps, which may set cookies.' },
    pdf: {
      error: 'There was an error generating the ticket PDF. Please try again.',
      preparing: 'Preparing PDF…',
      download: 'Download PDF',
    },
    offline: { nothingSaved: 'No pages are saved yet: open the schedule once with a network.' },
    form: {
      select: 'Select',
      honeypot: 'Leave this field empty',
      error: 'An unexpected error occurred. Please try again later.',
      email: 'Email address',
      emailPlaceholder: 'Your email address',
    },
  },
  forms: {
    contact: {
      name: 'Contact form',
      submit: 'Send Message',
      submitting: 'Sending...',
      success: 'Your message has been sent successfully!',
      emailNotSent: 'Your enquiry has been logged, but we could not send you a confirmation email just now.',
      failure: 'Failed to submit contact form. Please try again.',
    },
    partner: {
      name: 'Partner Registration Form',
      submit: 'Register',
      submitting: 'Registering...',
      success: 'Partner registration successful!',
      emailNotSent: 'Your registration has been received, but we could not send you a confirmation email just now.',
      failure: 'Failed to submit partner registration. Please try again.',
    },
    exhibition: {
      name: 'Exhibition registration form',
      // Its own words, true before the edition and after it (an application for the next one):
      // the contact form's "Send Message" did not say that this asks for a stand.
      submit: 'Apply to Exhibit',
      submitting: 'Sending...',
      success: 'Exhibition registration successful! .',
      emailNotSent: 'Your registration succeeded, but we could not send you a confirmation email just now.',
      failure: 'Failed to submit exhibition registration. Please try again.',
    },
    registration: {
      name: 'Registration form',
      submit: 'Register',
      submitting: 'Registering...',
      success: 'Registration successful! We have emailed you your ticket.',
      emailNotSent: 'Your registration succeeded, but we could not send you your ticket by email just now.',
      failure: 'Failed to submit registration. Please try again.',
    },
    newsletter: {
      name: 'Newsletter',
      submit: 'Subscribe',
      submitting: 'Subscribing...',
      success: 'Thank you for subscribing! You will receive our news and schedule updates.',
      emailNotSent: '',
      failure: 'Subscription failed. Please try again.',
    },
    /** Each field's label and placeholder, by the form field's name. */
    fields: {
      firstName: { label: 'First Name', placeholder: 'First Name' },
      lastName: { label: 'Last Name', placeholder: 'Last Name' },
      emailAddress: { label: 'Email Address', placeholder: 'Email Address' },
      altEmailAddress: { label: 'Alternative Email Address', placeholder: 'Alternative Email Address' },
      phoneNumber: { label: 'Phone Number', placeholder: 'Phone Number' },
      altPhoneNumber: { label: 'Alternative Phone Number', placeholder: 'Alternative Phone Number' },
      contactCategory: { label: 'Category', empty: 'Select Category' },
      contactMessage: { label: 'Message', placeholder: 'How can we help you?' },
      fullName: { label: 'Full Name', placeholder: 'Full Name' },
      companyName: { label: 'Name of Company', placeholder: 'Name of Company' },
      partnerMessage: { label: 'Message', placeholder: 'Tell us about your partnership interest' },
      company: { label: 'Company', placeholder: 'Company' },
      industry: { label: 'Industry', empty: 'Select Category' },
      website: { label: 'Website', placeholder: 'https://example.com' },
      services: {
        label: 'Services',
        placeholder: 'Services, separated by commas',
        hint: 'List your products or services, separated by commas.',
      },
      comments: { label: 'Comments', placeholder: 'Anything else we should know?' },
      registrationCompany: { label: 'Company', placeholder: 'Company (optional)' },
      country: { label: 'Country', empty: 'Select Country', africa: 'Africa', restOfWorld: 'Rest of the world' },
      attendeeCategory: { label: 'Category', empty: 'Select Category' },
    },
    contactCategories: {
      'general-enquiries': 'General Enquiries',
      'book-exhibition-space': 'Book a Exhibition Space',
      'lodge-complain': 'Lodge a Complain',
      'be-partner': 'Be a Partner',
    },
    industries: {
      technology: 'Technology',
      healthcare: 'Healthcare',
      'finance-&-banking': 'Finance & Banking',
      education: 'Education',
      manufacturing: 'Manufacturing',
      'retail-&-e-commerce': 'Retail & E-commerce',
      'real-estate': 'Real Estate',
      agriculture: 'Agriculture',
      'oil-&-gas': 'Oil & Gas',
      telecommunications: 'Telecommunications',
      'media-&-entertainment': 'Media & Entertainment',
      'transportation-&-logistics': 'Transportation & Logistics',
      'government-&-public-sector': 'Government & Public Sector',
      'non-profit': 'Non-Profit',
      consulting: 'Consulting',
      other: 'Other',
    },
    /** The server's refusals, returned beside each field (lib/forms/schemas.ts). */
    validation: {
      required: '{field} is required',
      notText: '{field} must be text',
      tooLong: '{field} must be at most {max} characters',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      website: 'Enter a valid website address starting with http:// or https://',
      chooseCategory: 'Choose a category',
      chooseIndustry: 'Choose an industry',
      chooseCountry: 'Choose a country',
      consent: 'Please agree to the privacy notice to register',
      notObject: 'The body must be a JSON object',
      control: '{field} must not contain control characters (such as tabs or invisible characters)',
      surrogate: '{field} contains a character that is not valid text',
      bidi: '{field} must not contain text-direction override characters',
      /** The fields as the messages above name them. */
      names: {
        firstName: 'First name',
        lastName: 'Last name',
        emailAddress: 'Email address',
        altEmailAddress: 'Alternative email address',
        phoneNumber: 'Phone number',
        altPhoneNumber: 'Alternative phone number',
        message: 'Message',
        fullName: 'Full name',
        companyName: 'Name of company',
        company: 'Company',
        website: 'Website',
        services: 'Services',
        comments: 'Comments',
      },
    },
    /** Why a post failed, when the visitor can act on it. */
    failures: {
      tooManyRequests: 'Too many requests. Please wait a minute and try again.',
      registrationClosed: 'Registration for the {year} edition has officially closed. See you next year!',
      databaseUnavailable:
        'The service is temporarily unavailable: its database is not answering. Please try again in a few seconds.',
    },
    /** The 403 page of a form posted from another site (proxy.ts). */
    foreignPost: {
      title: 'Form not accepted',
      text: 'This form was sent from another website, so it was not accepted. To send it, open the form on this site and send it from there.',
      link: 'Open the form',
    },
  },
  home: {
    addToCalendar: 'Add the {year} schedule to your calendar',
    seeProgramme: 'See the Schedule',
    countdown: 'Time until {title} opens',
    register: 'Register Now',
    highlights: 'Watch Highlights',
    hackathon: 'Apply for the {year} Hackathon',
    /** Before the event with registration closed: the button to /register says so. */
    registrationClosed: 'Registration for the {year} edition is closed.',
    /** During the event. */
    live: {
      // The hero draws the dots between the parts (components/ui/dot-separated.tsx): none ends a line.
      eyebrow: 'Live now · Day {day} of {days} · {place}',
      tagline: 'Day {day} of {title} is under way at {venue}. Here is what is on now and next, and how to get in.',
      programme: 'Today’s Schedule',
      venue: 'Venue and Directions',
      ticket: 'Find Your Ticket',
      nowNextTitle: 'On the schedule today',
      now: 'Now',
      next: 'Next',
      nothingNow: 'Nothing is running at this moment.',
      nothingNext: 'No more sessions today.',
      fullDay: 'See the Whole Day',
    },
    /** After the event: the edition in review. */
    review: {
      title: '{shortTitle} in review',
      tagline:
        'Thank you, Lagos. {length} of film, music, fashion, art and tech, the people who made them and what they started.',
      highlights: 'Watch Highlights',
      story: 'Read the Review of the Edition',
      galleryTitle: 'Moments from the market',
      galleryAll: 'See the Whole Gallery',
      newsEyebrow: 'The closing story',
      certificateTitle: 'Attended? Download your certificate',
      certificateText: 'Every attendee whose ticket was scanned at the gate can download a certificate of attendance.',
      /** How, step by step. */
      certificateSteps: {
        open: 'Open the link in your ticket email: it leads to your ticket page.',
        download: 'Download your certificate there, as a PDF with your name and the edition.',
        verify: 'A partner, an employer or an embassy can check that it is genuine on our verification page.',
      },
      certificateLink: 'Lost the email? Get your ticket sent again',
      seeYouTitle: 'See you in {year}',
      seeYouLead:
        'The dates of {shortName} {year}, the first speakers and the opening of registration reach the newsletter first.',
      newsletterName: 'Newsletter: news of {shortName} {year}',
    },
    aboutEyebrow: 'About ACM',
    learnMore: 'Learn More',
    learnMoreSuffix: ' about Africa Creative Market',
    statsLabel: 'ACM in numbers',
    sectorsEyebrow: 'Sectors',
    sectorsTitle: 'Six industries, one market',
    speakersEyebrow: 'Voices of ACM',
    speakersTitle: 'Past Speakers',
    speakersAll: 'View All Past Speakers',
    /** After the edition, the strip shows its speakers. */
    speakersTitleAfter: 'The speakers of {year}',
    partnersEyebrow: 'Partners',
    partnersTitle: 'The partners behind {shortTitle}',
    partnersAll: 'See All Partners',
    partnerCtaTitle: 'Become a Partner',
    partnerCtaLead:
      'Put your brand at the heart of Africa’s creative economy: sponsor a summit, host a partner event or reach thousands of creatives, buyers and investors in Lagos.',
    partnerCtaButton: 'Become a Partner',
  },
  about: {
    title: 'About Us',
    description:
      'Africa Creative Market connects Africa’s creatives with global demand: our background, our mission and why the continent’s 1.4 percent share of a 6 trillion dollar creative economy must grow.',
    eyebrow: 'About Us',
    becomePartner: 'Become a Partner',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about {title}: dates, venue, free entry and registration, invitation-only events, exhibiting, partnering and tickets.',
    eyebrow: 'FAQ',
    lead: 'Everything you need to know before you come to Lagos.',
    /** After the edition, instead of the lead, and the note above the answers. */
    leadAfter: 'How the {year} edition ran, and how to reach us about the next one.',
    overTitle: 'The {year} edition is over',
    over: 'These answers describe how it ran, {dates}. Questions about {nextYear}? Write to',
    stillAsking: 'Still have a question? Write to',
  },
  gallery: {
    title: 'Gallery of Activities',
    description:
      'Photographs from {name}: panels, keynotes, runway shows, marketplace booths, live music and delegates networking in Lagos.',
    lead: 'Four days of conversations, showcases and deals: a look back at the people and moments of the {year} edition.',
    highlights: 'Highlights',
    heroLabel: 'Highlights of the {year} edition',
    photos: 'Photos',
    /** Once the edition is over: its pictures come first, then the edition before's. */
    eyebrowAfter: '{previousYear} and {year} editions',
    leadAfter:
      'Four days of conversations, showcases and deals: a look back at the people and moments of the {year} and {previousYear} editions.',
    editionLead:
      'The stages, halls and courtyard of the {year} edition in {count} pictures, from the opening keynote to the last night.',
    earlierLead: 'The {year} edition: its highlights, then every photo.',
    empty: 'No images available to display',
  },
  news: {
    title: 'News',
    description:
      'News, previews and stories from {title}: the schedule, the people and the creative economy in Lagos and across Africa.',
    eyebrow: 'Latest from {shortTitle}',
    heading: 'News & Updates',
    lead: 'Previews, schedule news and stories from the people building Africa’s creative economy, from the Women in Film day to the Legal Summit.',
    articles: 'Articles',
    readMore: 'Read More',
    readMoreSuffix: ' about {title}',
    back: 'Back to News',
    /** The words around an article's blocks. */
    blocks: {
      contactUs: 'Contact us',
      contactInfo: 'Contact information',
      telephone: 'Telephone',
      email: 'Email',
      venue: 'Venue',
      emailAction: 'Email {email}',
      callAction: 'Call {phone}',
      contactForm: 'Contact form',
      share: 'Share this article',
      shareOn: 'Share on {network} (opens in a new tab)',
      shareByEmail: 'Share by email',
      socialMedia: 'Social media',
      socialOn: '{name} on {network} (opens in a new tab)',
      stayUpdated: 'Stay Updated',
      readLatest: 'Read the latest news',
      aboutTitle: 'About {name}',
      moreAbout: 'More about {name}',
    },
  },
  partners: {
    title: 'Partners',
    description:
      'The Diamond, Supporting, Program and Media partners of {title}, our past partners, and how to become one.',
    eyebrow: 'Partners',
    heading: 'Partner with {title}',
    lead: 'Put your brand at the heart of Africa’s creative economy. Over {length} in Lagos, our partners meet thousands of creatives, investors and policymakers across film, music, fashion, art, gaming and tech.',
    /** Once the edition has begun: partnering is for the next one. */
    headingNext: 'Partner with {shortName} {nextYear}',
    leadNext:
      'Put your brand at the heart of Africa’s creative economy in {nextYear}. Over {length} in Lagos in {year}, the partners below met thousands of creatives, investors and policymakers across film, music, fashion, art, gaming and tech.',
    button: 'Become a Partner',
  },
  partnerEvents: {
    title: 'Partner Events',
    description:
      'The {count} partner events of {title} in {place}, from the FashionEVO Summit to the {shortName} Creative Hackathon, and the {previousCount} events of {previousYear}.',
    lead: 'Summits, showcases and competitions run with our partners across the {length} of the market.',
    yearTitle: '{year} Partner Events',
    thisEditionLead: '{count} events this {month}: register early, places are limited.',
    /** During the event: some have taken place, some are to come. */
    duringEditionLead: 'The {count} events of this {month}, alongside the market: register for those still to come.',
    /** After the event: what took place, with no registration. */
    pastLead: 'Summits, showcases and competitions our partners held across the {length} of the market.',
    pastEditionLead: 'The {count} events that ran alongside the market in {month} {year}.',
    previousLead: 'What our partners brought to the {year} edition.',
    addToCalendar: 'Add to calendar',
    register: 'Register',
    registerSuffix: ' for {title} (opens in a new tab)',
    /** Under a carousel where no script brings its arrows and dots. */
    scrollHint: '{count} events: scroll sideways to see them all.',
  },
  schedule: {
    title: '{year} Schedule',
    description:
      'The schedule of {title}, {dates} in {place}: the {length} at a glance, its {count} sessions to filter, star and add to your calendar, and the Events Guide to download as a PDF.',
    lead: '{length} of summits, showcases, the marketplace and the art exhibition. Take the full guide with you.',
    guideIntro: 'Every session, venue and partner event of the {length} in one printable guide.',
    calendarAll: 'Add the whole schedule to your calendar (.ics)',
    guide: 'Download the {year} Events Guide',
    /** After the edition: the programme as a record, with nothing left to plan. */
    pastDescription:
      'The schedule of {title}, {dates} in {place}: the {length} at a glance, its {count} sessions as they took place, and the Events Guide as it was printed.',
    pastLead:
      '{length} of summits, showcases, the marketplace and the art exhibition, as they took place in {month} {year}.',
    pastGuideIntro: 'Every session, venue and partner event of the {length}, as the printed guide gave them.',
    pastGuide: 'The {year} Events Guide',
    tabsLabel: '{year} schedule',
    overview: 'Overview',
    day: 'Day {day}',
    sessionsOn: 'Sessions on {date}',
    myAgenda: 'My agenda',
    noMatch: 'No sessions on this day match the filters.',
    boardAlt: 'Schedule board: {title}',
    boardText: 'Read this schedule as text',
    boardSpeakers: 'Speakers: {speakers} · Venue: {venue}',
  },
  pastSchedule: {
    title: 'Past Schedule',
    description:
      'The day-by-day schedule of {name} {year}: sessions, speakers and venues of all four days, as images and as text.',
    lead: 'How the {year} edition ran, day by day. Each schedule board can also be read as text.',
    tabsLabel: 'Past schedule by day',
  },
  session: {
    back: '← Back to the schedule',
    when: 'When',
    where: 'Where',
    partOf: 'Part of',
    addToCalendar: 'Add to calendar (.ics)',
    register: 'Register for this event',
    /** After the event, instead of the calendar and registration links. */
    tookPlace: 'This session took place at {title}.',
    review: 'Read the review of the edition',
    speakers: 'Speakers',
    imageAlt: 'A session of {name} {year}',
  },
  speakers: {
    title: '{year} Speakers',
    description:
      'Meet the {count} filmmakers, musicians, designers, investors, lawyers and policymakers speaking at {title} in {place}, {dates}.',
    lead: 'The voices shaping Africa’s creative economy: creators, founders, investors and policymakers from across the continent and the diaspora.',
    back: '← All {year} speakers',
    sessions: 'Sessions at the {year} edition',
    /** After the edition: the sessions the speaker gave, each linking to its page. */
    sessionsPast: 'Spoke at the {year} edition',
    addToCalendar: 'Add to calendar',
    profileDescription: '{name}, {title}: speaker at {site} {year}. {bio}',
    portrait: 'Portrait of {name}',
  },
  speakerSearch: {
    label: 'Find a speaker',
    hint: 'Name, role or organisation',
    sector: 'Sector',
    allSectors: 'All sectors',
    submit: 'Search',
    clear: 'Clear',
    all: 'All {total} speakers',
    one: '{shown} of {total} speakers',
    some: '{shown} of {total} speakers',
    none: 'No speaker matches “{query}”.',
    noneInSector: 'No speaker matches “{query}” in {sector}.',
    noneHelp: 'Check the spelling, try a first name, a surname or an organisation, or choose another sector.',
    showAll: 'Show all speakers',
    sectors: {
      'film-tv': 'Film & TV',
      music: 'Music',
      fashion: 'Fashion',
      design: 'Design & architecture',
      art: 'Art',
      photography: 'Photography',
      dance: 'Dance',
      media: 'Media & content',
      'gaming-tech': 'Gaming & tech',
      sports: 'Sports entertainment',
      writing: 'Books & writing',
      business: 'Business, law & policy',
    },
  },
  pastSpeakers: {
    title: 'Past Speakers',
    description: 'The creatives, executives, investors and policymakers who have spoken at {name} since {year}.',
    lead: 'Film, music, fashion, art, gaming and policy leaders who have shared their work on our stages.',
    /** The banner's eyebrow: the editions the page covers. */
    editionsLabel: '{first} – {last} editions',
    /** Once the edition is over, its speakers come first, under this heading and line. */
    editionHeading: '{year} speakers',
    editionLead: 'Who spoke at the {year} edition. Open a card for their profile and sessions.',
    earlierHeading: 'Earlier editions, {first} – {last}',
  },
  register: {
    title: 'Register for the {year} edition',
    lead: 'Join us for an enriching experience',
    descriptionOpen: 'Register to attend {title}: your ticket is emailed to you straight away.',
    descriptionClosed: 'Registration for {title} has closed. See you next year!',
    closedTitle: 'Registration Closed',
    closedLine: 'Registration for the {year} event has officially closed.',
    seeYou: 'See you next year!',
    future: 'For information about future events, please contact the organisers at',
    contact: 'Contact Us',
    news: 'Read the latest news',
    lostTicketDescription: 'Registered but cannot find your ticket? Enter your email address and we send it again.',
    dear: 'Dear {name},',
    cancelDescription: 'Cancel your registration from the link in your ticket email.',
    /** After the event: the edition is over, whatever REGISTRATION_OPEN says. */
    over: {
      title: 'The {year} edition is over',
      lead: 'Thank you to everyone who joined us in Lagos, {dates}.',
      description: '{title} took place from {dates}. See you in {next}!',
      heading: 'Registration Closed',
      line: '{title} took place from {dates}. Thank you for coming.',
      seeYou: 'See you in {year}!',
      certificate: 'Attended? Your certificate of attendance is on your ticket page, linked from your ticket email.',
      review: 'Read the review of the edition',
    },
    /** During the edition, while registration is closed. */
    during: {
      title: '{shortTitle} is on now',
      lead: 'Day {day} of {days} at {venue}, {place}.',
      line: 'Registration for the {year} edition has closed. Registered? Your ticket is in your email: show its QR code at the gate, on your phone or printed.',
      seeYou: 'See you at the venue!',
      schedule: 'Today’s Schedule',
      venue: 'Venue and Directions',
    },
  },
  contact: {
    address: 'Address',
    telephone: 'Telephone',
    email: 'Email',
    country: 'Nigeria',
    mapTitle: 'Map of {place}',
    openMaps: 'Open in Google Maps',
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'What the Africa Creative Market forms collect, why, how long it is kept, who receives it, and how to ask for access or erasure (Nigeria Data Protection Act 2023).',
    eyebrow: 'Data protection',
    updated: 'Last updated {date}',
    forms: 'What each form collects',
    what: 'What:',
    why: 'Why:',
    howLong: 'How long:',
  },
  terms: {
    title: 'Terms of use',
    description:
      'The terms of the Africa Creative Market site and event: registration, personal tickets, conduct, photography and filming, intellectual property, liability and the law that applies.',
    eyebrow: 'Legal',
    updated: 'Last updated {date}',
    contents: 'On this page',
  },
  offline: {
    title: 'You are offline',
    description: 'This page is not saved for reading without a network.',
    lead: 'This page has not been saved on this device. The schedule pages you have opened before can be read without a network:',
  },
  ticket: {
    title: 'Your ticket',
    description: 'Your {title} ticket: QR code for check-in and PDF download.',
    appTitle: 'My ticket',
    eyebrow: 'EVENT TICKET',
    qrLabel: 'QR code of ticket {id} for {name}',
    instruction: 'Please present this QR code at the event entrance for check-in',
    questions: 'Questions? Contact',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    ticketId: 'Ticket ID',
    notSpecified: 'Not specified',
    loading: 'Loading your ticket…',
    errorTitle: 'Error Loading Ticket',
    errorLine: 'Could not load the QR code. Invalid or corrupted data.',
    errorHelp: 'Please open the link from your registration email again. If it still fails, contact support at',
    pdfTitle: '{event} ticket {id}',
    pdfSubject: 'Event ticket',
    pdfQuestions: 'Questions? Contact {email}',
    /** The home-screen app of a ticket (its web app manifest). */
    appName: '{shortTitle} ticket: {name}',
    appNameBare: '{shortTitle} ticket',
    appDescription: 'Your {title} ticket: its QR code for check-in, also without a network.',
  },
};

/** The shape every language's catalogue has: the same keys, each a string. */
export type Messages = typeof en;
