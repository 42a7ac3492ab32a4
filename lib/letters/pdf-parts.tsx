import 'server-only';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { qrSymbol } from '@/lib/tickets/qr-symbol';
import { formatDocumentCode } from '@/lib/letters/statement';

/**
 * The pieces every server-rendered PDF (visa letter, certificate of attendance) shares. The PDF
 * library is imported only when a PDF is rendered (renderPdf), on the server: no PDF code reaches a
 * browser. DejaVu Sans (public/fonts) prints every name the registration form accepts.
 */
export const PDF_FONT = 'DejaVu Sans';

export const pdfColors = {
  ink: '#141016',
  plum: '#2d0f3f',
  gold: '#f5b700',
  brand: '#b8360f',
  muted: '#5b5560',
  sand: '#fbf6ee',
  rule: '#e4dde8',
};

export type PdfLibrary = typeof import('@react-pdf/renderer');

let library: Promise<PdfLibrary> | null = null;

/** The PDF library, loaded once and with the font registered. */
function pdfLibrary(): Promise<PdfLibrary> {
  library ??= import('@react-pdf/renderer').then((pdf) => {
    pdf.Font.register({ family: PDF_FONT, src: join(process.cwd(), 'public', 'fonts', 'DejaVuSans.ttf') });
    // Names, passport numbers and document numbers must never be split with a hyphen.
    pdf.Font.registerHyphenationCallback((word) => [word]);
    return pdf;
  });
  return library;
}

/** Renders a document built with the library to PDF bytes. */
export async function renderPdf(build: (pdf: PdfLibrary) => ReactElement<DocumentProps>): Promise<Buffer> {
  const pdf = await pdfLibrary();
  return pdf.renderToBuffer(build(pdf));
}

/**
 * The verification block: the QR code of the document's verify link (vector; error correction
 * M, as the signed link is long) and the typed code beside it, with where to check it.
 */
export function VerificationBlock({
  pdf,
  url,
  code,
  siteHost,
  sizeMm = 32,
}: {
  pdf: PdfLibrary;
  url: string;
  code: string;
  siteHost: string;
  sizeMm?: number;
}) {
  const { Path, Rect, Svg, Text, View } = pdf;
  const qr = qrSymbol(url, 'M');
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={{ width: `${sizeMm}mm`, height: `${sizeMm}mm` }}>
        <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
        <Path d={qr.path} fill="none" stroke="#000000" strokeWidth={1} />
      </Svg>
      <View style={{ marginLeft: '4mm', flex: 1 }}>
        <Text style={{ fontSize: 8, color: pdfColors.muted }}>
          Verify this document: scan the code, or enter the verification code at
        </Text>
        <Text style={{ fontSize: 9 }}>{`${siteHost}/letters/verify`}</Text>
        <Text style={{ fontSize: 12, marginTop: '1.5mm', letterSpacing: 1 }}>{formatDocumentCode(code)}</Text>
      </View>
    </View>
  );
}
