/**
 * Places guests name, with where they are (to say how far the nearest open hotel is when there is none
 * there) and how they are written in Hindi and Tamil. Cities of the catalog come first; then other cities
 * and states guests ask for. A hotel an admin adds in a city missing here is still understood by its
 * English name and, in Hindi or Tamil script, by its sound (see language/place-names.ts); only the
 * distance to it from elsewhere is unknown.
 */
export interface KnownPlace {
  /** As the catalog spells it (or the usual English name). */
  name: string;
  kind: 'city' | 'state';
  /** The state of a city. */
  state?: string;
  lat: number;
  lon: number;
  /** Other English names and spellings, lower case. */
  aliases?: readonly string[];
  /** Devanagari spellings. */
  hi: readonly string[];
  /** Tamil spellings. */
  ta: readonly string[];
}

const city = (name: string, state: string, lat: number, lon: number, hi: string[], ta: string[], aliases: string[] = []): KnownPlace => ({ name, kind: 'city', state, lat, lon, hi, ta, aliases });
const state = (name: string, lat: number, lon: number, hi: string[], ta: string[], aliases: string[] = []): KnownPlace => ({ name, kind: 'state', lat, lon, hi, ta, aliases });

export const knownPlaces: readonly KnownPlace[] = [
  city('Delhi', 'Delhi', 28.61, 77.21, ['दिल्ली', 'नई दिल्ली'], ['டெல்லி', 'தில்லி', 'புது டெல்லி'], ['new delhi', 'ncr', 'dilli']),
  city('Mumbai', 'Maharashtra', 19.08, 72.88, ['मुंबई', 'मुम्बई', 'बंबई'], ['மும்பை', 'பம்பாய்'], ['bombay', 'mumbai']),
  city('Dehradun', 'Uttarakhand', 30.32, 78.03, ['देहरादून'], ['டேராடூன்', 'தேராதூன்'], ['dehra dun', 'doon']),
  city('Mussoorie', 'Uttarakhand', 30.46, 78.07, ['मसूरी'], ['முசோரி', 'மசூரி'], ['mussoori', 'masuri']),
  city('Rishikesh', 'Uttarakhand', 30.09, 78.27, ['ऋषिकेश', 'रिशिकेश'], ['ரிஷிகேஷ்', 'ரிஷிகேசம்'], ['hrishikesh']),
  city('Almora', 'Uttarakhand', 29.6, 79.66, ['अल्मोड़ा', 'अल्मोडा'], ['அல்மோரா']),
  city('Shimla', 'Himachal Pradesh', 31.1, 77.17, ['शिमला'], ['சிம்லா'], ['simla']),
  city('Manali', 'Himachal Pradesh', 32.24, 77.19, ['मनाली'], ['மணாலி', 'மனாலி']),
  city('Kaza', 'Himachal Pradesh', 32.23, 78.07, ['काज़ा', 'काजा', 'स्पीति'], ['காசா', 'ஸ்பிதி'], ['spiti']),
  city('Guwahati', 'Assam', 26.14, 91.74, ['गुवाहाटी'], ['குவஹாத்தி', 'கௌஹாத்தி'], ['gauhati']),
  city('Panaji', 'Goa', 15.5, 73.83, ['पणजी', 'पंजिम'], ['பனாஜி', 'பஞ்சிம்'], ['panjim']),
  city('Jaipur', 'Rajasthan', 26.91, 75.79, ['जयपुर'], ['ஜெய்ப்பூர்', 'ஜெய்பூர்'], ['pink city']),
  city('Alleppey', 'Kerala', 9.5, 76.34, ['अलेप्पी', 'अलप्पुझा'], ['ஆலப்புழா', 'ஆலப்புழை', 'அலெப்பி'], ['alappuzha', 'alleppy']),
  city('Varanasi', 'Uttar Pradesh', 25.32, 83.01, ['वाराणसी', 'बनारस', 'काशी'], ['வாரணாசி', 'காசி', 'பனாரஸ்'], ['benares', 'banaras', 'kashi']),
  city('Agra', 'Uttar Pradesh', 27.18, 78.01, ['आगरा', 'ताजमहल', 'ताज महल'], ['ஆக்ரா', 'தாஜ்மஹால்', 'தாஜ் மஹால்'], ['taj mahal']),
  city('Pune', 'Maharashtra', 18.52, 73.86, ['पुणे', 'पूना'], ['புனே'], ['poona']),
  city('Ooty', 'Tamil Nadu', 11.41, 76.7, ['ऊटी', 'उधगमंडलम'], ['ஊட்டி', 'உதகமண்டலம்', 'உதகை'], ['udhagamandalam', 'ootacamund', 'udagamandalam']),
  city('Leh', 'Ladakh', 34.15, 77.58, ['लेह'], ['லே', 'லேஹ்'], []),
  city('Shillong', 'Meghalaya', 25.58, 91.89, ['शिलांग', 'शिलॉन्ग'], ['ஷில்லாங்'], []),
  city('Itanagar', 'Arunachal Pradesh', 27.08, 93.61, ['ईटानगर', 'इटानगर'], ['இட்டாநகர்'], []),
  city('Imphal', 'Manipur', 24.82, 93.94, ['इंफाल', 'इम्फाल'], ['இம்பால்'], []),
  city('Kohima', 'Nagaland', 25.67, 94.11, ['कोहिमा'], ['கோஹிமா'], []),
  city('Bangalore', 'Karnataka', 12.97, 77.59, ['बेंगलुरु', 'बैंगलोर', 'बंगलौर'], ['பெங்களூரு', 'பெங்களூர்'], ['bengaluru', 'banglore']),
  city('Udaipur', 'Rajasthan', 24.59, 73.71, ['उदयपुर'], ['உதய்பூர்', 'உதயப்பூர்'], ['city of lakes']),
  city('Gangtok', 'Sikkim', 27.33, 88.61, ['गंगटोक'], ['கேங்டாக்', 'காங்டாக்'], []),
  // Other places guests ask for, where the chain has no hotel (yet).
  city('Kochi', 'Kerala', 9.93, 76.27, ['कोच्चि', 'कोचीन'], ['கொச்சி'], ['cochin']),
  city('Munnar', 'Kerala', 10.09, 77.06, ['मुन्नार'], ['மூணார்', 'மூன்னார்']),
  city('Thiruvananthapuram', 'Kerala', 8.52, 76.94, ['तिरुवनंतपुरम', 'त्रिवेंद्रम'], ['திருவனந்தபுரம்'], ['trivandrum']),
  city('Kovalam', 'Kerala', 8.4, 76.98, ['कोवलम'], ['கோவளம்']),
  city('Chennai', 'Tamil Nadu', 13.08, 80.27, ['चेन्नई', 'मद्रास'], ['சென்னை', 'மெட்ராஸ்'], ['madras']),
  city('Madurai', 'Tamil Nadu', 9.93, 78.12, ['मदुरै'], ['மதுரை']),
  city('Kodaikanal', 'Tamil Nadu', 10.24, 77.49, ['कोडईकनाल'], ['கொடைக்கானல்'], ['kodai']),
  city('Kanyakumari', 'Tamil Nadu', 8.08, 77.54, ['कन्याकुमारी'], ['கன்னியாகுமரி'], ['cape comorin']),
  city('Pondicherry', 'Puducherry', 11.94, 79.81, ['पांडिचेरी', 'पुदुचेरी'], ['புதுச்சேரி', 'பாண்டிச்சேரி'], ['puducherry', 'pondy']),
  city('Kolkata', 'West Bengal', 22.57, 88.36, ['कोलकाता', 'कलकत्ता'], ['கொல்கத்தா'], ['calcutta']),
  city('Darjeeling', 'West Bengal', 27.04, 88.26, ['दार्जिलिंग'], ['டார்ஜிலிங்']),
  city('Hyderabad', 'Telangana', 17.39, 78.49, ['हैदराबाद'], ['ஹைதராபாத்']),
  city('Mysore', 'Karnataka', 12.3, 76.64, ['मैसूर'], ['மைசூர்'], ['mysuru']),
  city('Coorg', 'Karnataka', 12.42, 75.74, ['कूर्ग'], ['கூர்க்'], ['kodagu', 'madikeri']),
  city('Hampi', 'Karnataka', 15.34, 76.46, ['हम्पी'], ['ஹம்பி']),
  city('Srinagar', 'Jammu and Kashmir', 34.08, 74.8, ['श्रीनगर'], ['ஸ்ரீநகர்']),
  city('Gulmarg', 'Jammu and Kashmir', 34.05, 74.38, ['गुलमर्ग'], ['குல்மார்க்']),
  city('Amritsar', 'Punjab', 31.63, 74.87, ['अमृतसर'], ['அமிர்தசரஸ்']),
  city('Chandigarh', 'Chandigarh', 30.73, 76.78, ['चंडीगढ़'], ['சண்டிகர்']),
  city('Dharamshala', 'Himachal Pradesh', 32.22, 76.32, ['धर्मशाला'], ['தர்மசாலா'], ['mcleodganj', 'dharamsala']),
  city('Kasauli', 'Himachal Pradesh', 30.9, 76.96, ['कसौली'], ['கசௌலி']),
  city('Nainital', 'Uttarakhand', 29.38, 79.45, ['नैनीताल'], ['நைனிடால்']),
  city('Haridwar', 'Uttarakhand', 29.95, 78.16, ['हरिद्वार'], ['ஹரித்வார்']),
  city('Auli', 'Uttarakhand', 30.53, 79.57, ['औली'], ['ஔலி']),
  city('Jodhpur', 'Rajasthan', 26.24, 73.02, ['जोधपुर'], ['ஜோத்பூர்']),
  city('Jaisalmer', 'Rajasthan', 26.92, 70.91, ['जैसलमेर'], ['ஜெய்சால்மர்']),
  city('Pushkar', 'Rajasthan', 26.49, 74.55, ['पुष्कर'], ['புஷ்கர்']),
  city('Lucknow', 'Uttar Pradesh', 26.85, 80.95, ['लखनऊ'], ['லக்னோ']),
  city('Khajuraho', 'Madhya Pradesh', 24.85, 79.93, ['खजुराहो'], ['கஜுராஹோ']),
  city('Ahmedabad', 'Gujarat', 23.02, 72.57, ['अहमदाबाद'], ['அகமதாபாத்']),
  city('Lonavala', 'Maharashtra', 18.75, 73.41, ['लोनावला'], ['லோனாவாலா']),
  city('Mahabaleshwar', 'Maharashtra', 17.92, 73.66, ['महाबलेश्वर'], ['மகாபலேஷ்வர்']),
  city('Port Blair', 'Andaman and Nicobar Islands', 11.62, 92.73, ['पोर्ट ब्लेयर', 'अंडमान'], ['போர்ட் பிளேர்', 'அந்தமான்'], ['andaman', 'andamans', 'havelock']),
  city('Puri', 'Odisha', 19.81, 85.83, ['पुरी'], ['பூரி']),
  city('Tawang', 'Arunachal Pradesh', 27.59, 91.87, ['तवांग'], ['தவாங்']),
  city('Cherrapunji', 'Meghalaya', 25.3, 91.7, ['चेरापूंजी'], ['சிரபுஞ்சி'], ['sohra']),
  // States, placed at a city central to where guests go.
  state('Delhi', 28.61, 77.21, ['दिल्ली'], ['டெல்லி']),
  state('Maharashtra', 19.08, 72.88, ['महाराष्ट्र'], ['மகாராஷ்டிரா']),
  state('Uttarakhand', 30.32, 78.03, ['उत्तराखंड', 'उत्तराखण्ड'], ['உத்தராகண்ட்', 'உத்தரகாண்ட்']),
  state('Himachal Pradesh', 31.6, 77.2, ['हिमाचल प्रदेश', 'हिमाचल'], ['இமாச்சலப் பிரதேசம்', 'இமாச்சல்', 'ஹிமாச்சல்'], ['himachal']),
  state('Assam', 26.14, 91.74, ['असम'], ['அசாம்', 'அஸ்ஸாம்']),
  state('Goa', 15.5, 73.83, ['गोवा'], ['கோவா']),
  state('Rajasthan', 26.91, 75.79, ['राजस्थान'], ['ராஜஸ்தான்']),
  state('Kerala', 9.9, 76.5, ['केरल', 'केरला'], ['கேரளா', 'கேரளம்']),
  state('Uttar Pradesh', 26.85, 80.95, ['उत्तर प्रदेश'], ['உத்தரப் பிரதேசம்', 'உத்தர பிரதேசம்'], ['up']),
  state('Tamil Nadu', 11.5, 78.5, ['तमिलनाडु', 'तमिल नाडु'], ['தமிழ்நாடு', 'தமிழகம்']),
  state('Ladakh', 34.15, 77.58, ['लद्दाख'], ['லடாக்']),
  state('Meghalaya', 25.58, 91.89, ['मेघालय'], ['மேகாலயா']),
  state('Arunachal Pradesh', 27.08, 93.61, ['अरुणाचल प्रदेश', 'अरुणाचल'], ['அருணாச்சலப் பிரதேசம்', 'அருணாச்சல்'], ['arunachal']),
  state('Manipur', 24.82, 93.94, ['मणिपुर'], ['மணிப்பூர்']),
  state('Nagaland', 25.67, 94.11, ['नागालैंड'], ['நாகாலாந்து']),
  state('Karnataka', 12.97, 77.59, ['कर्नाटक'], ['கர்நாடகா', 'கர்நாடகம்']),
  state('Sikkim', 27.33, 88.61, ['सिक्किम'], ['சிக்கிம்']),
  state('Punjab', 31.63, 74.87, ['पंजाब'], ['பஞ்சாப்']),
  state('Gujarat', 23.02, 72.57, ['गुजरात'], ['குஜராத்']),
  state('West Bengal', 22.57, 88.36, ['पश्चिम बंगाल', 'बंगाल'], ['மேற்கு வங்கம்', 'வங்காளம்'], ['bengal']),
  state('Odisha', 20.3, 85.82, ['ओडिशा', 'उड़ीसा'], ['ஒடிசா'], ['orissa']),
  state('Telangana', 17.39, 78.49, ['तेलंगाना'], ['தெலங்கானா']),
  state('Andhra Pradesh', 16.5, 80.6, ['आंध्र प्रदेश'], ['ஆந்திரப் பிரதேசம்', 'ஆந்திரா'], ['andhra']),
  state('Madhya Pradesh', 23.26, 77.41, ['मध्य प्रदेश'], ['மத்தியப் பிரதேசம்'], ['mp']),
  state('Jammu and Kashmir', 34.08, 74.8, ['जम्मू और कश्मीर', 'कश्मीर'], ['ஜம்மு காஷ்மீர்', 'காஷ்மீர்'], ['kashmir', 'j&k']),
  state('Bihar', 25.6, 85.1, ['बिहार'], ['பீகார்']),
  state('Puducherry', 11.94, 79.81, ['पुदुचेरी'], ['புதுச்சேரி']),
  state('Andaman and Nicobar Islands', 11.62, 92.73, ['अंडमान और निकोबार'], ['அந்தமான் நிக்கோபார்']),
];

/** Straight-line distance in km between two points (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Where a city or state is, by its English name (city first). */
export function placeNamed(name: string): KnownPlace | undefined {
  const lower = name.toLowerCase();
  return knownPlaces.find((p) => p.kind === 'city' && p.name.toLowerCase() === lower) ?? knownPlaces.find((p) => p.name.toLowerCase() === lower);
}
