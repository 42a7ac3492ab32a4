export const ticketPath: string;
export const ticketErrorPath: string;
export const newsProbePath: string;
export const sessionProbePath: string;
export const speakerProbePath: string;
export const offlinePath: string;

export function resolveNewsArticle(baseUrl: string): Promise<string | null>;
