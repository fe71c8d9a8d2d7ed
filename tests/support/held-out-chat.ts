/**
 * A held-out set for the chat's answers: a small business's PDF, and questions asked the way a
 * visitor would, in other words than the PDF's ("started" for "founded", "trade-ins" for
 * "part-exchange"), each with the facts a right answer holds; and questions the PDF does not
 * cover, which must get the refusal, never an invented answer.
 */
export const HELD_OUT_DOCUMENT = "Harbour Lane Coffee.pdf";

export const HELD_OUT_PAGES = [
  [
    "About us",
    "Harbour Lane Coffee is a small roastery and cafe on the quay in Portsmouth, roasting speciality coffee in small batches every Tuesday and Friday.",
    "The roastery was founded in 2011 by Maria Okafor, who trained as a barista in Lisbon.",
    "Our coffees",
    "We roast four varieties of single-origin beans: Ethiopia Yirgacheffe, Colombia Huila, Sumatra Mandheling and Peru Decaf.",
  ].join("\n"),
  [
    "Prices",
    "Ethiopia Yirgacheffe: GBP 8.50 for a 250 g bag.",
    "Colombia Huila: GBP 7.90 for a 250 g bag.",
    "Sumatra Mandheling: GBP 8.20 for a 250 g bag.",
    "Peru Decaf: GBP 8.00 for a 250 g bag.",

    "Visiting the cafe",
    "The cafe is open Monday to Saturday from 8:00 to 17:00, and on Sunday from 9:00 to 15:00.",
    "Customers park free of charge in the yard behind the roastery.",
    "Espresso machines",
    "We sell home espresso machines and grinders, and we accept your old machine in part-exchange.",
    "Every machine we sell comes with a two-year guarantee and a free first service.",
  ].join("\n"),
  [
    "Classes",
    "Barista classes run on the first Saturday of each month and cost GBP 45 per person, beans included.",
    "Orders",
    "Orders placed before noon are dispatched the same day, and delivery in the UK is free over GBP 30.",
    "Restaurants and offices can buy beans wholesale in 1 kg bags.",
  ].join("\n"),
];

export interface HeldOutQuestion {
  question: string;
  /** Every one of these appears in a right answer. */
  facts: string[];
}

export const HELD_OUT_QUESTIONS: HeldOutQuestion[] = [
  { question: "Who started Harbour Lane?", facts: ["Maria Okafor"] },
  { question: "Do you take trade-ins?", facts: ["part-exchange"] },
  { question: "Which varieties do you sell and how much are they?", facts: ["Colombia Huila, Sumatra Mandheling", "GBP 8.50"] },
  { question: "How long is the warranty on a machine?", facts: ["two-year guarantee"] },
  { question: "Is there a car park?", facts: ["park free of charge"] },
  { question: "Do you run barista workshops, and what do they cost?", facts: ["Barista classes", "GBP 45"] },
  { question: "When do you shut on Sundays?", facts: ["15:00"] },
  { question: "How quickly is a purchase sent out?", facts: ["dispatched the same day"] },
  { question: "Do you have decaffeinated coffee?", facts: ["Peru Decaf"] },
  { question: "Can restaurants purchase in bulk?", facts: ["wholesale"] },
];

export const UNRELATED_QUESTIONS = ["What is the capital of France?", "Do you repair bicycles?", "Who won the football world cup?"];

/** The questions whose answers hold every expected fact. */
export const answeredRight = (answers: string[]) => HELD_OUT_QUESTIONS.filter(({ facts }, index) => facts.every((fact) => answers[index]!.includes(fact)));

/** A business's knowledge for scoring the offline answers: its PDF's pages and the site's posts and pages. */
export interface AnswerSet {
  document: string;
  pages: string[];
  site: Array<{ title: string; url: string; text: string }>;
  /** Questions with the facts a right answer holds; none for a question the knowledge does not answer (the refusal is right). */
  questions: Array<{ question: string; facts: string[] }>;
}

/** WordPress's default content, as a fresh site publishes it: never the business's facts. */
const WORDPRESS_DEFAULTS = [
  {
    title: "Sample Page",
    url: "https://example.com/sample-page/",
    text: [
      "This is an example page. It's different from a blog post because it will stay in one place and will show up in your site navigation (in most themes). Most people start with an About page that introduces them to potential site visitors. It might say something like this:",
      "Hi there! I'm a bike messenger by day, aspiring actor by night, and this is my website. I live in Los Angeles, have a great dog named Jack, and I like piña coladas. (And gettin' caught in the rain.)",
      "...or something like this:",
      "The XYZ Doohickey Company was founded in 1971, and has been providing quality doohickeys to the public ever since. Located in Gotham City, XYZ employs over 2,000 people and does all kinds of awesome things for the Gotham community.",
      "As a new WordPress user, you should go to your dashboard to delete this page and create new pages for your content. Have fun!",
    ].join("\n"),
  },
  {
    title: "Hello world!",
    url: "https://example.com/hello-world/",
    text: "Welcome to WordPress. This is your first post. Edit or delete it, then start writing!",
  },
];

/** The development set: a coffee shop the answers are tuned on. */
export const DEVELOPMENT_SET: AnswerSet = {
  document: "Quayside Coffee.pdf",
  pages: [
    [
      "Quayside Coffee",
      "Quayside Coffee is an independent cafe and roastery at 14 Mill Street, Bristol BS1 4RB, a short walk from Temple Meads station.",
      "Opening hours",
      "Monday to Friday: 7:30 to 18:00",
      "Saturday: 8:30 to 17:00",
      "Sunday: closed",
      "Milk",
      "Every drink comes with whole or semi-skimmed milk. Oat and soy milk are available at no extra charge.",
      "Wi-Fi",
      "Free Wi-Fi for customers: ask at the counter for the password. Seating for 40 people inside and eight tables on the terrace.",
    ].join("\n"),
    [
      "Drinks",
      "Espresso £2.40",
      "Flat white £3.20",
      "Cappuccino £3.30",
      "Extra shot 60p",
      "Beans to take home",
      "House blend 250 g £8.50 1 kg £29.00",
      "Single origin Ethiopia 250 g £10.50 1 kg £36.00",
      "We ship beans anywhere in the UK: postage is £3.95, free on orders over £40.",
      "Workshops",
      "Latte art workshops run every second Saturday at 10:00 and cost £35 per person, with up to six people in a class.",
      "Each workshop lasts 90 minutes. Workshops are for adults; under 16s may join with a parent.",
    ].join("\n"),
  ],
  site: [
    ...WORDPRESS_DEFAULTS,
    {
      title: "Why coffee matters",
      url: "https://example.com/why-coffee-matters/",
      text: [
        "Coffee is more than a drink: it is a ritual that brings people together wherever they are located.",
        "Many people wonder whether plant-based milk changes the taste of their coffee, and the answer depends on the drink.",
        "In today's fast-paced world, a good cup of coffee is something everyone deserves.",
      ].join("\n"),
    },
  ],
  questions: [
    { question: "Do you have plant-based milk?", facts: ["Oat and soy milk"] },
    { question: "What is your address?", facts: ["14 Mill Street"] },
    { question: "Where are you located?", facts: ["Bristol"] },
    { question: "How much is a kilo of house coffee, and do you ship?", facts: ["£29.00", "ship beans"] },
    { question: "wifi", facts: ["Wi-Fi"] },
    { question: "Is there wi fi?", facts: ["Wi-Fi"] },
    { question: "What time do you open on Saturday?", facts: ["8:30"] },
    { question: "Are you open on Sundays?", facts: ["closed"] },
    { question: "How much is a flat white?", facts: ["£3.20"] },
    { question: "What does an extra shot cost?", facts: ["60p"] },
    { question: "When are the latte art classes?", facts: ["second Saturday"] },
    { question: "How many people can join a workshop?", facts: ["six"] },
    { question: "How much is postage?", facts: ["£3.95"] },
    { question: "How many seats do you have?", facts: ["40"] },
    { question: "Do you charge extra for soya milk?", facts: ["no extra charge"] },
    { question: "How much is a 250g bag of the Ethiopian?", facts: ["£10.50"] },
    { question: "How long is a latte art workshop?", facts: ["90 minutes"] },
    { question: "Can my 14 year old come to a workshop?", facts: ["under 16s"] },
    { question: "Do you roast your own coffee?", facts: ["roastery"] },
    { question: "Do you sell pastries?", facts: [] },
    { question: "What is your phone number?", facts: [] },
    { question: "Do you do coffee catering for events?", facts: [] },
  ],
};

/** The test set: a different kind of business, scored once at the end and never tuned on. */
export const TEST_SET: AnswerSet = {
  document: "Riverbend Kayak Hire.pdf",
  pages: [
    [
      "Riverbend Kayak Hire",
      "We hire kayaks and canoes from our boathouse at 3 Weir Lane, Hereford HR1 2PQ, on the bank of the River Wye.",
      "Season and hours",
      "We are open from April to October, every day from 9:00 to 18:00. Last boats go out at 16:00.",
      "Hire prices",
      "Single kayak half day £25 full day £40",
      "Tandem kayak half day £40 full day £65",
      "Canadian canoe half day £45 full day £70",
      "Safety",
      "Buoyancy aids are included with every hire and must be worn on the water. Children under 12 paddle with an adult.",
      "Parking",
      "There is a pay and display car park next to the boathouse; it costs £4 for the day.",
    ].join("\n"),
    [
      "Guided trips",
      "Our guided sunset paddle runs on Friday evenings in July and August, lasts two hours and costs £30 per person.",
      "Groups of up to twelve people can book a private guide.",
      "Bookings",
      "Book online or by phone on 01432 555 210. A deposit of £10 secures each boat, refunded if we cancel for high water.",
      "Dogs are welcome in canoes but not in kayaks.",
    ].join("\n"),
  ],
  site: [
    ...WORDPRESS_DEFAULTS,
    {
      title: "Five reasons to love paddling",
      url: "https://example.com/five-reasons/",
      text: [
        "Paddling is a wonderful way to relax and reconnect with nature, wherever you are located.",
        "Whether you are a beginner or an expert, the river has something for everyone.",
      ].join("\n"),
    },
  ],
  questions: [
    { question: "Where is the boathouse?", facts: ["3 Weir Lane"] },
    { question: "What are your opening times?", facts: ["9:00"] },
    { question: "How much does a tandem kayak cost for a full day?", facts: ["£65"] },
    { question: "What's the price of a canoe for half a day?", facts: ["£45"] },
    { question: "Do I need to bring a life jacket?", facts: ["Buoyancy aids"] },
    { question: "Can my 10 year old go out alone?", facts: ["under 12"] },
    { question: "Is there parking?", facts: ["car park"] },
    { question: "How much is parking?", facts: ["£4"] },
    { question: "When is the sunset trip?", facts: ["Friday evenings"] },
    { question: "How long is the sunset tour?", facts: ["two hours"] },
    { question: "How many people can come on a private tour?", facts: ["twelve"] },
    { question: "What is your phone number?", facts: ["01432 555 210"] },
    { question: "Is there a deposit, and can I bring my dog?", facts: ["£10", "Dogs are welcome"] },
    { question: "What time does the last boat leave?", facts: ["16:00"] },
    { question: "Are you open in winter?", facts: ["April to October"] },
    { question: "Do you rent paddleboards?", facts: [] },
    { question: "Do you offer fishing trips?", facts: [] },
  ],
};

/**
 * A second test set, written before the answers were changed for it and scored once: a dog groomer, another
 * kind of business again, its questions worded as its customers would ask them.
 */
export const SECOND_TEST_SET: AnswerSet = {
  document: "Pawfect Grooming Studio.pdf",
  pages: [
    [
      "Pawfect Grooming Studio",
      "A family-run dog grooming salon at 22 Orchard Road, Leeds LS6 2AB, with parking for two cars outside.",
      "Opening hours",
      "Tuesday to Saturday: 8:00 to 16:30",
      "Sunday and Monday: closed",
      "Grooming prices",
      "Small dog full groom £38 bath and brush £25",
      "Medium dog full groom £48 bath and brush £32",
      "Large dog full groom £60 bath and brush £40",
      "Nail clipping is £10, or free with any full groom.",
      "A full groom takes between two and three hours, depending on the coat.",
    ].join("\n"),
    [
      "Puppies",
      "Puppy introduction sessions are for puppies aged 12 to 20 weeks and cost £20.",
      "Cats",
      "We only groom dogs; we do not take cats or rabbits.",
      "Booking and payment",
      "Book by phone on 0113 496 0782 or by email at hello@pawfectgrooming.co.uk.",
      "We take cash and all major cards. Please give 24 hours' notice to cancel, or a £15 fee applies.",
      "Collection",
      "We text you when your dog is ready. Dogs not collected by 17:00 are charged £5 for each extra half hour.",
      "Our groomers hold City & Guilds qualifications and are first aid trained.",
    ].join("\n"),
  ],
  site: [
    ...WORDPRESS_DEFAULTS,
    {
      title: "Keeping your dog's coat healthy",
      url: "https://example.com/healthy-coat/",
      text: [
        "A healthy coat starts with regular brushing, wherever you are located.",
        "Every dog is different, and the right routine depends on the breed.",
      ].join("\n"),
    },
  ],
  questions: [
    { question: "Where are you based?", facts: ["22 Orchard Road"] },
    { question: "Are you open on Mondays?", facts: ["closed"] },
    { question: "What time do you close on Saturday?", facts: ["16:30"] },
    { question: "How much does a full groom cost for a large dog?", facts: ["£60"] },
    { question: "Price of a bath for a small dog?", facts: ["£25"] },
    { question: "Do you charge for nail trims?", facts: ["£10"] },
    { question: "How long does a full groom take?", facts: ["two and three hours"] },
    { question: "Can you groom my cat?", facts: ["do not take cats"] },
    { question: "How old does my puppy need to be for a puppy session?", facts: ["12 to 20 weeks"] },
    { question: "What's your phone number?", facts: ["0113 496 0782"] },
    { question: "Do you accept card payments?", facts: ["cards"] },
    { question: "Is there a fee if I cancel?", facts: ["£15"] },
    { question: "Is there parking, and how do I book?", facts: ["parking for two cars", "Book by phone"] },
    { question: "What happens if I'm late picking up my dog?", facts: ["£5"] },
    { question: "Are your groomers qualified?", facts: ["City & Guilds"] },
    { question: "Do you do dog walking?", facts: [] },
    { question: "Do you sell dog food?", facts: [] },
  ],
};
