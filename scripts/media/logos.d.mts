/** Types of logos.mjs for its tests. */
export interface LogoDesign {
  colours: { main: string; accent: string; ground: string };
  family: 'badge' | 'letter' | 'tiles' | 'wordmark' | 'boxed' | 'stacked';
  shape: string;
  key: string;
  upper: boolean;
  kind: 'radio' | 'screen' | 'press' | null;
  layout: 'left' | 'stack';
}
export declare function initials(name: string, max?: number): string;
export declare function logoDesign(name: string, taken?: Set<string>): LogoDesign;
export declare function logo(name: string, design: LogoDesign): string;
