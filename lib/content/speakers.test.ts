import { portraitAlt as frenchPortraitAlt } from '@/content/fr/speakers';
import { displayText, speakerImageAlt } from './speakers';

describe('displayText', () => {
  it.each([
    ['  Amaka Ude', 'Amaka Ude'],
    ['Amaka Ude  ', 'Amaka Ude'],
    ['Aisha  Umar', 'Aisha Umar'],
    ['  Hon.   Chanel \t Campbell \n', 'Hon. Chanel Campbell'],
    ['Kofi Mensah', 'Kofi Mensah'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(displayText(input)).toBe(expected);
  });

  it('keeps honorifics, which are part of how a speaker is billed', () => {
    expect(displayText(' Chief (Mrs)  Folake Akintola ')).toBe('Chief (Mrs) Folake Akintola');
  });
});

describe('speakerImageAlt', () => {
  it('replaces an upload label with the trimmed name', () => {
    expect(speakerImageAlt({ alt: 'speakers image 042', name: '  Dr.  Isaac Habimana ' })).toBe(
      'Portrait of Dr. Isaac Habimana',
    );
    expect(speakerImageAlt({ alt: 'Speakers Image 7', name: 'Naa Mensah' })).toBe('Portrait of Naa Mensah');
  });

  it('keeps a descriptive alt from the data', () => {
    expect(speakerImageAlt({ alt: 'Portrait of Adaeze Nwachukwu', name: 'Adaeze Nwachukwu' })).toBe(
      'Portrait of Adaeze Nwachukwu',
    );
    expect(speakerImageAlt({ alt: ' Kwame on stage  in 2024 ', name: 'Kwame' })).toBe('Kwame on stage in 2024');
  });

  it('writes the generic portrait alt in the page’s language, the data’s « Portrait of … » too', () => {
    expect(speakerImageAlt({ alt: 'Portrait of Adaeze Nwachukwu', name: 'Adaeze Nwachukwu' }, frenchPortraitAlt)).toBe(
      'Portrait d’Adaeze Nwachukwu',
    );
    expect(speakerImageAlt({ alt: 'speakers image 042', name: ' Ijeoma  Agu' }, frenchPortraitAlt)).toBe(
      'Portrait d’Ijeoma Agu',
    );
    expect(
      speakerImageAlt({ alt: 'Portrait of Kwame Asante-Boateng', name: 'Kwame Asante-Boateng' }, frenchPortraitAlt),
    ).toBe('Portrait de Kwame Asante-Boateng');
    // A description from the data is not a generic portrait: kept as given.
    expect(speakerImageAlt({ alt: 'Kwame on stage in 2024', name: 'Kwame' }, frenchPortraitAlt)).toBe(
      'Kwame on stage in 2024',
    );
  });

  it('does not treat an alt that merely contains the words as a label', () => {
    expect(speakerImageAlt({ alt: 'speakers image 042 of the panel', name: 'Yaw Darko' })).toBe(
      'speakers image 042 of the panel',
    );
  });
});
