import 'server-only';
import { certificateTexts, letterTexts, letterhead } from '@/content/letters';
import { edition, site } from '@/lib/edition';
import { siteUrl } from '@/lib/site-url';
import { longDate } from './dates';
import { documentVerifyUrl, type IssuedDocument } from './documents';
import { PDF_FONT, pdfColors, renderPdf, VerificationBlock, type PdfLibrary } from './pdf-parts';
import type { LetterRequest } from './requests';

/**
 * The two documents as PDF bytes, rendered on the server when one is downloaded (the library is
 * loaded then, lib/letters/pdf-parts.tsx): the visa invitation letter (one A4 page, portrait)
 * and the certificate of attendance (A4 landscape). What they say is content/letters.ts with
 * the document's own facts filled in.
 */

const eventDates = `${longDate(site.startDate)} to ${longDate(site.endDate)}`;
const venue = `${site.venue.name}, ${site.venue.street}, ${site.venue.locality}, Nigeria`;

/** Fills the {placeholders} of a content text; an unknown one is a mistake in the content. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in a letter text`);
    return value;
  });
}

/** The letter's paragraphs for this request, as printed. */
export function letterParagraphs(
  request: Pick<
    LetterRequest,
    | 'fullName'
    | 'passportNumber'
    | 'nationality'
    | 'dateOfBirth'
    | 'arrival'
    | 'departure'
    | 'organisation'
    | 'role'
    | 'coversCosts'
  >,
): string[] {
  const values: Record<string, string> = {
    foundation: letterhead.foundation,
    holder: request.fullName,
    nationality: request.nationality,
    dateOfBirth: longDate(request.dateOfBirth),
    passportNumber: request.passportNumber,
    event: edition.title,
    eventDates,
    venue,
    arrival: longDate(request.arrival),
    departure: longDate(request.departure),
    organisation: request.organisation ?? '',
    role: request.role ?? '',
  };
  values.organisationSentence = request.organisation
    ? fill(request.role ? letterTexts.organisationSentence : letterTexts.organisationOnlySentence, values)
    : '';
  values.costs = fill(request.coversCosts ? letterTexts.costsCovered : letterTexts.costsNotCovered, values);
  return letterTexts.paragraphs.map((paragraph) => fill(paragraph, values));
}

const siteHost = () => new URL(siteUrl()).host;

function Letterhead({ pdf }: { pdf: PdfLibrary }) {
  const { Text, View } = pdf;
  return (
    <View
      style={{
        borderBottomWidth: 2,
        borderBottomColor: pdfColors.gold,
        paddingBottom: '4mm',
        flexDirection: 'row',
        justifyContent: 'space-between',
      }}
    >
      <View>
        <Text style={{ fontSize: 15, color: pdfColors.plum }}>{letterhead.foundation}</Text>
        <Text style={{ fontSize: 9, color: pdfColors.muted, marginTop: '1mm' }}>{edition.title}</Text>
      </View>
      <View style={{ alignItems: 'flex-end' }}>
        {letterhead.address.map((line) => (
          <Text key={line} style={{ fontSize: 8.5, color: pdfColors.muted }}>
            {line}
          </Text>
        ))}
        <Text style={{ fontSize: 8.5, color: pdfColors.muted }}>{`${site.contact.phone} · ${site.contact.email}`}</Text>
        <Text style={{ fontSize: 8.5, color: pdfColors.muted }}>{siteHost()}</Text>
      </View>
    </View>
  );
}

/** The visa invitation letter of an approved request. */
export function letterPdf(document: IssuedDocument, request: LetterRequest): Promise<Buffer> {
  const signed = document.signed;
  if (!signed) throw new Error(`Letter ${document.number} has no signed statement`);
  return renderPdf((pdf) => {
    const { Document, Page, Text, View } = pdf;
    const paragraph = { fontSize: 10.5, lineHeight: 1.45, marginTop: '3.5mm' };
    return (
      <Document title={`Letter of invitation ${document.number}`} author={letterhead.foundation} language="en">
        <Page
          size="A4"
          style={{ fontFamily: PDF_FONT, color: pdfColors.ink, paddingVertical: '16mm', paddingHorizontal: '20mm' }}
        >
          <Letterhead pdf={pdf} />
          <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: '6mm', fontSize: 10 }}>
            <Text>{`Reference: ${document.number}`}</Text>
            <Text>{`Lagos, ${longDate(signed.issuedOn)}`}</Text>
          </View>
          <View style={{ marginTop: '6mm', fontSize: 10.5 }}>
            <Text>To:</Text>
            <Text>{request.embassy}</Text>
          </View>
          <Text style={{ marginTop: '6mm', fontSize: 11.5, color: pdfColors.plum }}>
            {fill(letterTexts.subject, { event: edition.title })}
          </Text>
          <Text style={paragraph}>{letterTexts.salutation}</Text>
          {letterParagraphs(request).map((text) => (
            <Text key={text} style={paragraph}>
              {text}
            </Text>
          ))}
          <Text style={{ ...paragraph, marginTop: '6mm' }}>{letterTexts.closing}</Text>
          <Text style={{ fontSize: 10.5, marginTop: '10mm' }}>{letterhead.signatory.name}</Text>
          <Text style={{ fontSize: 9.5, color: pdfColors.muted }}>{letterhead.signatory.title}</Text>
          <View
            style={{
              position: 'absolute',
              left: '20mm',
              right: '20mm',
              bottom: '14mm',
              borderTopWidth: 1,
              borderTopColor: pdfColors.rule,
              paddingTop: '3mm',
            }}
          >
            <VerificationBlock
              pdf={pdf}
              url={documentVerifyUrl(signed)}
              code={document.code}
              siteHost={siteHost()}
              sizeMm={30}
            />
          </View>
        </Page>
      </Document>
    );
  });
}

/** The certificate of attendance of a ticket's holder. */
export function certificatePdf(document: IssuedDocument): Promise<Buffer> {
  const signed = document.signed;
  if (!signed) throw new Error(`Certificate ${document.number} has no signed statement`);
  return renderPdf((pdf) => {
    const { Document, Page, Text, View } = pdf;
    return (
      <Document title={`${certificateTexts.title} ${document.number}`} author={letterhead.foundation} language="en">
        <Page size="A4" orientation="landscape" style={{ fontFamily: PDF_FONT, color: pdfColors.ink, padding: '14mm' }}>
          <View
            style={{
              flex: 1,
              borderWidth: 3,
              borderColor: pdfColors.gold,
              paddingVertical: '12mm',
              paddingHorizontal: '18mm',
              alignItems: 'center',
            }}
          >
            <Text style={{ fontSize: 13, color: pdfColors.plum }}>{letterhead.foundation}</Text>
            <Text style={{ fontSize: 30, marginTop: '8mm', color: pdfColors.plum }}>{certificateTexts.title}</Text>
            <Text style={{ fontSize: 12, marginTop: '8mm' }}>{certificateTexts.certifies}</Text>
            <Text style={{ fontSize: 24, marginTop: '4mm', color: pdfColors.brand }}>{signed.holder}</Text>
            <Text style={{ fontSize: 12, marginTop: '4mm', textAlign: 'center', lineHeight: 1.4 }}>
              {fill(certificateTexts.attended, { event: edition.title, eventDates, venue })}
            </Text>
            <View
              style={{
                marginTop: 'auto',
                width: '100%',
                flexDirection: 'row',
                justifyContent: 'space-between',
                alignItems: 'flex-end',
              }}
            >
              <View>
                <Text style={{ fontSize: 10 }}>{`Number: ${document.number}`}</Text>
                <Text style={{ fontSize: 10 }}>{`Issued on ${longDate(signed.issuedOn)}`}</Text>
                <Text style={{ fontSize: 10, marginTop: '6mm' }}>{letterhead.signatory.name}</Text>
                <Text style={{ fontSize: 9, color: pdfColors.muted }}>{letterhead.signatory.title}</Text>
              </View>
              <View style={{ width: '110mm' }}>
                <VerificationBlock
                  pdf={pdf}
                  url={documentVerifyUrl(signed)}
                  code={document.code}
                  siteHost={siteHost()}
                  sizeMm={36}
                />
              </View>
            </View>
          </View>
        </Page>
      </Document>
    );
  });
}
