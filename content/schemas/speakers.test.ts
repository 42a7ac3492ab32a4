import { portraitLookSchema } from './speakers';

const woman = { presentation: 'woman', skin: 'dark', hair: 'braids', attire: 'print' } as const;
const man = { presentation: 'man', skin: 'deep', hair: 'short', attire: 'suit' } as const;
const errors = (look: object) => portraitLookSchema.safeParse(look).error?.issues.map((issue) => issue.message) ?? [];

describe('portraitLookSchema', () => {
  it('accepts looks that match the presentation', () => {
    expect(errors({ ...woman, hair: 'gele', attire: 'dress', earrings: true, glasses: true })).toEqual([]);
    expect(errors({ ...man, hair: 'kufi', attire: 'suit-tie', facialHair: 'beard' })).toEqual([]);
    expect(errors({ ...woman, hair: 'hijab', attire: 'kaftan' })).toEqual([]);
  });

  it('never draws a woman with a beard or a tie, nor a man with earrings or a bun', () => {
    expect(errors({ ...woman, facialHair: 'beard' })).toEqual(['facial hair is drawn for men only']);
    expect(errors({ ...woman, attire: 'suit-tie' })).toEqual(['"suit-tie" is not drawn for a woman']);
    expect(errors({ ...woman, hair: 'fila' })).toEqual(['"fila" is not drawn for a woman']);
    expect(errors({ ...man, earrings: true })).toEqual(['earrings are drawn for women only']);
    expect(errors({ ...man, hair: 'bun' })).toEqual(['"bun" is not drawn for a man']);
    expect(errors({ ...man, attire: 'dress' })).toEqual(['"dress" is not drawn for a man']);
  });

  it('rejects unknown features and skin tones outside the scale', () => {
    expect(errors({ ...man, skin: 'pale' })).toHaveLength(1);
    expect(errors({ ...man, tattoo: true })).toHaveLength(1);
  });
});
