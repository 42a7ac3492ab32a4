export interface PdfFont {
  name: string;
  type: string;
  encoding: string;
  embedded: boolean;
  subset: boolean;
  /** Whether it has a ToUnicode map (its text can be extracted and searched). */
  unicode: boolean;
}
export declare function pdfFonts(bytes: Uint8Array): PdfFont[];
export declare function pdfToText(bytes: Uint8Array): string;
