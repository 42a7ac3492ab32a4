import { Document, Font, Page, Path, pdf, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { qrSymbol } from '@/lib/tickets/qr-symbol';
import type { TicketPdfData } from './download-pdf-button';

/**
 * The printable ticket: A4 portrait laid out in millimetres, the QR code 80 × 80 mm. Loaded only
 * through a dynamic import from the Download PDF button.
 *
 * The PDF standard fonts cover Latin-1 only, so names such as Adébáyọ̀ or Chiamaka Nwọsu would
 * print as gaps; DejaVu Sans (public/fonts, Bitstream Vera licence) has those letters and their
 * combining marks, and is embedded (subset) by the renderer.
 */
const FONT_FAMILY = 'DejaVu Sans';
let fontRegistered = false;

function registerFont() {
  if (fontRegistered) return;
  Font.register({ family: FONT_FAMILY, src: new URL('/fonts/DejaVuSans.ttf', window.location.origin).href });
  // Names, e-mail addresses and ticket ids must never be split with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
  fontRegistered = true;
}

const colors = {
  ink: '#141016',
  plum: '#2d0f3f',
  gold: '#f5b700',
  brand: '#b8360f',
  muted: '#5b5560',
  sand: '#fbf6ee',
};

const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, color: colors.ink, padding: '15mm', fontSize: 11 },
  band: { backgroundColor: colors.plum, color: '#ffffff', padding: '8mm', borderRadius: '4mm' },
  eyebrow: { color: colors.gold, fontSize: 10 },
  eventName: { fontSize: 22, marginTop: '2mm' },
  eventDetails: { fontSize: 10, marginTop: '2mm', color: '#e9e3ee' },
  qrBox: { alignItems: 'center', marginTop: '10mm' },
  qr: { width: '80mm', height: '80mm' },
  details: { marginTop: '8mm', marginHorizontal: '10mm' },
  row: { flexDirection: 'row', paddingVertical: '2.5mm', borderBottomWidth: 0.5, borderBottomColor: '#e4dde8' },
  label: { width: '35mm', color: colors.muted, fontSize: 10 },
  value: { flex: 1, fontSize: 12 },
  instruction: {
    marginTop: '8mm',
    marginHorizontal: '10mm',
    padding: '4mm',
    backgroundColor: colors.sand,
    textAlign: 'center',
    fontSize: 11,
  },
  contact: { marginTop: '6mm', textAlign: 'center', fontSize: 10, color: colors.muted },
});

function TicketPdfDocument({ ticket }: { ticket: TicketPdfData }) {
  // The same symbol as on screen (error correction H, quiet zone of 2 modules), as vector art.
  const qr = qrSymbol(ticket.qrContent);
  const { labels } = ticket;
  const rows: [string, string][] = [
    [labels.name, ticket.fullName],
    [labels.email, ticket.email],
    [labels.company, ticket.company],
    [labels.ticketId, ticket.ticketId],
  ];
  return (
    <Document title={labels.title} author={ticket.eventName} subject={labels.subject} language={ticket.language}>
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.eyebrow}>{labels.eyebrow}</Text>
          <Text style={styles.eventName}>{ticket.eventName}</Text>
          <Text style={styles.eventDetails}>{ticket.eventDetails}</Text>
        </View>
        <View style={styles.qrBox}>
          <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={styles.qr}>
            <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
            <Path d={qr.path} fill="none" stroke="#000000" strokeWidth={1} />
          </Svg>
        </View>
        <View style={styles.details}>
          {rows.map(([label, value]) => (
            <View key={label} style={styles.row}>
              <Text style={styles.label}>{label}</Text>
              <Text style={styles.value}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={styles.instruction}>{ticket.instruction}</Text>
        <Text style={styles.contact}>{labels.questions}</Text>
      </Page>
    </Document>
  );
}

/** Renders the ticket PDF in the browser and saves it under its file name (ticketPdfFileName). */
export async function downloadTicketPdf(ticket: TicketPdfData): Promise<void> {
  registerFont();
  const blob = await pdf(<TicketPdfDocument ticket={ticket} />).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ticket.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them time before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
