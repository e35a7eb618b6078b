import { knownPlaces } from '../knowledge/places';
import type { AnswerLanguage } from './read-language';

/** A city or state as written in the language (the table's first spelling), else as the catalog spells it. */
export function placeName(name: string, lang: AnswerLanguage): string {
  if (lang === 'en') return name;
  const place = knownPlaces.find((p) => p.name === name && p.kind === 'city') ?? knownPlaces.find((p) => p.name === name);
  return place?.[lang][0] ?? name;
}

/** Rupees with Indian digit grouping, the same in every language: ₹18,500. */
export const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** The catalog's amenity names in Hindi and Tamil; a name not here is shown as the catalog writes it. */
const amenityNames: Record<string, { hi: string; ta: string }> = {
  'Free WiFi': { hi: 'मुफ़्त वाई-फ़ाई', ta: 'இலவச வைஃபை' },
  Yoga: { hi: 'योग', ta: 'யோகா' },
  Ayurveda: { hi: 'आयुर्वेद', ta: 'ஆயுர்வேதம்' },
  Fireplace: { hi: 'अंगीठी', ta: 'கணப்பு அடுப்பு' },
  'AI Concierge': { hi: 'एआई कंसीयर्ज', ta: 'AI வரவேற்பாளர்' },
  Spa: { hi: 'स्पा', ta: 'ஸ்பா' },
  Pool: { hi: 'स्विमिंग पूल', ta: 'நீச்சல் குளம்' },
  'Heated Pool': { hi: 'गर्म पानी का स्विमिंग पूल', ta: 'சூடான நீச்சல் குளம்' },
  Restaurant: { hi: 'रेस्तरां', ta: 'உணவகம்' },
  'Organic Restaurant': { hi: 'ऑर्गेनिक रेस्तरां', ta: 'இயற்கை உணவகம்' },
  'Rooftop Restaurant': { hi: 'छत वाला रेस्तरां', ta: 'மொட்டைமாடி உணவகம்' },
  'Mughlai Restaurant': { hi: 'मुग़लई रेस्तरां', ta: 'முகலாய உணவகம்' },
  'Fine Dining': { hi: 'फ़ाइन डाइनिंग रेस्तरां', ta: 'உயர்தர உணவகம்' },
  Gym: { hi: 'जिम', ta: 'ஜிம்' },
  'Business Center': { hi: 'बिज़नेस सेंटर', ta: 'வணிக மையம்' },
  Parking: { hi: 'पार्किंग', ta: 'வாகன நிறுத்தம்' },
  'Valet Parking': { hi: 'वैले पार्किंग', ta: 'வேலட் பார்க்கிங்' },
  Bar: { hi: 'बार', ta: 'பார்' },
  'Courtyard Bar': { hi: 'आँगन वाला बार', ta: 'முற்ற பார்' },
  Garden: { hi: 'बगीचा', ta: 'தோட்டம்' },
  'Rooftop Garden': { hi: 'छत पर बगीचा', ta: 'மொட்டைமாடித் தோட்டம்' },
  'Yoga Deck': { hi: 'योग डेक', ta: 'யோகா தளம்' },
  'Kids Club': { hi: 'किड्स क्लब', ta: 'கிட்ஸ் கிளப்' },
  'Fireplace Lounge': { hi: 'अंगीठी वाला लाउंज', ta: 'கணப்பு அடுப்பு ஓய்வறை' },
  'Ayurveda Centre': { hi: 'आयुर्वेद केंद्र', ta: 'ஆயுர்வேத மையம்' },
  'Meditation Hall': { hi: 'ध्यान कक्ष', ta: 'தியான மண்டபம்' },
  'AI Wellness Coach': { hi: 'एआई वेलनेस कोच', ta: 'AI நலவாழ்வுப் பயிற்சியாளர்' },
  Library: { hi: 'पुस्तकालय', ta: 'நூலகம்' },
  'Stargazing Deck': { hi: 'तारे देखने का डेक', ta: 'நட்சத்திரம் பார்க்கும் தளம்' },
  'Ski Room': { hi: 'स्की रूम', ta: 'பனிச்சறுக்கு அறை' },
  'Adventure Desk': { hi: 'एडवेंचर डेस्क', ta: 'சாகச மேசை' },
  'Oxygen Support': { hi: 'ऑक्सीजन सहायता', ta: 'ஆக்ஸிஜன் உதவி' },
  'Solar Heating': { hi: 'सौर हीटिंग', ta: 'சூரிய வெப்பமூட்டல்' },
  'Guided Treks': { hi: 'गाइड के साथ ट्रेक', ta: 'வழிகாட்டியுடன் மலையேற்றம்' },
  'Tea Lounge': { hi: 'चाय लाउंज', ta: 'தேநீர் ஓய்வறை' },
  'Beach Access': { hi: 'समुद्र तट तक रास्ता', ta: 'கடற்கரை அணுகல்' },
  'Water Sports': { hi: 'जल क्रीड़ा', ta: 'நீர் விளையாட்டுகள்' },
  'Heritage Walks': { hi: 'हेरिटेज वॉक', ta: 'பாரம்பரிய நடைப்பயணம்' },
  'Houseboat Cruises': { hi: 'हाउसबोट यात्रा', ta: 'படகு வீடு பயணம்' },
  'Canoe Trips': { hi: 'डोंगी की सैर', ta: 'படகுச் சவாரி' },
  'Boat Rides': { hi: 'नाव की सवारी', ta: 'படகுச் சவாரி' },
  'Co-working Lounge': { hi: 'को-वर्किंग लाउंज', ta: 'கூட்டுப் பணி ஓய்வறை' },
  'Live Music Lounge': { hi: 'लाइव संगीत लाउंज', ta: 'நேரடி இசை ஓய்வறை' },
  'Nature Trails': { hi: 'प्रकृति पथ', ta: 'இயற்கைப் பாதைகள்' },
  Birdwatching: { hi: 'पक्षी दर्शन', ta: 'பறவை நோக்கல்' },
  'Cultural Centre': { hi: 'सांस्कृतिक केंद्र', ta: 'கலாச்சார மையம்' },
  'Robotic Room Service': { hi: 'रोबोटिक रूम सर्विस', ta: 'ரோபோ அறை சேவை' },
  'Co-working Campus': { hi: 'को-वर्किंग परिसर', ta: 'கூட்டுப் பணி வளாகம்' },
  'EV Charging': { hi: 'ईवी चार्जिंग', ta: 'மின்வாகன சார்ஜிங்' },
  'Boat Jetty': { hi: 'नाव घाट', ta: 'படகுத் துறை' },
};

/** An amenity as written in the language. */
export function amenityName(name: string, lang: AnswerLanguage): string {
  return lang === 'en' ? name : (amenityNames[name]?.[lang] ?? name);
}
