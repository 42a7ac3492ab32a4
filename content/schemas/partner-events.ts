import { z } from 'zod';
import { eventCardSchema } from './items';

/** A list of `count` partner events with distinct titles. */
export const eventList = <S extends z.ZodType<{ title: string }>>(count: number, schema: S) =>
  z
    .array(schema)
    .length(count)
    .refine((events) => new Set(events.map((event) => event.title)).size === events.length, 'titles must be unique');

/**
 * An event of this edition, with its words for after it (`pastDescription`: what took place),
 * which /partner-event shows once the event has ended.
 */
export const editionEventSchema = eventCardSchema.extend({ pastDescription: z.string().min(1) });
export type EditionEvent = z.infer<typeof editionEventSchema>;
