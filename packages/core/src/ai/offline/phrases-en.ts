/*
 * The English phrase bank of the offline writer. Every sentence is a set of alternatives the
 * writer picks from with the post's seed. Placeholders: {kw} the focus keyphrase ({Kw} at the
 * start of a sentence), {audience}, {niche}, {site}, {feature}, {related}, {category}, {purpose};
 * {kw?words} is the keyphrase or, when the post already uses it often enough, the given words.
 * Sentences stay short and active and often open with a transition word: that is what Yoast's
 * readability checks reward, and what readers skim best.
 */
import type { PhraseBank } from "./bank";

export const english: PhraseBank = {
  language: "en",
  keepsCapitals: false,
  readers: "readers",
  part: "part",
  purposeFallback: "{site} helps {audience} with {niche}.",
  titles: [
    { text: "{Kw}: a practical guide for {audience}", slug: "guide" },
    { text: "{Kw}: a practical guide for beginners", slug: "beginners-guide" },
    { text: "{Kw} made simple: what {audience} should know", slug: "made-simple" },
    { text: "{Kw} made simple: what to do first", slug: "first-steps" },
    { text: "{Kw}: steps that actually work", slug: "steps" },
    { text: "{Kw} for {audience}: tips, mistakes and answers", slug: "tips" },
    { text: "{Kw}: how to get started the right way", slug: "getting-started" },
    { text: "{Kw} explained: a clear guide", slug: "explained" },
    { text: "{Kw}: common mistakes and how to avoid them", slug: "mistakes" },
    { text: "{Kw} in practice: lessons for {audience}", slug: "in-practice" },
    { text: "{Kw}: a simple plan that works", slug: "simple-plan" },
    { text: "{Kw} without the guesswork", slug: "without-guesswork" },
    { text: "{Kw}: what works, what doesn't, and why", slug: "what-works" },
    { text: "{Kw}: the complete starter checklist", slug: "checklist" },
    { text: "{Kw}: smart habits for lasting results", slug: "habits" },
    { text: "{Kw}: answers to the questions people ask", slug: "questions" },
  ],
  slugSuffixes: ["guide", "tips", "basics", "plan", "how-to"],
  metaDescriptions: [
    "{Kw} without the guesswork: practical steps, common mistakes to avoid and clear answers for {audience}. Start with a plan that works.",
    "Want better results from {kw}? This guide shows {audience} where to start, which mistakes to skip and how to keep going.",
    "A clear, practical guide to {kw} for {audience}: the first steps, the habits that help, the mistakes to avoid and answers to common questions.",
    "Learn how {kw} can work for you. Simple steps, honest tips and answers to common questions, written for {audience} who want real results.",
    "Get started with {kw} today. This guide covers the basics, a simple step-by-step plan, common mistakes and the questions readers ask most.",
  ],
  metaFillers: [" Read the full guide.", " Start today.", " Learn more.", " Read on."],
  excerpts: [
    "A practical guide to {kw} for {audience}: where to start, what to avoid and how to keep going.",
    "Everything {audience} need to get started with {kw}, from the first steps to the questions people ask most.",
    "Simple steps, common mistakes and honest answers: our guide to {kw} keeps it practical.",
  ],
  intro: [
    [
      [
        "{Kw} can feel confusing at first, but the basics are easy to learn.",
        "At first glance, {kw} can seem complicated.",
        "Many {audience} want to get better at {kw}, but they do not know where to start.",
        "If you care about {niche}, sooner or later you will want to learn about {kw}.",
      ],
      [
        "This guide keeps things simple and practical.",
        "In this post, we walk you through it step by step.",
        "So we wrote this guide to give you a clear path.",
      ],
      ["No jargon, no fluff, just what works.", "We skip the theory you do not need.", "Each idea comes with a concrete example."],
      [
        "You will learn what matters, what to skip and how to make steady progress.",
        "You will find clear steps, honest tips and answers to common questions.",
        "By the end, you will know exactly what to do next.",
      ],
    ],
    [
      [
        "At {site}, we focus on {niche}, and we hear the same questions again and again.",
        "We write for {audience}, so we know how little time you have.",
        "Our readers at {site} often ask us for a plain answer.",
      ],
      [
        "That is why every tip here comes from real practice.",
        "Because of that, we kept this guide short and focused.",
        "Therefore, every section below stays short and concrete.",
      ],
      ["Let's start with the reasons it matters.", "First of all, let's look at why it is worth your time.", "So grab a coffee and let's begin."],
      [
        "Along the way, we answer the questions {audience} ask us most.",
        "At the end, you will also find answers to frequent questions.",
        "Finally, a short FAQ covers the questions we hear most often.",
      ],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Why {kw} matters for {audience}", "Why {kw?this topic} deserves your attention", "What makes {kw?it} worth the effort"],
      paragraphs: [
        [
          ["Time spent on {kw?good habits} pays off in the long run.", "Doing {kw?this} well pays off over time.", "Small efforts here add up quickly."],
          [
            "Also, they help you avoid costly mistakes.",
            "In addition, you avoid the stress of fixing problems later.",
            "Moreover, you build skills that last.",
          ],
          [
            "For {audience}, that difference shows up every week.",
            "Especially in {niche}, steady progress beats quick fixes.",
            "That matters most when your time is limited.",
          ],
          [
            "Still, many people put it off for too long.",
            "However, most people only start when something goes wrong.",
            "Yet the best time to start is before you need it.",
          ],
        ],
        [
          ["Think about where you want to be in six months.", "Picture your goals a few months from now.", "Consider what success would look like for you."],
          [
            "Then ask yourself what small step gets you closer.",
            "Next, write down one change you can make this week.",
            "After that, pick the one step that feels easiest.",
          ],
          ["{Kw?This approach} turns that goal into a routine.", "A clear routine turns goals into results.", "Regular practice turns intentions into habits."],
          [
            "As a result, progress stops depending on motivation.",
            "Consequently, you no longer rely on willpower alone.",
            "That way, you keep moving even on busy days.",
          ],
        ],
        [
          ["There is also a simple confidence benefit.", "Confidence is another quiet benefit.", "Besides, results make the work more fun."],
          [
            "When you see progress, you want to keep going.",
            "Each small win makes the next step easier.",
            "Once you notice progress, motivation follows on its own.",
          ],
          [
            "So celebrate the small wins along the way.",
            "Therefore, write down every improvement, however small.",
            "That is why we suggest you track even small gains.",
          ],
        ],
      ],
    },
    {
      id: "basics",
      headings: ["{Kw}: the basics in plain words", "Understanding {kw?the basics}", "What you need to know before you start"],
      paragraphs: [
        [
          [
            "At its core, success with {kw} rests on a few simple ideas.",
            "Put simply, {kw?the whole topic} comes down to a few principles.",
            "Underneath the jargon, the idea is simple.",
          ],
          ["First, know your goal.", "First of all, be clear about what you want.", "To begin with, define what success means for you."],
          ["Second, take small steps you can repeat.", "Then, build a routine you can keep.", "After that, choose actions you can repeat every week."],
          ["Finally, check your results and adjust.", "Lastly, review what worked and change what did not.", "Above all, learn from each attempt."],
        ],
        [
          ["Many guides make this sound harder than it is.", "Experts often add layers you do not need.", "Much of the advice online adds needless detail."],
          [
            "Instead, focus on the handful of actions with the biggest effect.",
            "Rather than chase every tip, pick the few that matter.",
            "So start with the essentials and ignore the noise.",
          ],
          [
            "Later, you can refine your approach as you learn.",
            "Over time, you will see which details count.",
            "Once the basics feel easy, you can go deeper.",
          ],
        ],
        [
          ["It also helps to learn the key terms early.", "A few key words will come up again and again.", "Knowing the vocabulary saves you time."],
          [
            "For example, you will often read about goals, routines and reviews.",
            "For instance, most advice talks about planning, practice and feedback.",
            "Most guides use the same handful of ideas.",
          ],
          [
            "Once those words feel familiar, expert advice becomes much easier to follow.",
            "After that, the rest of this guide will feel natural.",
            "Then you can judge any new tip on its merits.",
          ],
        ],
      ],
    },
    {
      id: "start",
      headings: ["How to get started with {kw}", "Your first steps with {kw?a clear plan}", "A simple plan to begin"],
      paragraphs: [
        [
          ["Starting is often the hardest part.", "The first week sets the tone for everything after it.", "A good start makes every later step easier."],
          ["So keep your first plan short and realistic.", "Therefore, keep the first steps small.", "For that reason, begin with a plan you can finish."],
          [
            "Before you begin, gather what you already have.",
            "First of all, take stock of your time and your tools.",
            "To begin with, look at what you already know.",
          ],
          ["Here is a simple sequence that works for most {audience}:", "Follow these steps in order:", "Use this short checklist to begin:"],
        ],
      ],
      list: [
        "Set one clear goal for the next month.",
        "Check where you stand today.",
        "Pick the single step with the biggest impact.",
        "Block a fixed time for it in your week.",
        "Write down what you did and what happened.",
        "Review your notes at the end of each week.",
        "Ask for feedback from someone you trust.",
      ],
      closing: [
        [
          "Once the list feels routine, add one new habit at a time.",
          "After a few weeks, these steps will feel natural.",
          "When the routine holds, you can raise the bar.",
        ],
        ["Meanwhile, resist the urge to change everything at once.", "Until then, keep it simple.", "That said, do not rush the process."],
        ["Small, steady steps win in the end.", "Patience pays off here more than anywhere.", "A calm start beats a rushed one every time."],
      ],
    },
    {
      id: "tips",
      headings: ["Practical tips for {kw?better results}", "Habits that make a real difference", "Tips that work in everyday life"],
      paragraphs: [
        [
          ["Consistency matters more than intensity.", "Short, regular sessions beat rare marathons.", "A little every week beats a lot once a year."],
          [
            "For example, set aside twenty minutes on the same day each week.",
            "For instance, tie the task to a habit you already have.",
            "For example, use a reminder on your phone.",
          ],
          [
            "Then protect that time like an appointment.",
            "Also, keep your tools ready so you can start at once.",
            "In addition, remove anything that slows you down.",
          ],
          [
            "Over a few months, {kw?these sessions} will show clear results.",
            "Soon you will notice the difference.",
            "Gradually, the effort will feel lighter.",
          ],
        ],
        [
          [
            "Next, learn from people who have done it before.",
            "Also, look at what works for others in {niche}.",
            "Besides, there is no need to reinvent the wheel.",
          ],
          [
            "Read one good source rather than ten average ones.",
            "Choose a few trusted sources and stick with them.",
            "Keep a short list of sources you trust.",
          ],
          [
            "Likewise, share your own results with your community.",
            "Similarly, talk about your progress with a friend.",
            "Equally, note your own lessons for later.",
          ],
          [
            "Teaching others is one of the fastest ways to learn.",
            "Explaining a step to someone else makes it stick.",
            "You learn twice when you explain something.",
          ],
        ],
        [
          [
            "Finally, make the work easy to resume.",
            "One more tip: always leave a note for your future self.",
            "Lastly, end each session with a clear next step.",
          ],
          [
            "A short note about where you stopped saves time later.",
            "That way, you never waste the first minutes of a session.",
            "Then the next session starts without friction.",
          ],
          ["It sounds minor, yet it keeps momentum alive.", "Such small habits make the difference over a year.", "Over months, this habit saves hours."],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["What {audience} should keep in mind", "{Kw} for {audience}", "Advice for {audience}"],
      paragraphs: [
        [
          ["Every reader starts from a different place.", "No two situations look exactly the same.", "Your situation is unique, and that is fine."],
          [
            "Still, {audience} tend to share a few challenges.",
            "Yet most {audience} face similar limits.",
            "However, {audience} often run into the same hurdles.",
          ],
          ["Time is usually the biggest one.", "Lack of time tops the list.", "Busy schedules come first."],
          [
            "That is why we favour simple routines over big projects.",
            "So we recommend short routines instead of big projects.",
            "Because of this, small routines work better than big plans.",
          ],
        ],
        [
          ["Budget is another common concern.", "Money is the next question people ask about.", "Costs can also hold people back."],
          [
            "Fortunately, good results with {kw?the basics} rarely depend on expensive tools.",
            "Luckily, the basics cost little or nothing.",
            "In fact, you can start with what you already have.",
          ],
          ["Spend money only when a clear need appears.", "Upgrade only after you know what you need.", "Invest later, once you see what pays off."],
        ],
        [
          ["Lastly, find people who share your goals.", "Community matters, too.", "Also, do not go it alone."],
          [
            "Other {audience} face the same questions you do.",
            "A group of peers keeps you motivated on slow weeks.",
            "Friends with the same interest make the journey more fun.",
          ],
          ["So join a local group or an online forum.", "Therefore, share your progress with them regularly.", "In short, learn together whenever you can."],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: ["Common mistakes with {kw}", "Mistakes that slow you down", "What to avoid with {kw?your plan}"],
      paragraphs: [
        [
          ["Many people try to do too much at once.", "Many people start with too many goals.", "Many beginners aim for perfection on day one."],
          ["As a result, they burn out within weeks.", "Consequently, they give up before they see results.", "Then the effort fades after a few weeks."],
          ["Instead, pick one goal and see it through.", "Rather, focus on one change until it sticks.", "So choose one priority and finish it."],
        ],
        [
          [
            "Another mistake is skipping the review.",
            "A second trap is never checking your results.",
            "Another error is copying someone else's plan without thinking.",
          ],
          [
            "Without a review, you cannot tell what works.",
            "If you never look back, you repeat the same errors.",
            "What works for one person may not suit you.",
          ],
          [
            "So look at your notes once a month and adjust.",
            "Therefore, plan a short check-in every few weeks.",
            "Because of that, adapt every idea to your own situation.",
          ],
          [
            "Finally, do not compare your first month with someone else's fifth year.",
            "Lastly, be patient with yourself.",
            "Above all, remember that slow progress is still progress.",
          ],
        ],
        [
          ["A third mistake is ignoring the basics.", "Some people also skip the fundamentals.", "Another trap is chasing every new trend."],
          [
            "Fancy tricks rarely beat solid groundwork.",
            "New ideas are exciting, but the basics carry most of the weight.",
            "Trends come and go, while good habits last.",
          ],
          ["So master the simple things first.", "Therefore, return to the fundamentals whenever results stall.", "In short, keep your focus on what works."],
        ],
      ],
    },
    {
      id: "measure",
      headings: ["How to measure your progress", "Tracking your progress with {kw?a simple log}", "Signs that your plan is working"],
      paragraphs: [
        [
          ["You cannot improve what you do not measure.", "Measuring your progress keeps you honest.", "Clear numbers make it easier to stay on track."],
          ["Choose two or three simple signals to watch.", "Pick a few indicators that matter to you.", "Keep your list of metrics short."],
          [
            "For example, track how often you practise and what changed.",
            "For instance, note the time you spend and the results you get.",
            "For example, write one line about each session.",
          ],
          [
            "Then compare the numbers month by month.",
            "After that, look for trends rather than single results.",
            "Later, those notes show you what really works.",
          ],
        ],
        [
          ["Progress rarely moves in a straight line.", "Some weeks will feel slower than others.", "Results often come in steps, not in a smooth curve."],
          [
            "Therefore, judge your plan over months, not days.",
            "So give each change enough time to show an effect.",
            "Because of that, patience is part of the method.",
          ],
          [
            "When the trend points up, your approach to {kw?the task} is working.",
            "Once you see a steady rise, keep doing what works.",
            "If the trend stalls, change one thing and try again.",
          ],
        ],
        [
          ["Keep your tracking light.", "Tracking should never feel like a second job.", "Simple notes beat complex spreadsheets."],
          ["A notebook or a short list on your phone is enough.", "Five minutes a week is plenty.", "One line per session tells you most of what you need."],
          ["What matters is that you look at it regularly.", "Still, review those notes each month.", "Then let the notes guide your next decision."],
        ],
      ],
    },
    {
      id: "tools",
      headings: ["How {site} helps with {kw?this}", "Where {site} fits in", "Tools and support from {site}"],
      paragraphs: [
        [
          [
            "Here is how {site} describes its mission: {purpose}",
            "This is what {site} is about: {purpose}",
            "In a few words, {site} has a clear aim: {purpose}",
          ],
          ["So we built our work around what {audience} need most:", "That is why we focus on a few things:", "Here is what you can count on:"],
        ],
      ],
      features: true,
      closing: [
        [
          "Together, these make {kw?the steps above} easier to follow.",
          "In short, we want to make each step above easier for you.",
          "All of this supports the plan in this guide.",
        ],
        [
          "Of course, the steps in this guide work with or without us.",
          "Still, the advice here works wherever you start.",
          "Either way, the advice in this post stands on its own.",
        ],
      ],
    },
    {
      id: "related",
      headings: ["How {kw} connects to {related}", "Related topics worth exploring", "Going further: {related}"],
      paragraphs: [
        [
          ["Once the basics are in place, look at related topics.", "No topic stands alone.", "Good results in one area often lead to the next."],
          [
            "For example, {related} builds on the same skills.",
            "In particular, {related} is a natural next step.",
            "Especially {related} shares many of the same ideas.",
          ],
          ["Moreover, the habits you build here carry over.", "Likewise, your routine will help you there too.", "Similarly, the same review process applies."],
          ["So take it one topic at a time.", "Therefore, add new topics slowly.", "Still, finish one thing before you start the next."],
        ],
        [
          [
            "We write about these topics regularly on {site}.",
            "Our blog covers these related areas as well.",
            "You will find more on these subjects in our archive.",
          ],
          ["Each post follows the same practical approach.", "Every article aims to give you one clear next step.", "As always, we keep the advice practical."],
        ],
      ],
    },
  ],
  asides: [
    [
      ["Here is a simple example.", "Let's make this concrete."],
      ["Imagine a reader with only one free hour a week.", "Picture someone with a full-time job and little spare time."],
      ["She picks a single step from this section and repeats it every Sunday.", "He chooses one step from this section and does it every weekend."],
      ["After a month, the notes show a clear pattern.", "After four weeks, the results start to show."],
      ["The change is small, but it is real.", "The progress is modest, yet it is steady."],
      ["More importantly, it keeps the routine alive.", "Above all, it proves that the plan works."],
    ],
    [
      ["We often hear the same worry from {audience}.", "A common worry comes up in almost every conversation."],
      ["People fear they started too late.", "Many think they lack the talent for it."],
      ["In reality, timing and talent matter far less than habits.", "Actually, steady habits beat talent in the long run."],
      ["Most experts simply kept going when others stopped.", "Those who succeed usually just keep showing up."],
      ["So the best moment to start is today.", "Therefore, do not wait for the perfect moment."],
    ],
    [
      ["It helps to write your plan down.", "Put your plan on paper."],
      ["A written plan feels more real than an idea in your head.", "Writing makes a vague goal concrete."],
      ["Also, it shows you when you drift off course.", "Besides, you can check it whenever you feel stuck."],
      ["Keep it to one page.", "Keep it short enough to read in a minute."],
      ["Then pin it where you will see it every day.", "Then keep it somewhere you look every day."],
    ],
    [
      ["Ask yourself one honest question.", "Try this quick exercise."],
      ["What would you do if you had just ten minutes today?", "Which single step would help most right now?"],
      ["Your answer reveals your real priority.", "That answer points to your real priority."],
      ["Start there, and leave the rest for later.", "Do that first, and let the rest wait."],
      ["You will be surprised how much ten focused minutes can achieve.", "Focused minutes often beat scattered hours."],
    ],
    [
      ["Feedback speeds up learning.", "Outside views help, too."],
      ["Even one comment from a friend can reveal a blind spot.", "A second pair of eyes often spots what you miss."],
      ["So share your work early, even when it feels unfinished.", "So ask for an opinion before you feel ready."],
      ["Then pick the one suggestion that makes the most sense.", "Afterwards, act on the most useful remark."],
      ["Ignore the rest without guilt.", "You do not have to follow every piece of advice."],
    ],
    [
      ["Motivation comes and goes.", "Some days, you simply will not feel like it."],
      ["That is normal, and it happens to everyone.", "Everyone has those days, including the experts."],
      ["On such days, do the smallest possible version of the task.", "When that happens, shrink the task until it feels easy."],
      ["Five minutes still counts.", "A short session still keeps the habit alive."],
      ["Tomorrow, you can do more.", "Next time, energy often returns."],
    ],
    [
      ["Think in seasons rather than days.", "Plan in blocks of a few months."],
      ["A three-month horizon is long enough for real change.", "Three months give each habit time to settle."],
      ["Yet it is short enough to stay focused.", "At the same time, the goal still feels close."],
      ["At the end of each season, look back and set the next goal.", "When the season ends, review it and choose what comes next."],
    ],
    [
      ["Your environment shapes your habits.", "Small changes to your surroundings help a lot."],
      ["For example, keep what you need within easy reach.", "For instance, prepare your tools the evening before."],
      ["Remove the distractions that pull you away.", "Also, silence your phone during focused sessions."],
      ["When the right action is the easy action, you do it more often.", "When starting takes no effort, you start more often."],
    ],
  ],
  links: [
    [
      "For a related angle, read {link}.",
      "You may also like our post {link}.",
      "We cover a related question in {link}.",
      "If you want more detail, see {link}.",
    ],
  ],
  categoryLine: [
    "You will find more posts like this in our {category} section.",
    "Browse our {category} posts for more ideas.",
    "For more, explore the {category} posts on {site}.",
  ],
  homeLink: ["You will find more guides like this on {link}.", "For more practical advice, visit {link}.", "There is more to read on {link}."],
  faqHeadings: ["Frequently asked questions about {kw?this topic}", "Questions people ask about {kw?this topic}", "{Kw} FAQ"],
  faq: [
    {
      question: "How long does it take to see results with {kw?this}?",
      answer: [
        ["It depends on your starting point.", "The honest answer is that it varies."],
        ["However, most {audience} notice a change within a few weeks.", "Still, many readers see first results within a month."],
        ["Consistency speeds things up more than anything else.", "Regular practice makes the biggest difference."],
        ["So give it at least two months before you judge.", "Therefore, plan for the long run."],
      ],
    },
    {
      question: "What is the first step in {kw?getting started}?",
      answer: [
        ["Start by setting one clear goal.", "First, decide what you want to achieve."],
        ["Then look at where you stand today.", "After that, check your current situation."],
        ["The gap between the two tells you where to begin.", "That comparison shows you the first task."],
        ["Keep that first task small enough to finish this week.", "Then schedule it in your calendar."],
      ],
    },
    {
      question: "Do I need special tools for {kw?this}?",
      answer: [
        ["No, you can start with what you have.", "Not at first."],
        ["Simple tools are enough for the first months.", "Basic tools cover most needs when you begin."],
        ["Later, you can invest in better ones if you see a clear need.", "Upgrade only when a real limit appears."],
        ["Skill matters far more than equipment.", "Your habits count for more than your gear."],
      ],
    },
    {
      question: "How often should I review my progress?",
      answer: [
        ["A short weekly check works well for most people.", "Once a week is a good rhythm."],
        ["In addition, do a longer review every month.", "Also, plan a deeper review each month."],
        ["That way, you catch problems early.", "As a result, small issues never grow into big ones."],
        ["Keep both reviews short and honest.", "Write down one lesson from each review."],
      ],
    },
    {
      question: "What is the biggest mistake beginners make?",
      answer: [
        ["Most beginners try to change too much at once.", "The classic mistake is doing everything on day one."],
        ["As a result, they lose motivation quickly.", "Consequently, the effort fades within weeks."],
        ["Start small and build from there.", "Instead, pick one habit and keep it."],
        ["Then add the next habit once the first one sticks.", "Growth comes from steady layers, not big leaps."],
      ],
    },
    {
      question: "Can beginners handle {kw?this} on their own?",
      answer: [
        ["Yes, absolutely.", "Yes, most people can."],
        ["The steps in this guide need no special training.", "You only need a plan and a little patience."],
        ["If you get stuck, ask a friend or a community for help.", "When a question comes up, look for a trusted source."],
        ["Most experts started as beginners, too.", "Everyone starts somewhere."],
      ],
    },
  ],
  conclusionHeadings: ["Final thoughts on {kw?the topic}", "Wrapping up", "The bottom line", "Conclusion: your next step"],
  conclusion: [
    [
      [
        "Getting {kw} right does not need to be complicated.",
        "Getting better at {kw} is a matter of steady steps.",
        "Success with {kw} comes from small, regular actions.",
      ],
      [
        "Start with one goal, keep your routine simple and review your results.",
        "Pick one step from this guide and do it this week.",
        "Choose one idea from this post and try it today.",
      ],
      ["Over time, those small steps add up.", "Soon, the progress will speak for itself.", "In a few months, you will be glad you started."],
    ],
    [
      ["Thank you for reading.", "We hope this guide helps you take the next step.", "We hope you found this guide useful."],
      ["If you have a question, let us know.", "Tell us how it goes for you.", "Share your own tips with us, too."],
    ],
  ],
};
