import { describe, expect, it } from 'vitest';
import { detectLanguage, readLanguage, soundKey } from './read-language';

describe('detectLanguage', () => {
  it.each([
    ['जयपुर में नाश्ता कब मिलता है?', 'hi', 'hi'],
    ['मनाली', 'hi', 'hi'],
    ['மணாலியில் குடும்பத்துக்கு ஹோட்டல்', 'ta', 'ta'],
    ['manali mein family ke liye hotel', 'hi-Latn', 'hi'],
    ['jaipur mein hotel', 'hi-Latn', 'hi'],
    ['goa la honeymoon ku hotel venum', 'ta-Latn', 'ta'],
    ['Goa honeymoon, sea view, ₹20,000', 'en', 'en'],
    ['Hi, what time is check-in?', 'en', 'en'],
    ['₹15,000', 'en', 'en'],
  ])('when a guest writes "%s", then it is read as %s and answered in %s', (text, asked, lang) => {
    expect(detectLanguage(text)).toEqual({ asked, lang });
  });
});

describe('readLanguage', () => {
  it.each([
    ['मनाली में चार लोगों के परिवार के लिए होटल', 'manali in four people family for hotel'],
    ['15 हज़ार से कम में गोवा', 'under 15 thousand in goa'],
    ['गोवा में ₹20,000 तक', 'goa in under inr 20000'],
    ['20 दिसंबर से 23 दिसंबर तक उदयपुर', '20 december to 23 december udaipur'],
    ['goa mein 15k se kam hotel chahiye', 'goa in under 15k hotel suggest'],
    ['மணாலியில் நான்கு பேர் கொண்ட குடும்பத்துக்கு ஹோட்டல்', 'manali in four people with family for hotel'],
    ['கோவாவில் 15 ஆயிரத்துக்குள் ஹோட்டல்', 'goa in under 15 thousand hotel'],
    ['கோவாவில் ₹20,000-க்குள் தேனிலவு', 'goa in under inr 20000 honeymoon'],
    ['டிசம்பர் 20 முதல் 23 வரை ஜெய்ப்பூரில் அறை', 'december 20 to 23 jaipur in room'],
    ['goa la honeymoon ku 20000 kulla hotel venum', 'goa in honeymoon for under 20000 hotel suggest'],
  ])('when a guest writes "%s", then the readers get "%s"', (text, english) => {
    expect(readLanguage(text).english).toBe(english);
  });

  it('when a Hindi or Tamil word is unknown, then it is reported rather than guessed', () => {
    expect(readLanguage('आसमान नीला क्यों है').unread).toEqual(['आसमान', 'नीला', 'क्यों']);
    expect(readLanguage('आसमान नीला क्यों है').english).toBe('');
  });

  it('when a place the table does not spell is written in Hindi or Tamil, then it is found by its sound among the hotels’ places', () => {
    expect(readLanguage('मुक्तेश्वर में होटल', { extraPlaces: ['Mukteshwar'] }).english).toBe('mukteshwar in hotel');
    expect(readLanguage('முக்தேஷ்வரில் ஹோட்டல்', { extraPlaces: ['Mukteshwar'] }).english).toBe('mukteshwar in hotel');
  });
});

describe('soundKey', () => {
  it('when a name is spelt in different scripts, then the skeletons agree', () => {
    expect(soundKey('Jaipur')).toBe(soundKey('jèybhbhūr'));
    expect(soundKey('Dehradun')).toBe(soundKey('dehrādūna'));
  });
});
