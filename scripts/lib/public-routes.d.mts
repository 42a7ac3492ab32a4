export const ticketSample: {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
};
export const ticketData: string;
export const ticketPath: string;
export const ticketErrorPath: string;
export const newsProbePath: string;
export const sessionProbePath: string;
export const speakerProbePath: string;
export const offlinePath: string;

export function resolveNewsArticle(baseUrl: string): Promise<string | null>;
